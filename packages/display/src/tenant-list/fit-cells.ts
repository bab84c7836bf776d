import { useLayoutEffect, useRef, type RefObject } from 'react';
import { textFitScale } from '../text-fit';
import { MIN_CELL_SCALE } from './row-plan';

/*
 * The last touch after a page is drawn: names were planned before drawing (row-plan.ts); here a
 * floor, suite or category a little too wide for its column is drawn smaller, in its own cell only,
 * and a column heading too wide for its column is tightened (docs/decisions/themes.md THM-28, THM-35).
 */

/** Nor a column heading smaller than this share of its size. */
const MIN_HEADING_SCALE = 0.55;

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
  const cellScales = cells.map(textFitScale);
  const wideHeadings = headings.filter((cell) => textFitScale(cell) < 1);
  cells.forEach((cell, i) => {
    const scale = cellScales[i] ?? 1;
    const size = inheritedSize(cell);
    if (scale < 1 && size > 0)
      cell.style.fontSize = `${Math.floor(size * Math.max(MIN_CELL_SCALE, scale))}px`;
  });
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
