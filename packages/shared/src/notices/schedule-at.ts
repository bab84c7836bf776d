import { z } from 'zod';
import { NOTICE_TONES } from './screen-notice';

/*
 * What a screen will show at a chosen instant by its schedule (docs/product.md §12, the preview
 * at a chosen time): `GET /api/foyer/devices/{id}/schedule-at?at=`, answered from the same windows
 * the screen itself is sent, computed from that instant instead of from now.
 */

/** How far back and ahead an instant may be asked for. */
export const SCHEDULE_AT_PAST_DAYS = 1;
export const SCHEDULE_AT_AHEAD_DAYS = 366;

const DAY_MS = 86_400_000;

export const SCHEDULE_AT_MESSAGES = {
  notInstant: 'at must be a date and time with its UTC offset, such as 2026-11-28T09:00:00Z',
  tooEarly: `at is more than ${SCHEDULE_AT_PAST_DAYS} day in the past; choose a time from yesterday on`,
  tooLate: `at is more than ${SCHEDULE_AT_AHEAD_DAYS} days ahead; choose a time within the next year`,
} as const;

/** The instants that may be asked for at `nowMs`: [from, to], both included. */
export function scheduleAtRange(nowMs: number): { from: number; to: number } {
  return { from: nowMs - SCHEDULE_AT_PAST_DAYS * DAY_MS, to: nowMs + SCHEDULE_AT_AHEAD_DAYS * DAY_MS };
}

/** Why `atMs` may not be asked for at `nowMs`; null when it may. */
export function scheduleAtProblem(atMs: number, nowMs: number): string | null {
  const { from, to } = scheduleAtRange(nowMs);
  if (atMs < from) return SCHEDULE_AT_MESSAGES.tooEarly;
  if (atMs > to) return SCHEDULE_AT_MESSAGES.tooLate;
  return null;
}

export const scheduleAtQuerySchema = z.object({
  at: z.iso.datetime({ offset: true, error: SCHEDULE_AT_MESSAGES.notInstant }),
});

/** A notice as the screen draws it, without its windows. */
export const scheduleAtNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  image_url: z.string(),
  tone: z.enum(NOTICE_TONES),
});

export const scheduleAtSchema = z.object({
  /** The instant asked for, UTC ISO. */
  at: z.string(),
  /** The zone the device's schedules are read in: its building's, else the organization's. */
  time_zone: z.string(),
  /** Outside its building's opening hours: the screen is black, or shows the theme's after-hours page. */
  asleep: z.boolean(),
  /** The device ignores its building's hours (its own 'Always on'). */
  always_on: z.boolean(),
  /** Its building has opening hours; false: the screen is on all the time anyway. */
  has_opening_hours: z.boolean(),
  /**
   * The notices in their windows at that instant that reach the device, in the order the screen
   * shows them. A sleeping screen draws none of them.
   */
  notices: z.array(scheduleAtNoticeSchema),
  /** Asleep: when the building opens next (UTC ISO; null when not within 14 days). */
  opens_at: z.string().nullable(),
  /** Awake by its hours: when the building closes next (UTC ISO; null when not within 14 days). */
  closes_at: z.string().nullable(),
});
export type ScheduleAt = z.infer<typeof scheduleAtSchema>;
