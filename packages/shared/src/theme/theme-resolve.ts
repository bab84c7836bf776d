import { THEME_DEFAULTS } from './theme-defaults';
import { type ThemeContent, themeContentSchema } from './theme-schema';

const SECTIONS = [
  'layoutOptions',
  'colors',
  'background',
  'typography',
  'tenants',
  'header',
  'footer',
  'media',
  'metadata',
] as const;

/**
 * Fills a partial or damaged theme with the docs/product.md §9 defaults so it always renders. A section
 * that fails validation falls back to its defaults alone; the rest of the theme is kept.
 */
export function resolveTheme(partial: unknown): ThemeContent {
  const whole = themeContentSchema.safeParse(partial ?? {});
  if (whole.success) return whole.data;
  const source = (typeof partial === 'object' && partial !== null ? partial : {}) as Record<string, unknown>;
  const repaired: Record<string, unknown> = {};
  const layout = themeContentSchema.shape.layout.safeParse(source.layout);
  repaired.layout = layout.success ? layout.data : THEME_DEFAULTS.layout;
  for (const section of SECTIONS) {
    const parsed = themeContentSchema.shape[section].safeParse(source[section]);
    repaired[section] = parsed.success ? parsed.data : undefined;
  }
  return themeContentSchema.parse(repaired);
}
