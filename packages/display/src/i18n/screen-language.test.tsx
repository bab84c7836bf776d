import { SAMPLE_DIRECTORY } from '@foyer/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockTexts } from '../header-clock';
import type { ScreenPlace } from '../screen-place';
import { ThemeCanvas } from '../theme-canvas';
import { ENGLISH_WORDS, screenWords } from './screen-words';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const place = (languages: ScreenPlace['languages']): ScreenPlace => ({
  buildingName: 'Kaiserhof',
  directoryUrl: null,
  languages,
});
const headings = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('screen languages', () => {
  it('draws the column headings and floor headings in German', async () => {
    render(
      <ThemeCanvas
        theme={{ layout: 'list-simple', tenants: { groupByFloor: true } }}
        tenants={SAMPLE_DIRECTORY.slice(0, 3)}
        place={place(['de'])}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Firma' })).toBeTruthy();
    expect(headings()).toContain('Etage');
    expect(screen.getAllByRole('rowheader')[0]?.textContent).toMatch(/^Etage /);
  });

  it('says the empty directory in German', async () => {
    render(<ThemeCanvas theme={{ layout: 'list-simple' }} tenants={[]} place={place(['de'])} />);
    expect(await screen.findByText('Keine Einträge vorhanden')).toBeTruthy();
  });

  it('shows two languages side by side: Etage · Floor', async () => {
    render(
      <ThemeCanvas
        theme={{ layout: 'list-simple' }}
        tenants={SAMPLE_DIRECTORY}
        place={place(['de', 'en'])}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Etage · Floor' })).toBeTruthy();
  });

  /**
   * A canvas alternating `languages` at each page turn, drawn under fake timers: its languages are
   * loaded first with real ones, then it is drawn afresh so the turn's timer starts on the fake clock.
   */
  async function alternating(languages: ScreenPlace['languages']) {
    const canvas = () => (
      <ThemeCanvas
        theme={{ layout: 'list-simple', languages: { mode: 'alternate' } }}
        tenants={SAMPLE_DIRECTORY}
        place={place(languages)}
      />
    );
    render(canvas());
    await screen.findAllByRole('columnheader');
    vi.useFakeTimers();
    cleanup();
    render(canvas());
    return () => act(() => vi.advanceTimersByTime(4000));
  }

  it('alternates the two languages at each page turn', async () => {
    const turn = await alternating(['de', 'en']);
    expect(headings()).toContain('Etage');
    turn();
    expect(headings()).toContain('Floor');
    turn();
    expect(headings()).toContain('Etage');
  });

  it('turns the direction with the language: Arabic pages right to left, English pages left to right', async () => {
    const canvas = () => document.querySelector('[data-foyer-canvas]');
    const turn = await alternating(['ar', 'en']);
    expect([canvas()?.getAttribute('lang'), canvas()?.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    turn();
    expect(headings()).toContain('Floor');
    expect([canvas()?.getAttribute('lang'), canvas()?.getAttribute('dir')]).toEqual(['en', 'ltr']);
    turn();
    expect(canvas()?.getAttribute('dir')).toBe('rtl');
  });

  it('keeps the header clock at the end of the line, which is the left on an Arabic screen', async () => {
    render(
      <ThemeCanvas
        theme={{ layout: 'list-simple', header: { clock: 'time' } }}
        tenants={SAMPLE_DIRECTORY}
        place={place(['ar'])}
      />,
    );
    await screen.findAllByRole('columnheader');
    const clock = document.querySelector<HTMLElement>('[data-part="header-clock"]');
    expect(clock?.style.textAlign).toBe('end');
    expect(document.querySelector('[data-foyer-canvas]')?.getAttribute('dir')).toBe('rtl');
  });
  it('names floors given as codes in the language, and leaves tenant values as typed', () => {
    const t = screenWords((key, values) => `${key}${values ? JSON.stringify(values) : ''}`);
    expect(t.floor('G')).toBe('floor.ground');
    expect(t.floor('3')).toBe('floor.heading{"floor":"3"}');
    expect(t.floor('Erdgeschoss')).toBe('Erdgeschoss');
    expect(t.floor('')).toBe('floor.none');
    expect(ENGLISH_WORDS.floor('PH')).toBe('Penthouse');
    expect(ENGLISH_WORDS.suite('310')).toBe('Suite 310');
  });
});

describe('clockTexts', () => {
  const noon = new Date('2026-11-27T12:00:00Z');
  it('writes the time and date in the language and the building time zone', () => {
    expect(clockTexts('date-time', noon, { lang: 'de', timeZone: 'Europe/Berlin' })).toEqual({
      time: '13:00',
      date: 'Freitag, 27. November',
    });
    expect(clockTexts('time', noon, { lang: 'en', timeZone: 'Asia/Tokyo' }).time).toMatch(/09:00/);
  });

  it('ignores a time zone the TV does not know', () => {
    expect(clockTexts('time', noon, { lang: 'de', timeZone: 'Mars/Olympus' }).time).toMatch(/^\d\d:\d\d$/);
  });
});
