import { resolveTheme, themeContentWarnings, type Theme } from '@foyer/shared';

/** The content warnings of each theme (by name) that has any (THM-27): shown before publishing. */
export function publishWarnings(themes: readonly Theme[]): Array<{ theme: string; warnings: string[] }> {
  return themes
    .map((theme) => ({ theme: theme.name, warnings: themeContentWarnings(resolveTheme(theme)) }))
    .filter((entry) => entry.warnings.length > 0);
}
