import { describe, expect, it } from 'vitest';
import { addDays } from './local-time';
import { WEEKDAYS, type Weekday } from './clock-time';
import type { Interval, NoticeSchedule, OpeningHours } from './weekly-hours';
import type { TimeWindow } from './windows';
import { SCHEDULE_HORIZON_DAYS, noticeWindows, openingWindows, stateAt, windowsAhead } from './windows';

const at = (text: string) => Date.parse(text);
/** Windows as ISO pairs, so that a failure reads as times. */
const shown = (windows: TimeWindow[]) =>
  windows.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

const span = (text: string): Interval => {
  const [from = '', to = ''] = text.split('-');
  return { from, to };
};
/** Opening hours from a few weekdays' intervals ('08:00-12:00'); every other day closed. */
function hours(
  week: Partial<Record<Weekday, string[]>>,
  exceptions: OpeningHours['exceptions'] = [],
): OpeningHours {
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, (week[day] ?? []).map(span)]));
  return { weekly: weekly as OpeningHours['weekly'], exceptions };
}
const everyDay = (...intervals: string[]) =>
  hours(Object.fromEntries(WEEKDAYS.map((day) => [day, intervals])));

// 2026-06-01 is a Monday; Berlin is on CEST (+2) in June, CET (+1) in December.
const BERLIN = 'Europe/Berlin';

/** The opening windows between two instants, as ISO pairs. */
const opening = (open: OpeningHours, zone: string, from: string, to: string) =>
  shown(openingWindows(open, zone, at(from), at(to)));

describe('openingWindows across changes of offset', () => {
  // Open `interval` every day; the windows from noon UTC the day before to noon UTC on `day`.
  it.each([
    {
      zone: BERLIN,
      day: '2026-03-29',
      interval: '01:00-04:00',
      window: ['2026-03-29T00:00:00.000Z', '2026-03-29T02:00:00.000Z'],
      why: '2 hours, 02:00 CET jumps to 03:00 CEST',
    },
    {
      zone: BERLIN,
      day: '2026-03-29',
      interval: '02:30-04:00',
      window: ['2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z'],
      why: 'starts at the jump, 02:30 never shows',
    },
    {
      zone: BERLIN,
      day: '2026-10-25',
      interval: '01:00-04:00',
      window: ['2026-10-24T23:00:00.000Z', '2026-10-25T03:00:00.000Z'],
      why: '4 hours, 03:00 CEST falls back to 02:00 CET',
    },
    {
      zone: BERLIN,
      day: '2026-10-25',
      interval: '02:00-03:00',
      window: ['2026-10-25T00:00:00.000Z', '2026-10-25T02:00:00.000Z'],
      why: 'holds both 02:00 hours',
    },
    {
      zone: 'America/New_York',
      day: '2026-03-08',
      interval: '00:00-04:00',
      window: ['2026-03-08T05:00:00.000Z', '2026-03-08T08:00:00.000Z'],
      why: '3 hours, 00:00 EST (-5) to 04:00 EDT (-4)',
    },
    {
      zone: 'America/New_York',
      day: '2026-11-01',
      interval: '00:00-04:00',
      window: ['2026-11-01T04:00:00.000Z', '2026-11-01T09:00:00.000Z'],
      why: '5 hours, 00:00 EDT (-4) to 04:00 EST (-5)',
    },
    {
      zone: 'Australia/Sydney',
      day: '2026-04-05',
      interval: '01:00-04:00',
      window: ['2026-04-04T14:00:00.000Z', '2026-04-04T18:00:00.000Z'],
      why: 'southern autumn, 4 hours, 01:00 AEDT (+11) to 04:00 AEST (+10)',
    },
    {
      zone: 'Australia/Sydney',
      day: '2026-10-04',
      interval: '01:00-04:00',
      window: ['2026-10-03T15:00:00.000Z', '2026-10-03T17:00:00.000Z'],
      why: 'southern spring, 2 hours, 01:00 AEST (+10) to 04:00 AEDT (+11)',
    },
  ])('$zone on $day, $interval: $why', ({ zone, day, interval, window }) => {
    expect(opening(everyDay(interval), zone, `${addDays(day, -1)}T12:00Z`, `${day}T12:00Z`)).toEqual([
      window,
    ]);
  });

  it('Europe/Berlin, 29 March 2026: 02:00-02:30 never happens, so there is no window', () => {
    expect(opening(everyDay('02:00-02:30'), BERLIN, '2026-03-28T12:00Z', '2026-03-29T12:00Z')).toEqual([]);
  });

  it('a night past midnight across a change of offset ends at the right hour', () => {
    // Saturday 28 March 22:00 CET to Sunday 06:00 CEST: 7 hours.
    expect(
      opening(hours({ sat: ['22:00-06:00'] }), BERLIN, '2026-03-27T00:00Z', '2026-03-30T00:00Z'),
    ).toEqual([['2026-03-28T21:00:00.000Z', '2026-03-29T04:00:00.000Z']]);
  });
});

describe('openingWindows', () => {
  const week = [at('2026-05-31T22:00:00Z'), at('2026-06-07T22:00:00Z')] as const; // Mon 1 to Mon 8 June, local

  it('gives a weekday’s intervals on that weekday only, in order', () => {
    const windows = openingWindows(hours({ tue: ['13:00-18:00', '08:00-12:00'] }), BERLIN, ...week);
    expect(shown(windows)).toEqual([
      ['2026-06-02T06:00:00.000Z', '2026-06-02T10:00:00.000Z'],
      ['2026-06-02T11:00:00.000Z', '2026-06-02T16:00:00.000Z'],
    ]);
  });

  it('runs Friday 22:00-02:00 into Saturday', () => {
    expect(shown(openingWindows(hours({ fri: ['22:00-02:00'] }), BERLIN, ...week))).toEqual([
      ['2026-06-05T20:00:00.000Z', '2026-06-06T00:00:00.000Z'],
    ]);
  });

  it('runs Sunday night into the next week, and catches last Sunday’s night at the start of the range', () => {
    const windows = openingWindows(hours({ sun: ['22:00-02:00'] }), BERLIN, ...week);
    expect(shown(windows)).toEqual([
      ['2026-05-31T22:00:00.000Z', '2026-06-01T00:00:00.000Z'], // 31 May 22:00 - 1 June 02:00, clipped
      ['2026-06-07T20:00:00.000Z', '2026-06-07T22:00:00.000Z'], // clipped at the range's end
    ]);
  });

  it('makes one window of intervals that touch across midnight or overlap', () => {
    const windows = openingWindows(
      hours({ mon: ['20:00-24:00'], tue: ['00:00-06:00', '05:00-09:00', '09:00-10:00'] }),
      BERLIN,
      ...week,
    );
    expect(shown(windows)).toEqual([['2026-06-01T18:00:00.000Z', '2026-06-02T08:00:00.000Z']]);
  });

  it('is open the whole range when open all day every day', () => {
    expect(shown(openingWindows(everyDay('00:00-24:00'), BERLIN, ...week))).toEqual([
      ['2026-05-31T22:00:00.000Z', '2026-06-07T22:00:00.000Z'],
    ]);
  });

  it('clips to the range, and gives nothing for an empty range', () => {
    const open = hours({ mon: ['08:00-18:00'] });
    expect(
      shown(openingWindows(open, BERLIN, at('2026-06-01T10:00:00Z'), at('2026-06-01T12:00:00Z'))),
    ).toEqual([['2026-06-01T10:00:00.000Z', '2026-06-01T12:00:00.000Z']]);
    expect(openingWindows(open, BERLIN, at('2026-06-01T12:00:00Z'), at('2026-06-01T12:00:00Z'))).toEqual([]);
    expect(openingWindows(open, BERLIN, at('2026-06-01T16:00:00Z'), at('2026-06-01T23:00:00Z'))).toEqual([]);
  });

  describe('holidays and closure days', () => {
    const weekdays = hours({
      mon: ['08:00-18:00'],
      tue: ['08:00-18:00'],
      wed: ['08:00-18:00'],
      thu: ['08:00-18:00'],
      fri: ['08:00-18:00'],
    });
    const christmas = [at('2026-12-23T23:00:00Z'), at('2026-12-28T23:00:00Z')] as const; // Thu 24 to Tue 29 Dec, CET

    it('a holiday closed all day', () => {
      const closed = {
        ...weekdays,
        exceptions: [{ date: '2026-12-25', label: 'Christmas Day', intervals: [] }],
      };
      expect(shown(openingWindows(closed, BERLIN, ...christmas))).toEqual([
        ['2026-12-24T07:00:00.000Z', '2026-12-24T17:00:00.000Z'],
        ['2026-12-28T07:00:00.000Z', '2026-12-28T17:00:00.000Z'],
      ]);
    });

    it('a holiday with its own hours, and one on a weekend day', () => {
      const own = {
        ...weekdays,
        exceptions: [
          { date: '2026-12-24', label: 'Christmas Eve', intervals: [span('08:00-12:00')] },
          { date: '2026-12-25', label: 'Christmas Day', intervals: [] },
          { date: '2026-12-27', label: 'Open Sunday', intervals: [span('10:00-14:00')] },
        ],
      };
      expect(shown(openingWindows(own, BERLIN, ...christmas))).toEqual([
        ['2026-12-24T07:00:00.000Z', '2026-12-24T11:00:00.000Z'],
        ['2026-12-27T09:00:00.000Z', '2026-12-27T13:00:00.000Z'],
        ['2026-12-28T07:00:00.000Z', '2026-12-28T17:00:00.000Z'],
      ]);
    });

    it('a closure day after Friday 22:00-02:00 keeps Friday’s night: it belongs to Friday', () => {
      const exceptions = [{ date: '2026-06-06', label: 'Closed', intervals: [] }];
      const windows = openingWindows(
        hours({ fri: ['22:00-02:00'], sat: ['22:00-02:00'] }, exceptions),
        BERLIN,
        ...week,
      );
      expect(shown(windows)).toEqual([['2026-06-05T20:00:00.000Z', '2026-06-06T00:00:00.000Z']]);
    });

    it('an exception day’s own hours join the night that runs into it', () => {
      const exceptions = [{ date: '2026-06-06', label: 'Late opening', intervals: [span('01:00-03:00')] }];
      const windows = openingWindows(hours({ fri: ['22:00-02:00'] }, exceptions), BERLIN, ...week);
      expect(shown(windows)).toEqual([['2026-06-05T20:00:00.000Z', '2026-06-06T01:00:00.000Z']]);
    });

    it('a closure day on the day a night starts cancels that night', () => {
      const exceptions = [{ date: '2026-06-05', label: 'Closed', intervals: [] }];
      expect(openingWindows(hours({ fri: ['22:00-02:00'] }, exceptions), BERLIN, ...week)).toEqual([]);
    });
  });
});

describe('noticeWindows', () => {
  const notice = (changes: Partial<NoticeSchedule>): NoticeSchedule => ({
    starts_at: '2026-06-01T00:00',
    ends_at: null,
    weekdays: [...WEEKDAYS],
    times: [],
    ...changes,
  });
  const fortnight = [at('2026-05-25T00:00:00Z'), at('2026-06-15T00:00:00Z')] as const;

  it('ends in the middle of a daily window', () => {
    const schedule = notice({ ends_at: '2026-06-03T10:00', times: [span('09:00-12:00')] });
    expect(shown(noticeWindows(schedule, BERLIN, ...fortnight))).toEqual([
      ['2026-06-01T07:00:00.000Z', '2026-06-01T10:00:00.000Z'],
      ['2026-06-02T07:00:00.000Z', '2026-06-02T10:00:00.000Z'],
      ['2026-06-03T07:00:00.000Z', '2026-06-03T08:00:00.000Z'],
    ]);
  });

  it('starts in the middle of a daily window', () => {
    const schedule = notice({
      starts_at: '2026-06-01T10:30',
      ends_at: '2026-06-02T23:00',
      times: [span('09:00-12:00')],
    });
    expect(shown(noticeWindows(schedule, BERLIN, ...fortnight))).toEqual([
      ['2026-06-01T08:30:00.000Z', '2026-06-01T10:00:00.000Z'],
      ['2026-06-02T07:00:00.000Z', '2026-06-02T10:00:00.000Z'],
    ]);
  });

  it('shows all day on weekdays only, one window from Monday to Friday', () => {
    const schedule = notice({ starts_at: '2026-06-05T12:00', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'] });
    expect(shown(noticeWindows(schedule, BERLIN, ...fortnight))).toEqual([
      ['2026-06-05T10:00:00.000Z', '2026-06-05T22:00:00.000Z'], // Friday from 12:00
      ['2026-06-07T22:00:00.000Z', '2026-06-12T22:00:00.000Z'], // Monday 00:00 to Saturday 00:00
      ['2026-06-14T22:00:00.000Z', '2026-06-15T00:00:00.000Z'], // the next Monday, clipped
    ]);
  });

  it('runs a daily time past midnight, but not from the day before its start date', () => {
    // Starts Saturday 6 June 01:00: Friday 5 June's 22:00-02:00 is before its first day.
    const schedule = notice({
      starts_at: '2026-06-06T01:00',
      weekdays: ['fri'],
      times: [span('22:00-02:00')],
    });
    expect(shown(noticeWindows(schedule, BERLIN, ...fortnight))).toEqual([
      ['2026-06-12T20:00:00.000Z', '2026-06-13T00:00:00.000Z'],
    ]);
  });

  it('gives nothing before its start or from its end', () => {
    const schedule = notice({ starts_at: '2026-07-01T00:00' });
    expect(noticeWindows(schedule, BERLIN, ...fortnight)).toEqual([]);
    const ended = notice({ starts_at: '2026-05-01T00:00', ends_at: '2026-05-20T00:00' });
    expect(noticeWindows(ended, BERLIN, ...fortnight)).toEqual([]);
  });

  it('reads its start and end in the building’s zone', () => {
    const schedule = notice({ starts_at: '2026-06-01T09:00', ends_at: '2026-06-01T17:00' });
    expect(shown(noticeWindows(schedule, 'America/New_York', ...fortnight))).toEqual([
      ['2026-06-01T13:00:00.000Z', '2026-06-01T21:00:00.000Z'],
    ]);
  });
});

describe('windowsAhead', () => {
  const now = at('2026-06-01T10:15:00Z');

  it('computes opening hours for the next 14 days', () => {
    expect(SCHEDULE_HORIZON_DAYS).toBe(14);
    expect(shown(windowsAhead(everyDay('00:00-24:00'), BERLIN, now))).toEqual([
      ['2026-06-01T10:15:00.000Z', '2026-06-15T10:15:00.000Z'],
    ]);
    const windows = windowsAhead(hours({ mon: ['08:00-18:00'] }), BERLIN, now);
    expect(shown(windows)).toEqual([
      ['2026-06-01T10:15:00.000Z', '2026-06-01T16:00:00.000Z'],
      ['2026-06-08T06:00:00.000Z', '2026-06-08T16:00:00.000Z'],
      ['2026-06-15T06:00:00.000Z', '2026-06-15T10:15:00.000Z'],
    ]);
  });

  it('computes a notice the same way', () => {
    const schedule: NoticeSchedule = {
      starts_at: '2026-06-10T12:00',
      ends_at: null,
      weekdays: ['wed'],
      times: [span('12:00-13:00')],
    };
    expect(shown(windowsAhead(schedule, BERLIN, now))).toEqual([
      ['2026-06-10T10:00:00.000Z', '2026-06-10T11:00:00.000Z'],
    ]);
  });
});

describe('stateAt', () => {
  const windows = [
    { start: at('2026-06-01T06:00:00Z'), end: at('2026-06-01T16:00:00Z') },
    { start: at('2026-06-02T06:00:00Z'), end: at('2026-06-02T16:00:00Z') },
  ];

  it('is off before the first window, until its start', () => {
    expect(stateAt(windows, at('2026-06-01T05:59:59.999Z'))).toEqual({
      active: false,
      changesAt: windows[0]?.start,
    });
  });

  it('is on from the start, included, until the end', () => {
    expect(stateAt(windows, at('2026-06-01T06:00:00.000Z'))).toEqual({
      active: true,
      changesAt: windows[0]?.end,
    });
    expect(stateAt(windows, at('2026-06-01T06:00:00.001Z'))).toEqual({
      active: true,
      changesAt: windows[0]?.end,
    });
    expect(stateAt(windows, at('2026-06-01T15:59:59.999Z'))).toEqual({
      active: true,
      changesAt: windows[0]?.end,
    });
  });

  it('is off from the end, excluded, until the next start', () => {
    expect(stateAt(windows, at('2026-06-01T16:00:00.000Z'))).toEqual({
      active: false,
      changesAt: windows[1]?.start,
    });
  });

  it('knows no change after the last window, nor in no window at all', () => {
    expect(stateAt(windows, at('2026-06-02T16:00:00.000Z'))).toEqual({ active: false, changesAt: null });
    expect(stateAt([], at('2026-06-02T16:00:00.000Z'))).toEqual({ active: false, changesAt: null });
  });

  it('steps through every boundary with one timer at a time', () => {
    const seen: string[] = [];
    let now = at('2026-06-01T00:00:00Z');
    for (let state = stateAt(windows, now); state.changesAt !== null; state = stateAt(windows, now)) {
      now = state.changesAt; // the timer fires at the change
      seen.push(`${new Date(now).toISOString()} ${stateAt(windows, now).active ? 'on' : 'off'}`);
    }
    expect(seen).toEqual([
      '2026-06-01T06:00:00.000Z on',
      '2026-06-01T16:00:00.000Z off',
      '2026-06-02T06:00:00.000Z on',
      '2026-06-02T16:00:00.000Z off',
    ]);
  });

  it('keeps an all-day opening one window over the short day of 29 March', () => {
    const merged = openingWindows(
      everyDay('00:00-24:00'),
      BERLIN,
      at('2026-03-28T00:00:00Z'),
      at('2026-03-30T00:00:00Z'),
    );
    expect(stateAt(merged, at('2026-03-29T01:00:00Z'))).toEqual({
      active: true,
      changesAt: at('2026-03-30T00:00:00Z'),
    });
  });
});
