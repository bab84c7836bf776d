import { instantOf } from '../schedule/local-time';
import type { NoticeSchedule } from '../schedule/weekly-hours';
import { clockMinutes } from '../schedule/clock-time';
import { noticeWindows, stateAt, type TimeWindow } from '../schedule/windows';
import type { NoticeState } from './notice';

const DAY_MS = 86_400_000;
/** How far ahead a notice is looked for a next window before it counts as over. */
const LOOKAHEAD_DAYS = 8;

/** A notice's windows in one zone, never from the moment it was ended ('End now'). */
export function noticeWindowsUntil(
  schedule: NoticeSchedule,
  zone: string,
  endedAtMs: number | null,
  fromMs: number,
  toMs: number,
): TimeWindow[] {
  return noticeWindows(schedule, zone, fromMs, endedAtMs === null ? toMs : Math.min(toMs, endedAtMs));
}

/** Where a notice's screens are: their building's zone, and its open windows (null: always on). */
export interface NoticePlace {
  zone: string;
  open: readonly TimeWindow[] | null;
}

/**
 * Where a notice stands at `nowMs` for screens in the given places: showing when one of them is
 * inside one of its windows while its building is open (a sleeping screen shows no notice), ended
 * (ended by hand, or its end has passed in every zone), else scheduled.
 */
export function noticeState(
  schedule: NoticeSchedule,
  places: readonly NoticePlace[],
  endedAtMs: number | null,
  nowMs: number,
): NoticeState {
  if (endedAtMs !== null && endedAtMs <= nowMs) return 'ended';
  const where = places.length > 0 ? places : [{ zone: 'UTC', open: null }];
  let over = schedule.ends_at !== null;
  for (const { zone, open } of where) {
    const windows = noticeWindowsUntil(schedule, zone, endedAtMs, nowMs, nowMs + LOOKAHEAD_DAYS * DAY_MS);
    if (stateAt(windows, nowMs).active && (open === null || stateAt(open, nowMs).active)) return 'showing';
    if (schedule.ends_at !== null) {
      const endsMs = instantOf(schedule.ends_at.slice(0, 10), clockMinutes(schedule.ends_at.slice(11)), zone);
      if (endsMs > nowMs) over = false;
    }
  }
  return over ? 'ended' : 'scheduled';
}
