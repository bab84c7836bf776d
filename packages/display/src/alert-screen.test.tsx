import type { ScreenAlert } from '@foyer/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertScreen } from './alert-screen';
import { ScreenPlaceContext } from './screen-place';

afterEach(cleanup);

/** docs/product.md §16 "Alerts in the building's languages" (docs/decisions/languages.md LNG-23). */
const evacuate: Omit<ScreenAlert, 'id' | 'expires_in_ms'> = {
  title: 'Evacuate the building',
  text: 'Leave now by the nearest exit.',
  tone: 'danger',
  translations: {
    de: { title: 'Gebäude sofort verlassen', text: 'Gehen Sie sofort zum nächsten Ausgang.' },
    ar: { title: 'أخلوا المبنى', text: 'غادروا الآن من أقرب مخرج.' },
  },
  bands: { en: 'EMERGENCY', de: 'NOTFALL', ar: 'طوارئ' },
};

/** Each language's part: the blocks holding a title. */
const blocks = () => [...document.querySelectorAll('h1')].map((title) => title.parentElement as HTMLElement);
const parts = () =>
  blocks().map((block) => ({
    lang: block.getAttribute('lang'),
    dir: block.getAttribute('dir'),
    title: block.querySelector('h1')?.textContent,
    text: block.querySelector('p')?.textContent,
  }));
const band = () => screen.getByRole('alert').querySelector('p')?.textContent;

describe('AlertScreen in the screen’s languages', () => {
  it('draws both languages at once, stacked in the building’s order, with the band words joined', () => {
    render(<AlertScreen alert={evacuate} languages={['de', 'en']} />);
    expect(parts()).toEqual([
      {
        lang: 'de',
        dir: 'auto',
        title: 'Gebäude sofort verlassen',
        text: 'Gehen Sie sofort zum nächsten Ausgang.',
      },
      { lang: null, dir: 'auto', title: 'Evacuate the building', text: 'Leave now by the nearest exit.' },
    ]);
    expect(band()).toBe('NOTFALL · EMERGENCY');
    // A thin line between the two.
    const [main, second] = blocks();
    expect([main?.style.borderTop, second?.style.borderTop]).toEqual(['', '0.05em solid']);
  });

  it('one language shows one, its own text, else the default', () => {
    render(<AlertScreen alert={evacuate} languages={['de']} />);
    expect(parts().map((p) => p.title)).toEqual(['Gebäude sofort verlassen']);
    expect(band()).toBe('NOTFALL');
    cleanup();
    render(<AlertScreen alert={evacuate} languages={['fr']} />);
    expect(parts().map((p) => p.title)).toEqual(['Evacuate the building']);
    expect(band()).toBe('EMERGENCY');
    expect(blocks()[0]?.style.borderTop).toBe('');
  });

  it('the same text in both languages shows once; without translations it draws as before', () => {
    render(<AlertScreen alert={{ ...evacuate, translations: {} }} languages={['fr', 'en']} />);
    expect(parts()).toHaveLength(1);
    cleanup();
    render(<AlertScreen alert={{ title: 'Water off', text: '', tone: 'notice' }} />);
    expect(parts()).toEqual([{ lang: null, dir: 'auto', title: 'Water off', text: undefined }]);
    expect(band()).toBe('NOTICE');
  });

  it('a German screen draws a caller’s own text as typed when the alert carries no German (LNG-22)', () => {
    // A webhook start that changed the template's text: the server fills no language from the template.
    const own = { ...evacuate, text: 'Fire on floor 3 – do not use stair B', translations: {} };
    render(<AlertScreen alert={own} languages={['de']} />);
    expect(parts()).toEqual([
      {
        lang: null,
        dir: 'auto',
        title: 'Evacuate the building',
        text: 'Fire on floor 3 – do not use stair B',
      },
    ]);
    expect(band()).toBe('NOTFALL');
  });

  it('writes Arabic right to left in its own block, and takes the languages from the screen’s place', () => {
    render(
      <ScreenPlaceContext.Provider
        value={{ buildingName: 'Dubai', directoryUrl: null, languages: ['ar', 'en'] }}
      >
        <AlertScreen alert={evacuate} />
      </ScreenPlaceContext.Provider>,
    );
    expect(parts().map((p) => [p.lang, p.dir])).toEqual([
      ['ar', 'rtl'],
      [null, 'auto'],
    ]);
    expect(band()).toBe('طوارئ · EMERGENCY');
    // No letter spacing in a band with Arabic: it would break the joining of its letters.
    expect(screen.getByText('طوارئ · EMERGENCY').style.letterSpacing).toBe('');
    cleanup();
    render(<AlertScreen alert={evacuate} languages={['de', 'en']} />);
    expect(screen.getByText('NOTFALL · EMERGENCY').style.letterSpacing).toBe('0.12em');
  });
});
