import { PAGINATION_FOOTER_HEIGHT, type ThemeContent } from '@foyer/shared';
import { contentPadding } from '../background';
import { effectiveRowHeight } from '../canvas-units';

/** A page under a stacked image keeps room for this many names (docs/product.md §11, THM-36). */
export const MIN_NAMES_UNDER_IMAGE = 10;
/** An image squeezed below this share of the height is left out rather than drawn as a sliver. */
const MIN_IMAGE_SHARE = 0.12;

/**
 * The height (px) of an image stacked above or below the directory in `height` px: the theme's
 * share, made smaller so the directory keeps room for MIN_NAMES_UNDER_IMAGE names (`nameRows`: the
 * row heights they take as the list planned them, with floor headings; one each until it has), its
 * column header row and its page footer; 0 when too little would be left. Null before the height
 * is measured: the theme's share is drawn.
 */
export function stackedImageHeight(
  theme: ThemeContent,
  share: number,
  height: number | null,
  nameRows: number = MIN_NAMES_UNDER_IMAGE,
): number | null {
  if (height === null) return null;
  const t = theme.tenants;
  const row = effectiveRowHeight(t.rowHeight, t.textSize);
  const padding = contentPadding(theme.layoutOptions);
  const list = (nameRows + 1) * row + PAGINATION_FOOTER_HEIGHT + 2 * t.padding + padding.top + padding.bottom;
  const image = Math.min((height * share) / 100, height - list);
  return image < height * MIN_IMAGE_SHARE ? 0 : Math.floor(image);
}
