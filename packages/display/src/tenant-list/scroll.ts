import { SCROLL_BOTTOM_PAUSE_MS, SCROLL_PX_PER_FRAME } from '@foyer/shared';

export interface ScrollState {
  /** How far the rows are moved up, in canvas px. */
  offset: number;
  /** While paused at the bottom: the time (ms, as `now`) the list restarts at the top. */
  pausedUntil: number | null;
}

export const SCROLL_START: ScrollState = { offset: 0, pausedUntil: null };

/** How far the rows can move: their total height beyond the visible rows area (0 when all fit). */
export function maxScrollOffset(rowsPerColumn: number, rowHeight: number, viewportHeight: number): number {
  return Math.max(0, rowsPerColumn * rowHeight - Math.max(0, viewportHeight));
}

/**
 * One animation frame of docs/product.md §4 scroll mode: move 0.5 px; on reaching the bottom pause 2 s, then
 * restart at the top.
 */
export function stepScroll(state: ScrollState, maxOffset: number, now: number): ScrollState {
  if (maxOffset <= 0) return SCROLL_START;
  if (state.pausedUntil !== null) return now >= state.pausedUntil ? SCROLL_START : state;
  const offset = Math.min(maxOffset, state.offset + SCROLL_PX_PER_FRAME);
  return { offset, pausedUntil: offset >= maxOffset ? now + SCROLL_BOTTOM_PAUSE_MS : null };
}

/**
 * The rows to draw at `offset`: those overlapping the viewport, so a 500-row list keeps only a
 * screenful of rows in the page while it scrolls.
 */
export function scrollWindow(
  offset: number,
  rowHeight: number,
  viewportHeight: number,
  rowCount: number,
): { first: number; last: number } {
  const first = Math.min(Math.max(0, Math.floor(offset / rowHeight)), Math.max(0, rowCount - 1));
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  return { first, last: Math.min(rowCount, first + visible) };
}
