import type { CSSProperties } from 'react';

export type FlexDirection = 'row' | 'row-reverse' | 'column' | 'column-reverse';

// Rows by the start and end of the line, so a right-to-left screen (docs/product.md §16) spaces
// them on the side they meet (-webkit-margin-start: every Chrome the player supports).
const LEADING_MARGIN = {
  row: 'WebkitMarginStart',
  'row-reverse': 'WebkitMarginEnd',
  column: 'marginTop',
  'column-reverse': 'marginBottom',
} as const;

/**
 * The space `gap` would put before the flex item at `index`, as a margin. Chrome before 84 (LG
 * webOS up to 6, Samsung Tizen up to 6, docs/screens.md) ignores `gap` in flexbox, so the renderer
 * spaces items with margins; in a row or column that does not wrap the layout is the same.
 */
export function gapBefore(
  index: number,
  gap: number | string,
  direction: FlexDirection = 'row',
): CSSProperties {
  return index === 0 ? {} : { [LEADING_MARGIN[direction]]: gap };
}
