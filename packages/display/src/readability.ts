import {
  distanceText,
  meetsDistance,
  PAGE_ROTATION_MS,
  readableDistanceM,
  type ThemeContent,
} from '@foyer/shared';
import { columnHeadingPx, remToCanvasPx } from './canvas-units';
import { contrastRatio, parseColor, withOpacity } from './color';
import { headerTextColor } from './header';
import { footerItems } from './footer';

/*
 * Readability of a theme as the renderer draws it (docs/product.md §11, THM-34): the contrast of every text and
 * background pair on the canvas, how far away its smallest text can be read on a given screen, and
 * how long each page of names stays up. Pure functions of the theme, so the builder can show them
 * live and the theme card can summarize them.
 */

/**
 * Text needs 4.5:1 (WCAG AA); bold text of 18.66 px and more 3:1, as WCAG allows large text
 * (docs/decisions/themes.md THM-25). WCAG's other large-text rule, 24 px at any weight, is not
 * applied: nearly every text on the 1920 px canvas is that size, and a lobby is read from afar.
 */
export const MIN_CONTRAST = 4.5;
export const MIN_CONTRAST_LARGE = 3;

const minimumFor = (px: number, weight: number) =>
  weight >= 700 && px >= 18.66 ? MIN_CONTRAST_LARGE : MIN_CONTRAST;

export interface ContrastCheck {
  /** What is drawn, as staff know it: 'Company names on rows'. */
  part: string;
  text: string;
  background: string;
  ratio: number;
  minimum: number;
  /** The background is an image: the colour checked stands in for it. */
  approximate: boolean;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** `color` (with its alpha) painted over the opaque `base`, as an opaque hex colour. */
export function over(color: string, base: string): string {
  const top = parseColor(color);
  const bottom = parseColor(base) ?? { r: 255, g: 255, b: 255, a: 1 };
  if (!top) return base;
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return `#${hex(mix(top.r, bottom.r))}${hex(mix(top.g, bottom.g))}${hex(mix(top.b, bottom.b))}`;
}

/** The canvas colours the list sits on: its colour, both ends of its gradient, or a stand-in for an image. */
function canvasBackgrounds(theme: ThemeContent): { colors: string[]; approximate: boolean } {
  const { background, colors } = theme;
  if (background.type === 'gradient' && background.gradient) {
    return { colors: [background.gradient.from, background.gradient.to], approximate: false };
  }
  return { colors: [over(colors.background, '#ffffff')], approximate: background.type === 'image' };
}

/** The row backgrounds of the list style, each over every canvas colour. */
function rowBackgrounds(theme: ThemeContent, canvas: string[]): string[] {
  const t = theme.tenants;
  switch (t.listStyle) {
    case 'solid':
      return [over(t.solidRowColor, '#ffffff')];
    case 'alternating':
      return canvas.flatMap((base) => [
        base,
        over(withOpacity(t.alternatingRowColor, t.alternatingRowOpacity), base),
      ]);
    case 'glassy':
      return canvas.map((base) => over(withOpacity(t.glassBackgroundColor, t.glassOpacity), base));
  }
}

/** The worst contrast of `text` over any of `backgrounds`. */
function worst(
  part: string,
  text: string,
  backgrounds: string[],
  minimum: number,
  approximate: boolean,
): ContrastCheck {
  let pick = backgrounds[0] ?? '#ffffff';
  let ratio = Infinity;
  for (const background of backgrounds) {
    const r = contrastRatio(over(text, background), background);
    if (r < ratio) {
      ratio = r;
      pick = background;
    }
  }
  return { part, text, background: pick, ratio: Math.round(ratio * 100) / 100, minimum, approximate };
}

/** Every text and background pair the theme draws (imageOnly draws none). */
export function contrastChecks(theme: ThemeContent): ContrastCheck[] {
  if (theme.layout === 'imageOnly') return [];
  const { colors, header, footer, tenants } = theme;
  const canvas = canvasBackgrounds(theme);
  const rows = rowBackgrounds(theme, canvas.colors);
  const approximate = canvas.approximate && theme.tenants.listStyle !== 'solid';
  const listPx = remToCanvasPx(tenants.textSize);
  const headingPx = columnHeadingPx(listPx);
  // Weights as list-table.tsx draws them: names 600, floors 700, suites 500, headings 700.
  const checks = [
    worst('Company names on the rows', colors.textPrimary, rows, minimumFor(listPx, 600), approximate),
    worst('Floors on the rows', colors.primary, rows, minimumFor(listPx, 700), approximate),
    worst('Column headings', colors.primary, rows, minimumFor(headingPx, 700), approximate),
  ];
  if (!tenants.hiddenColumns.includes('category')) {
    checks.push(
      worst('Categories on the rows', colors.textSecondary, rows, minimumFor(listPx, 500), approximate),
    );
  }
  const headerBackgrounds = canvas.colors.map((base) =>
    over(withOpacity(header.backgroundColor, header.backgroundOpacity), base),
  );
  const wordmark = headerTextColor(theme);
  checks.push(
    worst('Building name in the header', wordmark, headerBackgrounds, MIN_CONTRAST_LARGE, canvas.approximate),
  );
  if (footerItems(footer).length > 0) {
    const footerBackgrounds = canvas.colors.map((base) =>
      over(withOpacity(footer.backgroundColor, footer.backgroundOpacity), base),
    );
    checks.push(
      worst(
        'Footer text',
        footer.textColor,
        footerBackgrounds,
        minimumFor(remToCanvasPx(footer.fontSize), 500),
        canvas.approximate,
      ),
    );
  }
  return checks;
}

/** The smallest text the theme draws, in canvas pixels (the 1920 px side is the screen's long side). */
export function smallestTextPx(theme: ThemeContent): number {
  if (theme.layout === 'imageOnly') return Infinity;
  const list = remToCanvasPx(theme.tenants.textSize);
  const sizes = [list, columnHeadingPx(list)];
  if (footerItems(theme.footer).length > 0) sizes.push(remToCanvasPx(theme.footer.fontSize));
  return Math.min(...sizes);
}

/** 'readable to about 3 m on a 55-inch screen'. */
export function viewingDistanceText(px: number, diagonalIn: number): string {
  return `readable to ${distanceText(px, diagonalIn)} on a ${diagonalIn}-inch screen`;
}

/**
 * How far the names can be read against the distance the theme is designed for (THM-34). `drawnPx`
 * is the smallest name the screen actually draws after fitting (a very long name shrinks its own
 * row); without it, the theme's text size.
 */
export function nameReach(
  theme: ThemeContent,
  drawnPx?: number | null,
): { px: number; metres: number; designed: number; diagonal: number; ok: boolean } {
  const { viewingDistance: designed, screenDiagonal: diagonal } = theme.typography;
  const px = Math.min(remToCanvasPx(theme.tenants.textSize), drawnPx ?? Infinity);
  return {
    px,
    metres: readableDistanceM(px, diagonal),
    designed,
    diagonal,
    ok: meetsDistance(px, designed, diagonal),
  };
}

/** 'Names readable from 3 m on 55"' or 'Names readable to about 1.5 m on 55", designed for 3 m'. */
export function nameReachText(theme: ThemeContent, drawnPx?: number | null): string {
  const reach = nameReach(theme, drawnPx);
  return reach.ok
    ? `Names readable from ${reach.designed} m on ${reach.diagonal}"`
    : `Names readable to ${distanceText(reach.px, reach.diagonal)} on ${reach.diagonal}", designed for ${reach.designed} m`;
}

/** 'Each page shows up to 14 names for 4 s (about 0.3 s a name)'; null when the list does not page. */
export function pageTimeText(theme: ThemeContent, namesPerPage: number | null): string | null {
  if (theme.layout === 'imageOnly' || theme.layoutOptions.pagination !== 'pages' || !namesPerPage)
    return null;
  const seconds = PAGE_ROTATION_MS / 1000;
  const each = Math.round((seconds / namesPerPage) * 10) / 10;
  return `Each page shows up to ${namesPerPage} names for ${seconds} s (about ${each} s a name)`;
}

/**
 * The theme card's one line: 'Contrast OK · Names readable from 3 m on 55"', amber when some
 * text is hard to read or the names fall short of the distance the theme is designed for.
 */
export function readabilitySummary(
  theme: ThemeContent,
  drawnNamePx?: number | null,
): {
  ok: boolean;
  text: string;
} {
  if (theme.layout === 'imageOnly') return { ok: true, text: 'Image only: no text to check' };
  const low = contrastChecks(theme).filter((check) => check.ratio < check.minimum).length;
  const names = nameReach(theme, drawnNamePx);
  const contrast = low === 0 ? 'Contrast OK' : `${low} low-contrast ${low === 1 ? 'text' : 'texts'}`;
  return { ok: low === 0 && names.ok, text: `${contrast} · ${nameReachText(theme, drawnNamePx)}` };
}
