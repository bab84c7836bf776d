import { resolveTheme, textPxForDistance, viewingDistanceM } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import {
  contrastChecks,
  over,
  pageTimeText,
  readabilitySummary,
  smallestTextPx,
  nameReach,
  nameReachText,
  viewingDistanceText,
} from './readability';
import { remToCanvasPx, textSizeForDistance } from './canvas-units';

const byPart = (theme: Parameters<typeof resolveTheme>[0]) =>
  Object.fromEntries(contrastChecks(resolveTheme(theme)).map((c) => [c.part, c]));

describe('contrastChecks', () => {
  it('checks what the default theme draws and finds it readable (bold floors and headings are large text)', () => {
    const checks = byPart({});
    expect(Object.keys(checks)).toEqual([
      'Company names on the rows',
      'Floors on the rows',
      'Column headings',
      'Building name in the header',
    ]);
    expect(checks['Company names on the rows']).toMatchObject({ ratio: 17.74, minimum: 4.5 });
    // #3b82f6 on white is 3.68:1: enough for bold text of this size, not for body text.
    expect(checks['Floors on the rows']).toMatchObject({ ratio: 3.68, minimum: 3 });
    expect(contrastChecks(resolveTheme({})).every((c) => c.ratio >= c.minimum)).toBe(true);
  });

  it('finds low contrast on alternating rows painted over a dark gradient, on the worst stripe', () => {
    const checks = byPart({
      background: { type: 'gradient', gradient: { from: '#111827', to: '#ffffff', angle: 135 } },
      tenants: { listStyle: 'alternating', alternatingRowColor: '#ffffff', alternatingRowOpacity: 0.5 },
      colors: { textPrimary: '#374151' },
    });
    const names = checks['Company names on the rows'];
    expect(names?.background).toBe('#111827');
    expect(names?.ratio).toBeLessThan(2);
    expect(names?.approximate).toBe(false);
  });

  it('checks the footer only when it shows text, and marks image backgrounds as approximate', () => {
    expect(byPart({})['Footer text']).toBeUndefined();
    const withFooter = byPart({
      background: { type: 'image', imageUrl: '/a.png' },
      tenants: { listStyle: 'glassy' },
      footer: {
        textColor: '#9ca3af',
        backgroundColor: '#ffffff',
        items: { OfficeSuite: { show: true, text: 'Suite 1', order: 1 } },
      },
    });
    expect(withFooter['Footer text']).toMatchObject({ ratio: 2.54, minimum: 4.5 });
    expect(withFooter['Company names on the rows']?.approximate).toBe(true);
  });

  it('has nothing to check on an image-only theme', () => {
    expect(contrastChecks(resolveTheme({ layout: 'imageOnly' }))).toEqual([]);
  });
});

describe('viewing distance and page time', () => {
  it('turns the smallest text into a distance on a chosen screen', () => {
    const theme = resolveTheme({});
    // Column headings: 0.68 of the 60 px list text.
    expect(smallestTextPx(theme)).toBe(41);
    expect(viewingDistanceM(19, 55)).toBe(1);
    expect(viewingDistanceM(28, 55)).toBe(1.5);
    expect(viewingDistanceM(28, 86)).toBe(2.5);
    expect(viewingDistanceText(19, 55)).toBe('readable to about 1 m on a 55-inch screen');
    expect(viewingDistanceText(10, 32)).toBe('readable to under 1 m on a 32-inch screen');
  });

  it("draws the default theme's names for 3 m on a 55-inch screen, and a chosen distance sets the size", () => {
    const theme = resolveTheme({});
    expect(theme.typography).toMatchObject({ viewingDistance: 3, screenDiagonal: 55 });
    expect(textPxForDistance(3, 55)).toBe(57);
    expect(remToCanvasPx(theme.tenants.textSize)).toBeGreaterThanOrEqual(57);
    expect(nameReach(theme)).toMatchObject({ ok: true, designed: 3, diagonal: 55 });
    expect(textSizeForDistance(3, 55)).toBe(1.875);
    expect(textSizeForDistance(5, 55)).toBe(3);
    expect(textSizeForDistance(2, 86)).toBe(0.875);
  });

  it('warns when names are drawn smaller than the distance the theme is designed for', () => {
    // A theme saved before distances existed: 28 px names read to 1.5 m.
    const old = resolveTheme({ tenants: { textSize: 0.875 } });
    expect(nameReachText(old)).toBe('Names readable to about 1.5 m on 55", designed for 3 m');
    expect(readabilitySummary(old)).toEqual({
      ok: false,
      text: 'Contrast OK · Names readable to about 1.5 m on 55", designed for 3 m',
    });
    // The size actually drawn counts: a very long name shrunk in its own row to 40 px.
    expect(nameReach(resolveTheme({}), 40)).toMatchObject({ ok: false, px: 40 });
    expect(nameReachText(resolveTheme({ typography: { viewingDistance: 2 } }), 40)).toBe(
      'Names readable from 2 m on 55"',
    );
  });

  it('says how long each page of names stays up, only for paged lists', () => {
    expect(pageTimeText(resolveTheme({}), 14)).toBe(
      'Each page shows up to 14 names for 4 s (about 0.3 s a name)',
    );
    expect(pageTimeText(resolveTheme({ layoutOptions: { pagination: 'scroll' } }), 14)).toBeNull();
  });

  it('sums it up for the theme card', () => {
    expect(readabilitySummary(resolveTheme({}))).toEqual({
      ok: true,
      text: 'Contrast OK · Names readable from 3 m on 55"',
    });
    expect(readabilitySummary(resolveTheme({ colors: { textPrimary: '#d1d5db' } })).ok).toBe(false);
  });

  it('paints a see-through colour over its background', () => {
    expect(over('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
  });
});
