import {
  addDays,
  isLocalDateTime,
  weekdayOf,
  WEEKDAY_NAMES,
  WEEKDAYS,
  zonedParts,
  type Interval,
  type NoticeSchedule,
  type Weekday,
  crossesMidnight,
} from '@foyer/shared';

/*
 * A notice's schedule in plain words (docs/product.md §12), as the notices page lists it:
 * 'Sat 28 Nov 08:00 – Mon 30 Nov 12:00, Mon–Fri, 08:00–12:00'. Every time is the building's
 * own wall time, so nothing here needs a zone but the default start.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mon' for 'mon'. */
export const shortDay = (day: Weekday) => WEEKDAY_NAMES[day].slice(0, 3);

/** 'Sat 28 Nov' for '2026-11-28'; the year is added when it is not `currentYear`. */
export function dayWithDate(date: string, currentYear?: number): string {
  const day = WEEKDAYS[weekdayOf(date)];
  const year = Number(date.slice(0, 4));
  const words = `${day ? shortDay(day) : ''} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''}`;
  return currentYear === undefined || year === currentYear ? words : `${words} ${year}`;
}

/** 'Sat 28 Nov 08:00' for '2026-11-28T08:00'. */
export function localDateTimeWords(value: string, currentYear?: number): string {
  if (!isLocalDateTime(value)) return value;
  return `${dayWithDate(value.slice(0, 10), currentYear)} ${value.slice(11, 16)}`;
}

/** 'Mon–Fri', 'Mon, Wed, Fri', 'Sat, Sun', 'every day': runs of three days or more as a range. */
export function weekdaysWords(days: readonly Weekday[]): string {
  const chosen = new Set(days);
  if (chosen.size === WEEKDAYS.length) return 'every day';
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS) {
    if (!chosen.has(day)) continue;
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && WEEKDAYS.indexOf(last) === WEEKDAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => {
      const first = run[0];
      const last = run[run.length - 1];
      if (!first || !last) return '';
      return run.length >= 3 ? `${shortDay(first)}–${shortDay(last)}` : run.map(shortDay).join(', ');
    })
    .join(', ');
}

/** '08:00–12:00', '22:00–01:30 next day'. */
export function timeWords(interval: Interval): string {
  return `${interval.from}–${interval.to}${crossesMidnight(interval) ? ' next day' : ''}`;
}

/**
 * When a notice shows, in one line: its dates, then the weekdays and daily times when it is not
 * every day all day ('Sat 28 Nov 08:00 – Mon 30 Nov 12:00, Mon–Fri, 08:00–12:00';
 * 'From Tue 1 Dec 09:00, Sat, Sun, all day').
 */
export function scheduleWords(schedule: NoticeSchedule, currentYear = new Date().getFullYear()): string {
  const starts = localDateTimeWords(schedule.starts_at, currentYear);
  const { ends_at: ends } = schedule;
  const dates =
    ends === null
      ? `From ${starts}`
      : ends.slice(0, 10) === schedule.starts_at.slice(0, 10) && isLocalDateTime(ends)
        ? `${starts}–${ends.slice(11, 16)}`
        : `${starts} – ${localDateTimeWords(ends, currentYear)}`;
  const everyDay = new Set(schedule.weekdays).size === WEEKDAYS.length;
  const parts = [dates];
  if (!everyDay) parts.push(weekdaysWords(schedule.weekdays));
  if (schedule.times.length > 0) parts.push(schedule.times.map(timeWords).join(', '));
  else if (!everyDay) parts.push('all day');
  return parts.join(', ');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM' of minutes since midnight. */
export const clockText = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
};

/** The next full hour after `nowMs` on the zone's clocks, as a datetime-local value. */
export function nextHourIn(zone: string, nowMs: number): string {
  const { date, minutes } = zonedParts(nowMs, zone);
  const next = (Math.floor(minutes / 60) + 1) * 60;
  return next >= 1440 ? `${addDays(date, 1)}T00:00` : `${date}T${clockText(next)}`;
}

/** The browser's own zone: where a notice for no particular building starts. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
