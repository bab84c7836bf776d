import type { Layout } from './theme-defaults';

export type LayoutDirection = 'horizontal' | 'vertical' | 'both';

/** docs/product.md §2 Theme builder layout cards, in the order they are shown. */
export const LAYOUT_CARDS: ReadonlyArray<{
  id: string;
  label: string;
  layout: Layout;
  direction: LayoutDirection;
}> = [
  { id: 'list-simple-horizontal', label: 'Simple List', layout: 'list-simple', direction: 'horizontal' },
  { id: 'list-simple-vertical', label: 'Vertical List', layout: 'list-simple', direction: 'vertical' },
  { id: 'split', label: 'Horizontal Split', layout: 'split', direction: 'horizontal' },
  { id: 'image-tenant', label: 'Tenant + Image', layout: 'imageTenant', direction: 'vertical' },
  { id: 'two-column', label: 'Two Column', layout: 'twoColumn', direction: 'horizontal' },
  { id: 'image-only-horizontal', label: 'Image Only', layout: 'imageOnly', direction: 'horizontal' },
  { id: 'image-only-vertical', label: 'Image Only', layout: 'imageOnly', direction: 'vertical' },
];

/** Auto shows all cards; landscape the horizontal ones; portrait the vertical ones. */
export function layoutCardsFor(orientation: 'auto' | 'landscape' | 'portrait') {
  if (orientation === 'auto') return LAYOUT_CARDS;
  const wanted: LayoutDirection = orientation === 'landscape' ? 'horizontal' : 'vertical';
  return LAYOUT_CARDS.filter((card) => card.direction === wanted || card.direction === 'both');
}

/** Changing orientation to landscape or portrait selects the first matching layout (docs/product.md §2). */
export function layoutAfterOrientationChange(
  orientation: 'auto' | 'landscape' | 'portrait',
  current: Layout,
): Layout {
  if (orientation === 'auto') return current;
  return layoutCardsFor(orientation)[0]?.layout ?? current;
}
