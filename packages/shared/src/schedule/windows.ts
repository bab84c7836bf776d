import { addDays, instantOf, weekdayOf, zonedParts } from './local-time';
import { WEEKDAYS, clockMinutes, type Weekday } from './clock-time';
import type { Interval, NoticeSchedule, OpeningHours } from './weekly-hours';

/*
 * Schedules as UTC instants (docs/product.md §12 Schedules). The server computes the windows of
 * the next days in the building's zone and sends them; the TV player, whose clock may be wrong
 * and whose Chromium 65/78 may carry old zone data, only compares numbers against the server's
 * time and sets one timer to the next change (stateAt; docs/decisions/schedules.md SCH-1, SCH-3).
 */

/** A span of time from `start` (included) to `end` (excluded), both UTC ms. */
export type TimeWindow = { start: number; end: number };

/** How far ahead the server computes windows for the player. */
export const SCHEDULE_HORIZON_DAYS = 14;

const DAY_MS = 86_400_000;
const MINUTES_A_DAY = 1440;
const ALL_DAY: Interval = { from: '00:00', to: '24:00' };

function weekdayNameOf(date: string): Weekday {
  const name = WEEKDAYS[weekdayOf(date)];
  if (name === undefined) throw new RangeError(`No weekday for ${date}`);
  return name;
}

/** An interval on a local date: a `to` at or before `from` ends on the next day. */
function intervalWindow(date: string, interval: Interval, zone: string): TimeWindow {
  const from = clockMinutes(interval.from);
  const to = clockMinutes(interval.to);
  return {
    start: instantOf(date, from, zone),
    end: instantOf(date, to <= from ? to + MINUTES_A_DAY : to, zone),
  };
}

/**
 * The local dates whose intervals may reach into [fromMs, toMs): the day before the first one
 * too, for an interval that starts there and runs past midnight.
 */
function localDates(zone: string, fromMs: number, toMs: number): string[] {
  const last = zonedParts(toMs, zone).date;
  const dates: string[] = [];
  for (let date = addDays(zonedParts(fromMs, zone).date, -1); date <= last; date = addDays(date, 1)) {
    dates.push(date);
  }
  return dates;
}

/**
 * Clipped to [fromMs, toMs), sorted, and windows that overlap or touch made one, so that every
 * boundary left is a real change (Mon 20:00-24:00 and Tue 00:00-06:00 are one night).
 */
function clipAndMerge(windows: TimeWindow[], fromMs: number, toMs: number): TimeWindow[] {
  const clipped = windows
    .map(({ start, end }) => ({ start: Math.max(start, fromMs), end: Math.min(end, toMs) }))
    .filter(({ start, end }) => end > start) // a window inside a spring-forward gap is empty
    .sort((a, b) => a.start - b.start);
  const merged: TimeWindow[] = [];
  for (const window of clipped) {
    const previous = merged[merged.length - 1];
    if (previous && window.start <= previous.end) previous.end = Math.max(previous.end, window.end);
    else merged.push({ ...window });
  }
  return merged;
}

/**
 * When the building is open within [fromMs, toMs). A holiday or closure day replaces that date's
 * weekly intervals; an interval past midnight belongs to the day it starts on, so Friday
 * 22:00-02:00 runs into Saturday even when Saturday is a closure day.
 */
export function openingWindows(
  hours: OpeningHours,
  zone: string,
  fromMs: number,
  toMs: number,
): TimeWindow[] {
  if (toMs <= fromMs) return [];
  const exceptions = new Map(hours.exceptions.map((exception) => [exception.date, exception.intervals]));
  const windows: TimeWindow[] = [];
  for (const date of localDates(zone, fromMs, toMs)) {
    const intervals = exceptions.get(date) ?? hours.weekly[weekdayNameOf(date)];
    for (const interval of intervals) windows.push(intervalWindow(date, interval, zone));
  }
  return clipAndMerge(windows, fromMs, toMs);
}

/**
 * When a notice shows within [fromMs, toMs): on each chosen weekday from the date of `starts_at`
 * on, in each daily time (none: the whole day), and never before `starts_at` nor from `ends_at`.
 * A daily time that starts the day before `starts_at`'s date is left out even where it runs
 * past midnight into it: the notice's first day is the day it starts.
 */
export function noticeWindows(
  schedule: NoticeSchedule,
  zone: string,
  fromMs: number,
  toMs: number,
): TimeWindow[] {
  const firstDate = schedule.starts_at.slice(0, 10);
  const startsMs = instantOf(firstDate, clockMinutes(schedule.starts_at.slice(11)), zone);
  const endsMs =
    schedule.ends_at === null
      ? Infinity
      : instantOf(schedule.ends_at.slice(0, 10), clockMinutes(schedule.ends_at.slice(11)), zone);
  const from = Math.max(fromMs, startsMs);
  const to = Math.min(toMs, endsMs);
  if (to <= from) return [];
  const weekdays = new Set(schedule.weekdays);
  const times = schedule.times.length > 0 ? schedule.times : [ALL_DAY];
  const windows: TimeWindow[] = [];
  for (const date of localDates(zone, from, to)) {
    if (date < firstDate || !weekdays.has(weekdayNameOf(date))) continue;
    for (const interval of times) windows.push(intervalWindow(date, interval, zone));
  }
  return clipAndMerge(windows, from, to);
}

/** The windows of opening hours or of a notice from `nowMs` for SCHEDULE_HORIZON_DAYS: what the server sends. */
export function windowsAhead(
  schedule: OpeningHours | NoticeSchedule,
  zone: string,
  nowMs: number,
): TimeWindow[] {
  const toMs = nowMs + SCHEDULE_HORIZON_DAYS * DAY_MS;
  return 'weekly' in schedule
    ? openingWindows(schedule, zone, nowMs, toMs)
    : noticeWindows(schedule, zone, nowMs, toMs);
}

/** Whether a schedule is on now, and when that next changes. */
export interface ScheduleState {
  active: boolean;
  /** The next boundary (UTC ms); null when none is left within the windows' horizon. */
  changesAt: number | null;
}

/**
 * The state at `nowMs` (the server's time, see serverNow) of windows as the functions above give
 * them: sorted and merged. A window is on from its start and off at its end, so at a boundary the
 * new state already holds. The player sets one timer for `changesAt - now` and asks again.
 * The last window's end may be only the horizon: the server sends fresh windows long before.
 */
export function stateAt(windows: readonly TimeWindow[], nowMs: number): ScheduleState {
  const next = windows.find((window) => window.end > nowMs);
  if (!next) return { active: false, changesAt: null };
  return next.start <= nowMs
    ? { active: true, changesAt: next.end }
    : { active: false, changesAt: next.start };
}
