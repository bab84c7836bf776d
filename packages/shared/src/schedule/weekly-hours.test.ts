import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { OpeningHours } from './weekly-hours';
import { clockMinutes, WEEKDAYS } from './clock-time';
import { clockTimeSchema, intervalSchema, noticeScheduleSchema, openingHoursSchema } from './weekly-hours';

/** The messages a schema answers for an input, '' when it accepts it. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const closedWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as OpeningHours['weekly'];
const hours = (changes: Partial<OpeningHours> = {}): OpeningHours => ({
  weekly: closedWeek,
  exceptions: [],
  ...changes,
});
const notice = (changes: object = {}) => ({
  starts_at: '2026-06-01T09:00',
  ends_at: null,
  weekdays: ['mon'],
  times: [],
  ...changes,
});

describe('clock times', () => {
  it('reads minutes since midnight', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('08:30')).toBe(510);
    expect(clockMinutes('24:00')).toBe(1440);
  });

  it('accept 00:00 to 23:59 as a start', () => {
    for (const time of ['00:00', '08:30', '23:59']) expect(messages(clockTimeSchema, time), time).toEqual([]);
  });

  it('refuse what is no time of day, and 24:00 as a start', () => {
    for (const time of ['24:01', '8:30', '08:60', '25:00', '0830', '']) {
      expect(messages(clockTimeSchema, time), time).toEqual(['Write a time as HH:MM, from 00:00 to 23:59']);
    }
    expect(messages(clockTimeSchema, '24:00')).toEqual(['24:00 can only end a time; start at 00:00 instead']);
  });
});

describe('intervalSchema', () => {
  it('accepts a day, an evening up to midnight and a night past midnight', () => {
    expect(messages(intervalSchema, { from: '08:00', to: '18:00' })).toEqual([]);
    expect(messages(intervalSchema, { from: '20:00', to: '24:00' })).toEqual([]);
    expect(messages(intervalSchema, { from: '00:00', to: '24:00' })).toEqual([]);
    expect(messages(intervalSchema, { from: '22:00', to: '02:00' })).toEqual([]);
  });

  it('refuses an interval that is no time at all', () => {
    expect(messages(intervalSchema, { from: '22:00', to: '22:00' })).toEqual([
      '22:00 to 22:00 is no time at all',
    ]);
    expect(messages(intervalSchema, { from: '00:00', to: '00:00' })).toEqual([
      '00:00 to 00:00 is no time at all',
    ]);
  });

  it('refuses a bad end', () => {
    expect(messages(intervalSchema, { from: '08:00', to: '24:30' })).toEqual([
      'Write a time as HH:MM, from 00:00 to 24:00',
    ]);
  });
});

describe('openingHoursSchema', () => {
  it('accepts a week with holidays', () => {
    const week = hours({
      weekly: {
        ...closedWeek,
        mon: [
          { from: '08:00', to: '12:00' },
          { from: '13:00', to: '18:00' },
        ],
      },
      exceptions: [
        { date: '2026-12-25', label: 'Christmas Day', intervals: [] },
        { date: '2026-12-24', label: 'Christmas Eve', intervals: [{ from: '08:00', to: '12:00' }] },
      ],
    });
    expect(openingHoursSchema.parse(week)).toEqual(week);
  });

  it('needs every weekday', () => {
    const { sun: _sun, ...withoutSunday } = closedWeek;
    expect(
      openingHoursSchema.safeParse(hours({ weekly: withoutSunday as OpeningHours['weekly'] })).success,
    ).toBe(false);
  });

  it('refuses a seventh interval on a day', () => {
    const seven = Array.from({ length: 7 }, (_, index) => ({ from: `0${index}:00`, to: `0${index}:30` }));
    expect(messages(openingHoursSchema, hours({ weekly: { ...closedWeek, tue: seven } }))).toEqual([
      'Each day has at most 6 opening intervals',
    ]);
  });

  it('refuses a day listed twice, naming it', () => {
    const result = openingHoursSchema.safeParse(
      hours({
        exceptions: [
          { date: '2026-12-25', label: 'Christmas Day', intervals: [] },
          { date: '2026-12-26', label: 'Boxing Day', intervals: [] },
          { date: '2026-12-25', label: 'Closed', intervals: [] },
        ],
      }),
    );
    expect(result.error?.issues).toMatchObject([
      { message: '2026-12-25 is listed twice; give each day one entry', path: ['exceptions', 2, 'date'] },
    ]);
  });

  it('refuses more than 366 exception days, a bad date and a long label', () => {
    const many = Array.from({ length: 367 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
      label: '',
      intervals: [],
    }));
    expect(messages(openingHoursSchema, hours({ exceptions: many }))).toEqual([
      'List at most 366 holidays and closure days',
    ]);
    expect(
      messages(
        openingHoursSchema,
        hours({ exceptions: [{ date: '2026-02-30', label: 'x', intervals: [] }] }),
      ),
    ).toEqual(['Must be a date such as 2026-01-31']);
    expect(
      messages(
        openingHoursSchema,
        hours({ exceptions: [{ date: '2026-12-25', label: 'x'.repeat(81), intervals: [] }] }),
      ),
    ).toEqual(['A label has at most 80 characters']);
  });

  it('trims a label', () => {
    const parsed = openingHoursSchema.parse(
      hours({ exceptions: [{ date: '2026-12-25', label: '  Christmas Day ', intervals: [] }] }),
    );
    expect(parsed.exceptions[0]?.label).toBe('Christmas Day');
  });
});

describe('noticeScheduleSchema', () => {
  it('accepts a notice with and without an end', () => {
    expect(messages(noticeScheduleSchema, notice())).toEqual([]);
    expect(
      messages(
        noticeScheduleSchema,
        notice({
          ends_at: '2026-06-30T18:00',
          weekdays: ['mon', 'fri'],
          times: [{ from: '22:00', to: '02:00' }],
        }),
      ),
    ).toEqual([]);
  });

  it('refuses an end at or before the start', () => {
    for (const ends_at of ['2026-06-01T09:00', '2026-05-31T23:59']) {
      expect(messages(noticeScheduleSchema, notice({ ends_at })), ends_at).toEqual([
        'The end must be after the start',
      ]);
    }
  });

  it('refuses a start that is no local date and time', () => {
    for (const starts_at of ['2026-06-01', '2026-06-01T24:00', '2026-06-31T09:00', '2026-06-01T09:00:00Z']) {
      expect(messages(noticeScheduleSchema, notice({ starts_at })), starts_at).toEqual([
        'Write a date and time such as 2026-03-29T08:30',
      ]);
    }
  });

  it('needs a weekday, each once', () => {
    expect(messages(noticeScheduleSchema, notice({ weekdays: [] }))).toEqual([
      'Choose at least one day of the week',
    ]);
    expect(messages(noticeScheduleSchema, notice({ weekdays: ['mon', 'tue', 'mon'] }))).toEqual([
      'Monday is chosen twice',
    ]);
    expect(messages(noticeScheduleSchema, notice({ weekdays: ['monday'] }))).toEqual([
      'Choose days from Monday to Sunday',
    ]);
  });

  it('refuses a seventh daily time', () => {
    const seven = Array.from({ length: 7 }, (_, index) => ({ from: `1${index}:00`, to: `1${index}:30` }));
    expect(messages(noticeScheduleSchema, notice({ times: seven }))).toEqual([
      'A notice shows at most 6 times a day',
    ]);
  });
});
