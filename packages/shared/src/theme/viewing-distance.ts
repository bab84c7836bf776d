/*
 * How far away text on a lobby screen can be read (docs/product.md §11, docs/decisions/themes.md
 * THM-34). One rule for the renderer, the builder's readability check and the theme card: capital
 * letters are about 0.7 of the font size, and signage guides allow 1 inch of capital height per 10
 * feet of distance (1:120). Sizes are canvas pixels; the canvas's 1920 px side is the screen's
 * long side in either orientation.
 */

/** Screen sizes (diagonal, inches) staff choose from; lobby TVs are mostly 43 to 75 inches. */
export const SCREEN_DIAGONALS = [32, 43, 50, 55, 65, 75, 86] as const;
export const DEFAULT_SCREEN_DIAGONAL = 55;

/** Distances (metres) a theme can be designed for: a lift lobby, a reception, a wide atrium. */
export const VIEWING_DISTANCES = [2, 3, 5] as const;
export const DEFAULT_VIEWING_DISTANCE = 3;

const CAP_HEIGHT = 0.7;
const CAP_PER_DISTANCE = 1 / 120;

/** Millimetres one canvas pixel covers on a 16:9 screen of `diagonalIn` inches. */
function mmPerPx(diagonalIn: number): number {
  const longSideMm = diagonalIn * (16 / Math.sqrt(16 * 16 + 9 * 9)) * 25.4;
  return longSideMm / 1920;
}

/** How far away (metres, unrounded) text `px` tall can be read on a `diagonalIn`-inch screen. */
export function readableDistanceM(px: number, diagonalIn: number): number {
  return (px * CAP_HEIGHT * mmPerPx(diagonalIn)) / CAP_PER_DISTANCE / 1000;
}

/** The same, rounded to half a metre, as staff read it. */
export function viewingDistanceM(px: number, diagonalIn: number): number {
  return Math.round(readableDistanceM(px, diagonalIn) / 0.5) * 0.5;
}

/** The smallest whole canvas pixel size read from `distanceM` on a `diagonalIn`-inch screen. */
export function textPxForDistance(distanceM: number, diagonalIn: number): number {
  return Math.ceil((distanceM * 1000 * CAP_PER_DISTANCE) / CAP_HEIGHT / mmPerPx(diagonalIn) - 1e-9);
}

/** Text of `px` reads from at least `distanceM` (a hair of rounding allowed). */
export const meetsDistance = (px: number, distanceM: number, diagonalIn: number): boolean =>
  readableDistanceM(px, diagonalIn) >= distanceM - 0.01;

/** 'about 3 m' or 'under 1 m'. */
export function distanceText(px: number, diagonalIn: number): string {
  const metres = viewingDistanceM(px, diagonalIn);
  return metres < 1 ? 'under 1 m' : `about ${metres} m`;
}
