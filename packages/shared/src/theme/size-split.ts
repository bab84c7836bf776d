import { THEME_RANGES } from './theme-defaults';

/** docs/product.md §4 Size sliders: hero image size and tenant list size always sum to 100 (each 20 to 80). */
export function splitSizes(
  changed: 'imageSize' | 'tenantListSize',
  value: number,
): { imageSize: number; tenantListSize: number } {
  const { min, max } = THEME_RANGES.imageSize;
  const clamped = Math.min(max, Math.max(min, Math.round(value)));
  return changed === 'imageSize'
    ? { imageSize: clamped, tenantListSize: 100 - clamped }
    : { imageSize: 100 - clamped, tenantListSize: clamped };
}
