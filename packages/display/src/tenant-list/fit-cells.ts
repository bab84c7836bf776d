import { useLayoutEffect, useRef, type RefObject } from 'react';
import { MIN_CELL_SCALE } from './row-plan';

/*
 * The last touch after a page is drawn: names were planned before drawing (row-plan.ts); here a
 * floor, suite or category a little too wide for its column is drawn smaller, in its own cell only,
 * and a column heading too wide for its column is tightened (docs/decisions/themes.md THM-28, THM-35).
 */

/** Nor a column heading smaller than this share of its size. */
const MIN_HEADING_SCALE = 0.55;

/** The side padding React or tightenHeading set inline (read without a layout). */
const sidePadding = (cell: HTMLElement) =>
  (parseFloat(cell.style.paddingLeft) || 0) + (parseFloat(cell.style.paddingRight) || 0);

/**
 * How long the cell's text is, in the canvas's own pixels and fractions of one. `scrollWidth`
 * rounds: a text a fraction of a pixel too wide read as fitting and was cut with '…' all the same.
 * The text's box on screen is scaled with the canvas (and turned with a rotated screen), so it is
 * divided by the cell's scale; its longer side is the text's length (one line is longer than high).
 */
function textWidth(cell: HTMLElement): number {
  const box = cell.getBoundingClientRect();
  const scale = Math.sqrt((box.width * box.height) / Math.max(1, cell.offsetWidth * cell.offsetHeight));
  if (!scale) return 0;
  const range = document.createRange();
  range.selectNodeContents(cell);
  const text = range.getBoundingClientRect();
  return Math.max(text.width, text.height) / scale;
}

/**
 * The share of its size at which the cell's text fits the room inside its padding (which does not
 * shrink with the text); 1 or more when it fits. A cell not laid out yet (width 0) counts as
 * fitting and is measured again on the next render.
 */
function fitScale(cell: HTMLElement): number {
  if (cell.clientWidth === 0) return 1;
  const room = cell.clientWidth - sidePadding(cell);
  return room / Math.max(1, textWidth(cell));
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

/** The font size a cell inherits from its row, in px. */
const inheritedSize = (cell: HTMLElement) => parseFloat(cell.parentElement?.style.fontSize ?? '') || 0;

/**
 * Fits the table's cells: every style reset first, then every width read (one layout), then the
 * overflowing cells changed, so a page of rows costs one or two layouts, not one per cell.
 */
export function fitCells(table: HTMLElement, headingSize: number): void {
  const cells = Array.from(table.querySelectorAll<HTMLElement>('[data-fit="cell"]'));
  const headings = Array.from(table.querySelectorAll<HTMLElement>('[data-fit="heading"]'));
  cells.forEach((cell) => {
    cell.style.fontSize = '';
  });
  headings.forEach(resetHeading);
  const cellScales = cells.map(fitScale);
  const wideHeadings = headings.filter((cell) => fitScale(cell) < 1);
  cells.forEach((cell, i) => {
    const scale = cellScales[i] ?? 1;
    const size = inheritedSize(cell);
    if (scale < 1 && size > 0)
      cell.style.fontSize = `${Math.floor(size * Math.max(MIN_CELL_SCALE, scale))}px`;
  });
  wideHeadings.forEach(tightenHeading);
  // A second read, only when some heading was too wide: how much smaller it must still be drawn.
  const scales = wideHeadings.map(fitScale);
  wideHeadings.forEach((cell, i) => {
    const scale = scales[i] ?? 1;
    if (scale < 1) cell.style.fontSize = `${Math.floor(headingSize * Math.max(MIN_HEADING_SCALE, scale))}px`;
  });
}

/**
 * Runs the fitting over the table's `[data-fit]` cells after every render, and again when fonts
 * finish loading (a web font changes every width).
 */
export function useFitCells(ref: RefObject<HTMLElement | null>, headingSize: number): void {
  const size = useRef(headingSize);
  size.current = headingSize;
  const fit = () => {
    const table = ref.current;
    if (table) fitCells(table, size.current);
  };
  useLayoutEffect(fit);
  useLayoutEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts || typeof fonts.addEventListener !== 'function') return;
    fonts.addEventListener('loadingdone', fit);
    return () => fonts.removeEventListener('loadingdone', fit);
    // `fit` reads the latest size through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
