import type { PublishedBundle, ScheduleAt } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import {
  atFromSearch,
  hoursLine,
  inputBounds,
  instantOfInput,
  localInputValue,
  nextWholeHour,
  noticesLine,
  quickChoices,
  screenAt,
  showAtLabel,
  withoutClocks,
} from './show-at';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);

const answer = (over: Partial<ScheduleAt> = {}): ScheduleAt => ({
  at: '2026-11-28T08:00:00.000Z',
  time_zone: BERLIN,
  asleep: false,
  always_on: false,
  has_opening_hours: true,
  notices: [],
  opens_at: null,
  closes_at: '2026-11-28T18:00:00.000Z',
  ...over,
});
const bundleWith = (theme: unknown) => ({ data: { theme } }) as unknown as PublishedBundle;
const NOTICE = { id: 'n1', title: 'Lift service', text: '', image_url: '', tone: 'attention' as const };

describe('the preview at a chosen time (docs/product.md §12)', () => {
  it('reads ?at= as an instant, anything else as Now', () => {
    expect(atFromSearch('2026-11-28T08:00:00.000Z')).toBe(at('2026-11-28T08:00:00Z'));
    expect(atFromSearch(null)).toBeNull();
    expect(atFromSearch('')).toBeNull();
    expect(atFromSearch('soon')).toBeNull();
  });

  it('types the time in the building’s zone: the datetime-local value and its instant, summer time too', () => {
    // 09:00 in Berlin is 08:00 UTC in winter, 07:00 UTC in summer.
    expect(localInputValue(at('2026-11-28T08:00:00Z'), BERLIN)).toBe('2026-11-28T09:00');
    expect(instantOfInput('2026-11-28T09:00', BERLIN)).toBe(at('2026-11-28T08:00:00Z'));
    expect(instantOfInput('2026-07-04T09:00', BERLIN)).toBe(at('2026-07-04T07:00:00Z'));
    expect(instantOfInput('2026-11-28T09:00', 'America/New_York')).toBe(at('2026-11-28T14:00:00Z'));
    expect(instantOfInput('', BERLIN)).toBeNull();
    expect(instantOfInput('2026-13-45T09:00', BERLIN)).toBeNull();
  });

  it('labels the time with its weekday and zone, and starts a picked time at the next whole hour', () => {
    expect(showAtLabel(at('2026-11-28T08:00:00Z'), BERLIN)).toBe('Sat 28 Nov 09:00 (Europe/Berlin)');
    expect(nextWholeHour(at('2026-11-27T11:16:42Z'))).toBe(at('2026-11-27T12:00:00Z'));
    expect(nextWholeHour(at('2026-11-27T11:00:00Z'))).toBe(at('2026-11-27T12:00:00Z'));
  });

  it('bounds the input to what the server answers, yesterday to a year ahead, in the zone', () => {
    expect(inputBounds(at('2026-11-27T11:00:00Z'), BERLIN)).toEqual({
      min: '2026-11-26T12:01',
      max: '2027-11-28T11:59',
    });
  });

  it('offers tonight at 22:00 while it is ahead, and tomorrow morning and noon', () => {
    const evening = quickChoices(at('2026-11-27T17:00:00Z'), BERLIN);
    expect(evening).toEqual([
      { label: 'Tonight 22:00', at: at('2026-11-27T21:00:00Z') },
      { label: 'Tomorrow 08:00', at: at('2026-11-28T07:00:00Z') },
      { label: 'Tomorrow 12:00', at: at('2026-11-28T11:00:00Z') },
    ]);
    const late = quickChoices(at('2026-11-27T22:30:00Z'), BERLIN);
    expect(late.map((choice) => choice.label)).toEqual(['Tomorrow 08:00', 'Tomorrow 12:00']);
  });

  it('says where the screen stands by its hours: closing, asleep until when, always on', () => {
    expect(hoursLine(answer())).toBe('On at this time: closes 19:00');
    expect(
      hoursLine(
        answer({
          at: '2026-11-28T22:00:00.000Z',
          asleep: true,
          closes_at: null,
          opens_at: '2026-11-30T06:00:00.000Z',
        }),
      ),
    ).toBe('Asleep at this time: opens Mon 07:00');
    expect(
      hoursLine(
        answer({
          at: '2026-11-28T04:00:00.000Z',
          asleep: true,
          closes_at: null,
          opens_at: '2026-11-28T06:00:00.000Z',
        }),
      ),
    ).toBe('Asleep at this time: opens 07:00');
    expect(hoursLine(answer({ asleep: true, closes_at: null }))).toBe(
      'Asleep at this time: does not open in the next 14 days',
    );
    expect(hoursLine(answer({ always_on: true, closes_at: null }))).toBe(
      'Always on: this screen ignores its building’s opening hours',
    );
    expect(hoursLine(answer({ has_opening_hours: false, closes_at: null }))).toBe(
      'Always on: no opening hours are set for its building',
    );
  });

  it('draws as the player does: notices while on, black while asleep unless the theme has an after-hours page', () => {
    const awake = answer({ notices: [NOTICE] });
    expect(screenAt(awake, bundleWith({}))).toEqual({ kind: 'on', notices: [NOTICE] });
    const night = answer({ asleep: true, notices: [NOTICE], opens_at: '2026-11-29T06:00:00.000Z' });
    expect(screenAt(night, bundleWith({ afterHours: { mode: 'dark' } }))).toEqual({
      kind: 'dark',
      line: 'Asleep at this time: opens Sun 07:00',
    });
    expect(screenAt(night, bundleWith(null)).kind).toBe('dark');
    expect(screenAt(night, bundleWith({ afterHours: { mode: 'page' } })).kind).toBe('after-hours');
    expect(noticesLine(0)).toBeNull();
    expect(noticesLine(1)).toBe('1 notice showing');
    expect(noticesLine(2)).toBe('2 notices showing');
  });

  it('leaves the clocks out at a chosen time, since the renderer draws them at the time of now', () => {
    const plain = bundleWith({ header: { clock: 'none' }, afterHours: { mode: 'dark' } });
    expect(withoutClocks(plain)).toEqual({ bundle: plain, hadClock: false });
    expect(withoutClocks(bundleWith(null)).hadClock).toBe(false);
    const clocked = withoutClocks(bundleWith({ header: { clock: 'time' }, colors: { background: '#000' } }));
    expect(clocked.hadClock).toBe(true);
    expect(clocked.bundle.data.theme).toMatchObject({
      header: { clock: 'none' },
      afterHours: { clock: false },
      colors: { background: '#000' },
    });
    // The after-hours page has its clock unless the theme turns it off.
    expect(withoutClocks(bundleWith({ afterHours: { mode: 'page' } })).hadClock).toBe(true);
    expect(withoutClocks(bundleWith({ afterHours: { mode: 'page', clock: false } })).hadClock).toBe(false);
  });
});
