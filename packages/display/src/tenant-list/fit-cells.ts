import { useLayoutEffect, useRef, type RefObject } from 'react';
import { textFitScale, useFontsLoaded, WRAPPED_LINE_HEIGHT } from '../text-fit';

/** Long names shrink onto one line when this share of the text size is enough. */
const ONE_LINE_MIN_SCALE = 0.72;
/** A wrapped name is never drawn smaller than this share of the list's text size. */
const MIN_WRAP_SCALE = 0.6;
/** Nor a column heading smaller than this share of its size. */
const MIN_HEADING_SCALE = 0.55;

const overflows = (cell: HTMLElement) => textFitScale(cell) < 1;

function resetName(style: CSSStyleDeclaration): void {
  style.whiteSpace = 'nowrap';
  style.display = '';
  style.fontSize = '';
  style.lineHeight = '';
  style.webkitLineClamp = '';
}

/**
 * Company names too long for one line wrap onto two, in a size at which two lines fit the row,
 * and are cut with '…' only after the second (issue 17, docs/decisions/themes.md THM-28).
 */
function wrapName(style: CSSStyleDeclaration, fontSize: number, rowHeight: number): void {
  const twoLines = Math.floor((rowHeight - 4) / (2 * WRAPPED_LINE_HEIGHT));
  const size = Math.max(Math.round(fontSize * MIN_WRAP_SCALE), Math.min(fontSize, twoLines));
  style.whiteSpace = 'normal';
  style.display = '-webkit-box';
  style.setProperty('-webkit-box-orient', 'vertical');
  style.webkitLineClamp = '2';
  style.fontSize = `${size}px`;
  style.lineHeight = String(WRAPPED_LINE_HEIGHT);
}

/**
 * A column heading too wide for its column first loses most of its side padding and letter
 * spacing, then is drawn smaller until it fits (never below MIN_HEADING_SCALE).
 */
function tightenHeading(cell: HTMLElement): void {
  // Kept to be put back: React set the padding and does not set it again while its props are the same.
  if (cell.dataset.fitPadding === undefined) cell.dataset.fitPadding = cell.style.padding;
  cell.style.letterSpacing = '0.02em';
  cell.style.padding = '0 4px';
}

function resetHeading(cell: HTMLElement): void {
  cell.style.fontSize = '';
  cell.style.letterSpacing = '';
  if (cell.dataset.fitPadding !== undefined) {
    cell.style.padding = cell.dataset.fitPadding;
    delete cell.dataset.fitPadding;
  }
}

/**
 * Fits the table's cells: every style reset first, then every width read (one layout), then the
 * overflowing cells changed, so a page of rows costs one or two layouts, not one per cell.
 */
export function fitCells(table: HTMLElement, fontSize: number, headingSize: number, rowHeight: number): void {
  const names = Array.from(table.querySelectorAll<HTMLElement>('[data-fit="name"]'));
  const headings = Array.from(table.querySelectorAll<HTMLElement>('[data-fit="heading"]'));
  names.forEach((cell) => resetName(cell.style));
  headings.forEach(resetHeading);
  // How far each long name must shrink to fit one line.
  const scaled = names.map(textFitScale);
  const fits = scaled.filter((scale) => scale < 1);
  const wideHeadings = headings.filter(overflows);
  if (fits.length > 0) {
    const smallest = Math.min(...fits);
    // One size for the whole column (a page where some names shrink reads as a mistake): a little
    // smaller on one line when that is enough, else the size at which two lines fit the row.
    if (smallest >= ONE_LINE_MIN_SCALE) {
      const size = `${Math.floor(fontSize * smallest)}px`;
      names.forEach((cell) => {
        cell.style.fontSize = size;
      });
    } else {
      names.forEach((cell) => wrapName(cell.style, fontSize, rowHeight));
    }
  }
  wideHeadings.forEach(tightenHeading);
  // A second read, only when some heading was too wide: how much smaller it must still be drawn.
  const scales = wideHeadings.map(textFitScale);
  wideHeadings.forEach((cell, i) => {
    const scale = scales[i] ?? 1;
    if (scale < 1) cell.style.fontSize = `${Math.floor(headingSize * Math.max(MIN_HEADING_SCALE, scale))}px`;
  });
}

/**
 * Runs the fitting over the table's `[data-fit]` cells after every render, and again when fonts
 * finish loading (a web font changes every width).
 */
export function useFitCells(
  ref: RefObject<HTMLElement | null>,
  { fontSize, headingSize, rowHeight }: { fontSize: number; headingSize: number; rowHeight: number },
): void {
  const sizes = useRef({ fontSize, headingSize, rowHeight });
  sizes.current = { fontSize, headingSize, rowHeight };
  const fit = () => {
    const table = ref.current;
    if (!table) return;
    const current = sizes.current;
    fitCells(table, current.fontSize, current.headingSize, current.rowHeight);
  };
  useLayoutEffect(fit);
  useFontsLoaded(fit);
}
