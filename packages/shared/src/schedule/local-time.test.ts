import { describe, expect, it } from 'vitest';
import { addDays, instantOf, weekdayOf, zonedParts } from './local-time';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);
const hm = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('zonedParts', () => {
  it('reads date, minutes and weekday (0 = Monday) in the zone', () => {
    // 2026-03-28T23:30Z is already Sunday 00:30 in Berlin (CET, +1).
    expect(zonedParts(at('2026-03-28T23:30:00.000Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      minutes: 30,
      weekday: 6,
    });
    // ...and still Saturday 19:30 in New York (EDT, -4).
    expect(zonedParts(at('2026-03-28T23:30:00.000Z'), 'America/New_York')).toEqual({
      date: '2026-03-28',
      minutes: hm(19, 30),
      weekday: 5,
    });
  });

  it('shows midnight as 0, never 24:00, and drops the seconds', () => {
    expect(zonedParts(at('2026-06-01T00:00:59.999Z'), 'UTC')).toEqual({
      date: '2026-06-01',
      minutes: 0,
      weekday: 0,
    });
  });

  it('shows the repeated hour of a fall-back night twice', () => {
    expect(zonedParts(at('2026-10-25T00:30:00.000Z'), 'Europe/Berlin').minutes).toBe(hm(2, 30));
    expect(zonedParts(at('2026-10-25T01:30:00.000Z'), 'Europe/Berlin').minutes).toBe(hm(2, 30));
  });
});

describe('addDays and weekdayOf', () => {
  it('count calendar days over months, years and leap days', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 14)).toBe('2026-04-12');
  });

  it('number weekdays from Monday', () => {
    expect(weekdayOf('2026-06-01')).toBe(0); // a Monday
    expect(weekdayOf('2026-06-05')).toBe(4); // Friday
    expect(weekdayOf('2026-06-07')).toBe(6); // Sunday
  });

  it('refuse what is no calendar day rather than answer NaN', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => instantOf('29.03.2026', 0, 'UTC')).toThrow(RangeError);
  });
});

describe('instantOf', () => {
  it('is the plain offset on an ordinary day', () => {
    expect(iso(instantOf('2026-01-15', hm(9), 'Europe/Berlin'))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(instantOf('2026-07-15', hm(9), 'Europe/Berlin'))).toBe('2026-07-15T07:00:00.000Z');
    expect(iso(instantOf('2026-07-15', hm(9), 'UTC'))).toBe('2026-07-15T09:00:00.000Z');
  });

  it('reaches into the next day from 24:00 on', () => {
    expect(iso(instantOf('2026-07-15', hm(24), 'Europe/Berlin'))).toBe('2026-07-15T22:00:00.000Z');
    expect(iso(instantOf('2026-07-15', hm(26), 'Europe/Berlin'))).toBe('2026-07-16T00:00:00.000Z');
  });

  describe('Europe/Berlin, 29 March 2026: 02:00 CET jumps to 03:00 CEST', () => {
    it('answers the jump for a wall time in the gap', () => {
      expect(iso(instantOf('2026-03-29', hm(2, 30), 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
      expect(iso(instantOf('2026-03-29', hm(2), 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
      expect(iso(instantOf('2026-03-29', hm(2, 59), 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
    });

    it('is exact on either side of the gap', () => {
      expect(iso(instantOf('2026-03-29', hm(1, 59), 'Europe/Berlin'))).toBe('2026-03-29T00:59:00.000Z');
      expect(iso(instantOf('2026-03-29', hm(3), 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
      expect(iso(instantOf('2026-03-29', hm(3, 1), 'Europe/Berlin'))).toBe('2026-03-29T01:01:00.000Z');
    });
  });

  describe('Europe/Berlin, 25 October 2026: 03:00 CEST falls back to 02:00 CET', () => {
    it('answers the first of the two times the clocks show the repeated hour', () => {
      expect(iso(instantOf('2026-10-25', hm(2), 'Europe/Berlin'))).toBe('2026-10-25T00:00:00.000Z');
      expect(iso(instantOf('2026-10-25', hm(2, 30), 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
      expect(iso(instantOf('2026-10-25', hm(2, 59), 'Europe/Berlin'))).toBe('2026-10-25T00:59:00.000Z');
    });

    it('is exact on either side of the repeated hour', () => {
      expect(iso(instantOf('2026-10-25', hm(1, 59), 'Europe/Berlin'))).toBe('2026-10-24T23:59:00.000Z');
      expect(iso(instantOf('2026-10-25', hm(3), 'Europe/Berlin'))).toBe('2026-10-25T02:00:00.000Z');
    });
  });

  it('America/New_York: 8 March 2026 jumps 02:00 -> 03:00, 1 November repeats 01:00-02:00', () => {
    expect(iso(instantOf('2026-03-08', hm(1, 59), 'America/New_York'))).toBe('2026-03-08T06:59:00.000Z');
    expect(iso(instantOf('2026-03-08', hm(2, 30), 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(instantOf('2026-03-08', hm(3), 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(instantOf('2026-11-01', hm(1, 30), 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(instantOf('2026-11-01', hm(2), 'America/New_York'))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('Australia/Sydney, southern hemisphere: 5 April 2026 repeats 02:00-03:00, 4 October jumps 02:00 -> 03:00', () => {
    expect(iso(instantOf('2026-04-05', hm(2, 30), 'Australia/Sydney'))).toBe('2026-04-04T15:30:00.000Z');
    expect(iso(instantOf('2026-04-05', hm(3), 'Australia/Sydney'))).toBe('2026-04-04T17:00:00.000Z');
    expect(iso(instantOf('2026-10-04', hm(1, 59), 'Australia/Sydney'))).toBe('2026-10-03T15:59:00.000Z');
    expect(iso(instantOf('2026-10-04', hm(2, 30), 'Australia/Sydney'))).toBe('2026-10-03T16:00:00.000Z');
  });

  it('answers the jump when a whole day is skipped (Samoa, 30 December 2011)', () => {
    // Samoa went from 29 December 23:59:59 (-10) straight to 31 December 00:00 (+14).
    expect(iso(instantOf('2011-12-30', hm(12), 'Pacific/Apia'))).toBe('2011-12-30T10:00:00.000Z');
  });

  it('undoes zonedParts', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata']) {
      for (
        let ms = at('2026-01-01T00:00:00.000Z');
        ms < at('2027-01-01T00:00:00.000Z');
        ms += 11 * 3_600_000 + 7 * 60_000
      ) {
        const { date, minutes } = zonedParts(ms, zone);
        const back = instantOf(date, minutes, zone);
        // The same wall time, and the same instant except in a repeated hour: then the first.
        expect(zonedParts(back, zone), `${zone} ${iso(ms)}`).toEqual(zonedParts(ms, zone));
        expect([0, 3_600_000], `${zone} ${iso(ms)}`).toContain(ms - back);
      }
    }
  });
});
