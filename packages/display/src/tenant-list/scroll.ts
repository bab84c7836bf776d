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
 * The items to draw in a scrolling column whose first visible row height is `firstSlot`: those
 * overlapping the `visibleSlots` row heights in view, so a 500-row list keeps only a screenful of
 * rows in the page while it scrolls. `lead` (0 or less) is where the first drawn item starts against
 * `firstSlot`, for an item taller than one row that is partly scrolled out.
 */
export function slotWindow(
  items: readonly { kind: string; fit?: { slots: number } }[],
  firstSlot: number,
  visibleSlots: number,
): { first: number; last: number; lead: number } {
  let start = 0;
  let first = -1;
  let lead = 0;
  let last = items.length;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const height = item && item.kind === 'tenant' ? (item.fit?.slots ?? 1) : 1;
    if (first === -1 && start + height > firstSlot) {
      first = i;
      lead = start - firstSlot;
    }
    if (first !== -1 && start >= firstSlot + visibleSlots) {
      last = i;
      break;
    }
    start += height;
  }
  if (first === -1) return { first: Math.max(0, items.length - 1), last: items.length, lead: 0 };
  return { first, last, lead };
}
