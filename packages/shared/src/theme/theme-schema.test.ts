import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from './theme-defaults';
import { resolveTheme } from './theme-resolve';
import { themeContentSchema, themeInputSchema } from './theme-schema';

const problems = (input: unknown) => {
  const result = themeInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('theme schema and defaults (docs/product.md §3, §9)', () => {
  it('fills every default of §9 into an empty theme', () => {
    const theme = themeContentSchema.parse({});
    expect(theme.layout).toBe('list-simple');
    expect(theme.layoutOptions).toMatchObject({
      orientation: 'landscape',
      pagination: 'pages',
      heroPosition: 'left',
      imageSize: 50,
      tenantListSize: 50,
      borderRadius: 8,
      uniformPadding: true,
    });
    expect(theme.layoutOptions.contentPadding.all).toBe(16);
    expect(theme.colors).toEqual(THEME_DEFAULTS.colors);
    expect(theme.typography.fontFamily).toBe('Inter');
    expect(theme.tenants).toMatchObject({
      rowHeight: 40,
      listStyle: 'solid',
      alternatingRowColor: '#f3f4f6',
      alternatingRowOpacity: 0.5,
      solidRowColor: '#ffffff',
      glassOpacity: 0.1,
      glassBlur: 10,
      // Names read from 3 m on a 55-inch screen (docs/decisions/themes.md THM-34).
      textSize: 1.875,
      floorOrder: 'lowest-first',
    });
    expect(theme.typography).toEqual({ fontFamily: 'Inter', viewingDistance: 3, screenDiagonal: 55 });
    expect(theme.header).toMatchObject({ backgroundColor: '#3b82f6', backgroundOpacity: 1, title: '' });
    expect(theme.footer).toMatchObject({
      backgroundColor: '#6b7280',
      backgroundOpacity: 1,
      textColor: '#ffffff',
      fontSize: 0.875,
      justifyContent: 'center',
    });
    expect(Object.values(theme.footer.items).map((i) => [i.order, i.show])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
    ]);
    expect(theme.media.logoSize).toBe(80);
    expect(theme.metadata.version).toBe(1);
  });

  it('keeps given values and fills the rest of a partial section', () => {
    const theme = themeContentSchema.parse({
      colors: { primary: '#ff0000' },
      footer: { items: { WifiInfo: { show: false } } },
    });
    expect(theme.colors.primary).toBe('#ff0000');
    expect(theme.colors.accent).toBe('#10b981');
    expect(theme.footer.items.WifiInfo).toEqual({
      show: false,
      text: THEME_DEFAULTS.footer.items.WifiInfo.text,
      order: 5,
    });
  });

  it('names each bad field: unknown layout, a colour that is not a colour, out-of-range sliders', () => {
    expect(problems({ layout: 'carousel' })[0]).toMatch(/^layout: /);
    expect(problems({ colors: { primary: 'blue-ish' } })).toEqual([
      'colors.primary: Must be a colour such as #3b82f6 or rgba(0, 0, 0, 0.5)',
    ]);
    expect(problems({ layoutOptions: { imageSize: 90 } })).toEqual([
      'layoutOptions.imageSize: Must be between 20 and 80',
    ]);
    expect(problems({ tenants: { glassOpacity: 0.6, rowHeight: 10 } })).toEqual([
      'tenants.rowHeight: Must be between 24 and 80',
      'tenants.glassOpacity: Must be between 0 and 0.5',
    ]);
    expect(problems({ media: { heroImageUrl: 'javascript:alert(1)' } })).toEqual([
      'media.heroImageUrl: Must be an http(s) address or an uploaded image',
    ]);
    expect(problems({ background: { gradient: { from: '#fff', to: '#000', angle: 400 } } })).toEqual([
      'background.gradient.angle: Must be between 0 and 360',
    ]);
    expect(problems({ header: { title: 'K'.repeat(80) } })).toEqual([]);
    expect(problems({ header: { title: 'K'.repeat(81) } })).toEqual([
      'header.title: Must be at most 80 characters',
    ]);
    expect(problems({ tenants: { floorOrder: 'sideways' } })[0]).toMatch(/^tenants\.floorOrder: /);
    expect(problems({ tenants: { floorOrder: 'highest-first' } })).toEqual([]);
  });

  it('accepts the colour forms a colour picker and a designer would type', () => {
    for (const color of [
      '#fff',
      '#ffffff',
      '#ffffff80',
      'rgb(0, 0, 0)',
      'rgba(255,255,255,0.5)',
      'hsl(210 40% 50%)',
      'transparent',
    ]) {
      expect(problems({ colors: { primary: color } }), color).toEqual([]);
    }
  });
});

describe('resolveTheme', () => {
  it('renders a damaged theme: a bad section falls back to its defaults, the rest is kept', () => {
    const theme = resolveTheme({ layout: 'split', colors: { primary: 'nope' }, tenants: { rowHeight: 60 } });
    expect(theme.layout).toBe('split');
    expect(theme.colors.primary).toBe('#3b82f6');
    expect(theme.tenants.rowHeight).toBe(60);
    expect(resolveTheme(null).layout).toBe('list-simple');
    expect(resolveTheme({ layout: 'bogus' }).layout).toBe('list-simple');
  });
});
