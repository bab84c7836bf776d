import { describe, expect, it } from 'vitest';
import { FOOTER_PLACEHOLDERS, THEME_DEFAULTS } from './theme-defaults';
import { resolveTheme } from './theme-resolve';
import { themeContentWarnings } from './theme-warnings';

describe('themeContentWarnings', () => {
  it('finds nothing in a new theme: its footer starts empty', () => {
    expect(Object.values(THEME_DEFAULTS.footer.items).map((item) => item.text)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(themeContentWarnings(resolveTheme({ layout: 'list-simple' }))).toEqual([]);
  });

  it('names the sample footer texts a theme still shows, and not the hidden or edited ones', () => {
    const theme = resolveTheme({
      layout: 'hero',
      footer: {
        items: {
          OfficeNumber: { show: true, text: FOOTER_PLACEHOLDERS.OfficeNumber, order: 3 },
          WifiInfo: { show: false, text: FOOTER_PLACEHOLDERS.WifiInfo, order: 5 },
          OfficeSuite: { show: true, text: 'Management Office: Suite 12', order: 1 },
          BuildingName: { show: true, text: ` ${FOOTER_PLACEHOLDERS.BuildingName} `, order: 6 },
        },
      },
    });
    expect(themeContentWarnings(theme)).toEqual([
      'The footer still shows sample texts: “Office (555) 010-0100”, “Building name”. Replace them or hide them.',
    ]);
  });

  it('warns that an image-only theme without its image shows only a colour', () => {
    expect(themeContentWarnings(resolveTheme({ layout: 'imageOnly' }))).toEqual([
      'No image is chosen: the screens will show only the background colour.',
    ]);
    expect(
      themeContentWarnings(
        resolveTheme({ layout: 'imageOnly', media: { fullPageImageUrl: '/uploads/a.png' } }),
      ),
    ).toEqual([]);
  });
});
