import { FOOTER_ITEMS, FOOTER_PLACEHOLDERS } from './theme-defaults';
import type { ThemeContent } from './theme-schema';

/**
 * What a theme would put on a lobby screen that nobody meant to: footer items still
 * showing the sample texts, an image-only theme without its image. Publishing warns with these and
 * lets staff go on (docs/decisions/themes.md THM-27).
 */
export function themeContentWarnings(theme: Pick<ThemeContent, 'layout' | 'footer' | 'media'>): string[] {
  const warnings: string[] = [];
  if (theme.layout === 'imageOnly') {
    if (!theme.media.fullPageImageUrl.trim()) {
      warnings.push('No image is chosen: the screens will show only the background colour.');
    }
    return warnings;
  }
  const samples = FOOTER_ITEMS.filter((key) => {
    const item = theme.footer.items[key];
    return item.show && item.text.trim() === FOOTER_PLACEHOLDERS[key];
  }).map((key) => `“${FOOTER_PLACEHOLDERS[key]}”`);
  if (samples.length > 0) {
    warnings.push(
      `The footer still shows sample ${samples.length === 1 ? 'text' : 'texts'}: ${samples.join(', ')}. Replace ${samples.length === 1 ? 'it' : 'them'} or hide ${samples.length === 1 ? 'it' : 'them'}.`,
    );
  }
  return warnings;
}
