import { describe, expect, it } from 'vitest';
import { nextHourIn, scheduleWords, weekdaysWords } from './notice-words';

describe('scheduleWords (docs/product.md §12)', () => {
  it('says the dates, the weekdays and the daily times in one line', () => {
    expect(
      scheduleWords(
        {
          starts_at: '2026-11-28T08:00',
          ends_at: '2026-11-30T12:00',
          weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
          times: [{ from: '08:00', to: '12:00' }],
        },
        2026,
      ),
    ).toBe('Sat 28 Nov 08:00 – Mon 30 Nov 12:00, Mon–Fri, 08:00–12:00');
  });

  it('leaves out every day and all day, and says a notice without end runs from its start', () => {
    const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
    expect(
      scheduleWords(
        { starts_at: '2026-12-01T09:00', ends_at: null, weekdays: [...everyDay], times: [] },
        2026,
      ),
    ).toBe('From Tue 1 Dec 09:00');
    expect(
      scheduleWords(
        { starts_at: '2026-12-01T09:00', ends_at: '2027-01-02T00:00', weekdays: ['sat', 'sun'], times: [] },
        2026,
      ),
    ).toBe('Tue 1 Dec 09:00 – Sat 2 Jan 2027 00:00, Sat, Sun, all day');
    expect(
      scheduleWords(
        {
          starts_at: '2026-12-01T09:00',
          ends_at: null,
          weekdays: [...everyDay],
          times: [{ from: '22:00', to: '01:30' }],
        },
        2026,
      ),
    ).toBe('From Tue 1 Dec 09:00, 22:00–01:30 next day');
  });

  it('says the day once when a notice starts and ends on it', () => {
    expect(
      scheduleWords(
        {
          starts_at: '2026-11-29T10:00',
          ends_at: '2026-11-29T11:00',
          weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
          times: [],
        },
        2026,
      ),
    ).toBe('Sun 29 Nov 10:00–11:00');
  });

  it('groups three neighbouring days or more as a range', () => {
    expect(weekdaysWords(['mon', 'wed', 'fri'])).toBe('Mon, Wed, Fri');
    expect(weekdaysWords(['mon', 'tue', 'wed', 'sat'])).toBe('Mon–Wed, Sat');
  });
});

describe('nextHourIn', () => {
  it("is the next full hour on the zone's clocks, the next day after 23:00", () => {
    // 10:20 UTC is 11:20 in Berlin.
    expect(nextHourIn('Europe/Berlin', Date.UTC(2026, 10, 27, 10, 20))).toBe('2026-11-27T12:00');
    expect(nextHourIn('UTC', Date.UTC(2026, 10, 27, 23, 30))).toBe('2026-11-28T00:00');
  });
});
