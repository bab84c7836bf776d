import { isCalendarDay } from '../schemas/calendar-day';

/*
 * Local wall time <-> UTC instants in an IANA zone, with Intl alone: the server computes every
 * schedule boundary here (docs/product.md §12 Schedules), so that the TV player, whose Chromium
 * may carry old zone data, only compares numbers (docs/decisions/schedules.md SCH-3).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What a clock in the zone shows at an instant. */
export interface ZonedParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Minutes since local midnight, 0..1439. */
  minutes: number;
  /** 0 = Monday .. 6 = Sunday, the order of WEEKDAYS. */
  weekday: number;
}

// Building a DateTimeFormat costs far more than using one, and a schedule asks hundreds of times.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      // h23, not hour12: false: some engines write midnight as '24' with the latter.
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function dayParts(date: string): [number, number, number] {
  if (!isCalendarDay(date)) throw new RangeError(`Not a calendar day: ${date}`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** The wall time as if it were UTC: the number both sides of an offset are measured in. */
function wallMs(date: string, minutes: number): number {
  const [year, month, day] = dayParts(date);
  return Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The weekday of a calendar day, 0 = Monday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = dayParts(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The calendar day `days` after (or before, when negative) `date`, both 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(wallMs(date, 0) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The local date, time of day (to the minute, seconds dropped) and weekday at an instant. */
export function zonedParts(instantMs: number, zone: string): ZonedParts {
  const parts = formatterFor(zone).formatToParts(instantMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const date = `${pad(part('year'), 4)}-${pad(part('month'))}-${pad(part('day'))}`;
  return { date, minutes: (part('hour') % 24) * 60 + part('minute'), weekday: weekdayOf(date) };
}

/** The local wall time at an instant, counted as if it were UTC (see wallMs). */
function wallAt(instantMs: number, zone: string): number {
  const { date, minutes } = zonedParts(instantMs, zone);
  return wallMs(date, minutes);
}

/** The zone's offset from UTC at an instant, in ms (Berlin in winter: +3,600,000). */
function offsetAt(instantMs: number, zone: string): number {
  const minute = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  return wallAt(minute, zone) - minute;
}

/**
 * The UTC instant at which the zone's clocks show `minutes` after midnight of `date` (1440 and
 * more reach into the following days, so '24:00' is the next midnight).
 *
 * A wall time shows once, except around a change of offset:
 * - in a spring-forward gap it never shows: the answer is the instant the clocks jump (Berlin
 *   2026-03-29 02:30 -> 03:00 local = 01:00Z), so a window inside the gap is empty and one that
 *   starts in it starts when the hour does;
 * - in a fall-back overlap it shows twice: the answer is the first time (Berlin 2026-10-25 02:30
 *   -> 00:30Z), so an opening at that hour is not an hour late.
 */
export function instantOf(date: string, minutes: number, zone: string): number {
  const wall = wallMs(date, minutes);
  // Offsets a day either side: any change of offset near the wall time lies between them (zones
  // change at most a few times a year).
  const offsetBefore = offsetAt(wall - DAY_MS, zone);
  const offsetAfter = offsetAt(wall + DAY_MS, zone);
  const candidates = [wall - offsetBefore, wall - offsetAfter]
    .filter((instant) => wallAt(instant, zone) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return first;

  // A gap: the clocks jump from before it to after it somewhere in (low, high]. The wall time
  // rises with the instant there, so the first minute showing a later wall time is the jump.
  let low = Math.floor((wall - offsetAfter) / MINUTE_MS);
  let high = Math.ceil((wall - offsetBefore) / MINUTE_MS);
  if (high <= low) return wall - offsetBefore;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallAt(middle * MINUTE_MS, zone) > wall) high = middle;
    else low = middle;
  }
  return high * MINUTE_MS;
}
