import { contrastRatio, MIN_CONTRAST, parseColor } from '@foyer/display';

/** The page's backgrounds in light and dark mode (Tailwind white and zinc-950). */
export const PAGE_BACKGROUND = { light: '#ffffff', dark: '#09090b' } as const;

/** Neutral headings when the building's colour is unreadable on a mode's background. */
export const NEUTRAL_ACCENT = { light: '#3f3f46', dark: '#d4d4d8' } as const;

function accentOn(color: string, mode: 'light' | 'dark'): string {
  const parsed = parseColor(color);
  if (!parsed || parsed.a < 1) return NEUTRAL_ACCENT[mode];
  // Floor headings are small text: they need the 4.5:1 WCAG AA asks of body text.
  return contrastRatio(color, PAGE_BACKGROUND[mode]) >= MIN_CONTRAST ? color : NEUTRAL_ACCENT[mode];
}

export interface AccentColors {
  /** The floor headings' colour in light mode and in dark mode. */
  light: string;
  dark: string;
  /** The thin bar at the top, a decoration: the building's colour as it is; null without one. */
  bar: string | null;
}

/**
 * The building's colour (its screens' theme colour) for the floor headings, in each mode where it
 * reads well on the page, else a neutral: a pale yellow stays for dark mode only, a navy for light
 * mode only.
 */
export function accentColors(color: string): AccentColors {
  const parsed = parseColor(color);
  return {
    light: accentOn(color, 'light'),
    dark: accentOn(color, 'dark'),
    bar: parsed && parsed.a === 1 ? color : null,
  };
}
