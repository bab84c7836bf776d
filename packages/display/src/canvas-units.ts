import { textPxForDistance, THEME_RANGES } from '@foyer/shared';

/**
 * Theme text sizes are in rem (docs/product.md §5: 0.625 to 3). A browser's 16 px rem is sized for a desk;
 * a lobby screen is read from across the room, so on the 1920x1080 canvas 1rem is drawn at 32 px
 * (the default 1.875rem list text is 60 px, about 38 mm tall on a 55" screen: read from 3 m, THM-34).
 */
export const CANVAS_REM_PX = 32;

/** Line height of a list row's text; a row is never shorter than its text needs. */
export const ROW_LINE_HEIGHT = 1.3;

export const remToCanvasPx = (rem: number): number => rem * CANVAS_REM_PX;

/**
 * The smallest text size (rem, on the slider's steps) whose names read from `distanceM` on a
 * `diagonalIn`-inch screen: what choosing a viewing distance sets (docs/decisions/themes.md THM-34).
 */
export function textSizeForDistance(distanceM: number, diagonalIn: number): number {
  const { step, max } = THEME_RANGES.textSize;
  const rem = textPxForDistance(distanceM, diagonalIn) / CANVAS_REM_PX;
  return Math.min(max, Math.ceil(rem / step - 1e-9) * step);
}

/** The size of the list's column headings for list text of `listPx`. */
export const columnHeadingPx = (listPx: number): number => Math.max(14, Math.round(listPx * 0.68));

/**
 * The height a tenant row is drawn at: the theme's row height (px at the 1920 canvas), grown when
 * the text size would not fit in it, so a large text size never clips.
 */
export function effectiveRowHeight(rowHeight: number, textSize: number): number {
  return Math.max(rowHeight, Math.ceil(remToCanvasPx(textSize) * ROW_LINE_HEIGHT));
}
