import { z } from 'zod';
import { calendarDaySchema, isCalendarDay } from '../schemas/calendar-day';
import { withoutNul } from '../schemas/text';
import { WEEKDAYS, type Weekday } from './clock-time';

/*
 * What staff write down about time (docs/product.md §12 Schedules): a building's weekly opening
 * hours with its holidays and closure days, and when a notice shows. All in the building's local
 * wall time; windows.ts turns them into UTC instants.
 */

/** How the messages name a weekday. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const MAX_INTERVALS_PER_DAY = 6;
export const MAX_OPENING_EXCEPTIONS = 366;
export const EXCEPTION_LABEL_MAX_LENGTH = 80;

/** The refusals, in words a property manager understands. */
export const SCHEDULE_MESSAGES = {
  clockTime: 'Write a time as HH:MM, from 00:00 to 23:59',
  endTime: 'Write a time as HH:MM, from 00:00 to 24:00',
  startsAtMidnightEnd: '24:00 can only end a time; start at 00:00 instead',
  tooManyIntervals: `Each day has at most ${MAX_INTERVALS_PER_DAY} opening intervals`,
  tooManyTimes: `A notice shows at most ${MAX_INTERVALS_PER_DAY} times a day`,
  tooManyExceptions: `List at most ${MAX_OPENING_EXCEPTIONS} holidays and closure days`,
  labelTooLong: `A label has at most ${EXCEPTION_LABEL_MAX_LENGTH} characters`,
  localDateTime: 'Write a date and time such as 2026-03-29T08:30',
  endBeforeStart: 'The end must be after the start',
  weekday: 'Choose days from Monday to Sunday',
  noWeekday: 'Choose at least one day of the week',
} as const;

/** A time of day from..to that is no time at all ('22:00 to 22:00'). */
export function emptyIntervalMessage(from: string, to: string): string {
  return `${from} to ${to} is no time at all`;
}

/** A day listed twice among the holidays and closure days. */
export function duplicateExceptionMessage(date: string): string {
  return `${date} is listed twice; give each day one entry`;
}

/** A weekday chosen twice for a notice. */
export function duplicateWeekdayMessage(day: Weekday): string {
  return `${WEEKDAY_NAMES[day]} is chosen twice`;
}

/** Refuses an item whose key an earlier item of the list already has, naming that item. */
function eachOnce<T>(key: (item: T) => string, message: (item: T) => string, field?: string) {
  return z.check<T[]>((ctx) => {
    const seen = new Set<string>();
    ctx.value.forEach((item, index) => {
      if (seen.has(key(item))) {
        const path = field === undefined ? [index] : [index, field];
        ctx.issues.push({ code: 'custom', message: message(item), path, input: item });
      }
      seen.add(key(item));
    });
  });
}

const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_OF_DAY = '24:00';

/** A time of day 'HH:MM', 00:00 to 23:59: where an interval starts. */
export const clockTimeSchema = z.string().refine((value) => CLOCK_PATTERN.test(value), {
  error: (issue) =>
    issue.input === END_OF_DAY ? SCHEDULE_MESSAGES.startsAtMidnightEnd : SCHEDULE_MESSAGES.clockTime,
});

/** Where an interval ends: a time of day, or '24:00' so that a day can be open up to midnight. */
const endTimeSchema = z
  .string()
  .refine((value) => value === END_OF_DAY || CLOCK_PATTERN.test(value), SCHEDULE_MESSAGES.endTime);

/**
 * A time of day from..to. A `to` at or before `from` (22:00 to 02:00) runs past midnight into the
 * next day, so night hours need no second entry; the interval belongs to the day it starts on.
 */
export const intervalSchema = z.object({ from: clockTimeSchema, to: endTimeSchema }).check((ctx) => {
  const { from, to } = ctx.value;
  if (from === to) {
    ctx.issues.push({ code: 'custom', message: emptyIntervalMessage(from, to), path: ['to'], input: to });
  }
});
export type Interval = z.infer<typeof intervalSchema>;

const dayIntervalsSchema = z
  .array(intervalSchema)
  .max(MAX_INTERVALS_PER_DAY, SCHEDULE_MESSAGES.tooManyIntervals);

export const weekdaySchema = z.enum(WEEKDAYS, { error: SCHEDULE_MESSAGES.weekday });

/** A holiday or closure day: its own hours replace the weekday's; no interval = closed all day. */
export const openingExceptionSchema = z.object({
  date: calendarDaySchema,
  label: z
    .string()
    .trim()
    .max(EXCEPTION_LABEL_MAX_LENGTH, SCHEDULE_MESSAGES.labelTooLong)
    .check(withoutNul('Label')),
  intervals: dayIntervalsSchema,
});
export type OpeningException = z.infer<typeof openingExceptionSchema>;

/** A building's opening hours: the same week every week, except on the listed days. */
export const openingHoursSchema = z.object({
  // Every weekday named as a property (not a record), so the API description lists each one.
  weekly: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayIntervalsSchema])) as Record<
      Weekday,
      typeof dayIntervalsSchema
    >,
  ),
  exceptions: z
    .array(openingExceptionSchema)
    .max(MAX_OPENING_EXCEPTIONS, SCHEDULE_MESSAGES.tooManyExceptions)
    .check(
      eachOnce(
        (exception) => exception.date,
        (exception) => duplicateExceptionMessage(exception.date),
        'date',
      ),
    ),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** True for a local date and time 'YYYY-MM-DDTHH:MM', as datetime-local inputs send it. */
export function isLocalDateTime(value: string): boolean {
  const [date = '', time = '', ...rest] = value.split('T');
  return rest.length === 0 && isCalendarDay(date) && CLOCK_PATTERN.test(time);
}

const localDateTimeSchema = z.string().refine(isLocalDateTime, SCHEDULE_MESSAGES.localDateTime);

/**
 * When a notice shows: from `starts_at` until `ends_at` (none: until it is taken down), on the
 * chosen weekdays, in the daily `times` (none: all day). Both ends are the building's wall time.
 */
export const noticeScheduleSchema = z
  .object({
    starts_at: localDateTimeSchema,
    ends_at: localDateTimeSchema.nullable(),
    weekdays: z
      .array(weekdaySchema)
      .min(1, SCHEDULE_MESSAGES.noWeekday)
      .check(eachOnce((day) => day, duplicateWeekdayMessage)),
    times: z.array(intervalSchema).max(MAX_INTERVALS_PER_DAY, SCHEDULE_MESSAGES.tooManyTimes),
  })
  .check((ctx) => {
    const { starts_at, ends_at } = ctx.value;
    // Both in the same fixed-width form, so the text order is the time order.
    if (ends_at !== null && isLocalDateTime(starts_at) && isLocalDateTime(ends_at) && ends_at <= starts_at) {
      ctx.issues.push({
        code: 'custom',
        message: SCHEDULE_MESSAGES.endBeforeStart,
        path: ['ends_at'],
        input: ends_at,
      });
    }
  });
export type NoticeSchedule = z.infer<typeof noticeScheduleSchema>;
