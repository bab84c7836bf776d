import {
  addDays,
  instantOf,
  scheduleAtRange,
  zonedParts,
  type PublishedBundle,
  type ScheduleAt,
} from '@foyer/shared';
import type { ShownNotice } from '@foyer/display';

/*
 * The preview at a chosen time (docs/product.md §12): the instant chosen, its wall time in the
 * device's building's zone, and what the screen draws then by its schedule, as the player does.
 */

const HOUR_MS = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** `?at=` in the address: an ISO instant; anything else is 'Now'. */
export function atFromSearch(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The first whole hour after `nowMs`: where 'Pick a time' starts. */
export function nextWholeHour(nowMs: number): number {
  return Math.floor(nowMs / HOUR_MS) * HOUR_MS + HOUR_MS;
}

/** A datetime-local value ('YYYY-MM-DDTHH:MM') of the wall time at `ms` in the zone. */
export function localInputValue(ms: number, zone: string): string {
  const { date, minutes } = zonedParts(ms, zone);
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The instant a datetime-local value means in the zone; null for an empty or broken value. */
export function instantOfInput(value: string, zone: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, date = '', hours = '', minutes = ''] = match;
  try {
    return instantOf(date, Number(hours) * 60 + Number(minutes), zone);
  } catch {
    return null;
  }
}

/** The datetime-local bounds of what the server answers: yesterday to a year ahead. */
export function inputBounds(nowMs: number, zone: string): { min: string; max: string } {
  const { from, to } = scheduleAtRange(nowMs);
  // Whole minutes inside the range, so the bounds themselves are accepted.
  return { min: localInputValue(from + 60_000, zone), max: localInputValue(to - 60_000, zone) };
}

function format(ms: number, zone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options }).format(ms);
}

const clock = (ms: number, zone: string) =>
  format(ms, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const weekday = (ms: number, zone: string) => format(ms, zone, { weekday: 'short' });

/** 'Sat 28 Nov 09:00 (Europe/Berlin)'. */
export function showAtLabel(ms: number, zone: string): string {
  const day = format(ms, zone, { day: 'numeric', month: 'short' });
  return `${weekday(ms, zone)} ${day} ${clock(ms, zone)} (${zone})`;
}

/** 'Mon 07:00', or '07:00' on the local day of `fromMs`. */
function whenText(ms: number, fromMs: number, zone: string): string {
  const sameDay = zonedParts(ms, zone).date === zonedParts(fromMs, zone).date;
  return sameDay ? clock(ms, zone) : `${weekday(ms, zone)} ${clock(ms, zone)}`;
}

/** The line under the stage that says where the screen stands by its hours then. */
export function hoursLine(answer: ScheduleAt): string {
  const at = Date.parse(answer.at);
  const zone = answer.time_zone;
  if (answer.always_on) return 'Always on: this screen ignores its building’s opening hours';
  if (!answer.has_opening_hours) return 'Always on: no opening hours are set for its building';
  if (answer.asleep) {
    return answer.opens_at
      ? `Asleep at this time: opens ${whenText(Date.parse(answer.opens_at), at, zone)}`
      : 'Asleep at this time: does not open in the next 14 days';
  }
  return answer.closes_at
    ? `On at this time: closes ${whenText(Date.parse(answer.closes_at), at, zone)}`
    : 'On at this time';
}

export interface QuickChoice {
  label: string;
  at: number;
}

/**
 * Shortcuts in the building's zone: tonight at 22:00 (while that is ahead), tomorrow at 08:00
 * and at 12:00.
 */
export function quickChoices(nowMs: number, zone: string): QuickChoice[] {
  const today = zonedParts(nowMs, zone).date;
  const tomorrow = addDays(today, 1);
  const choices: QuickChoice[] = [];
  const tonight = instantOf(today, 22 * 60, zone);
  if (tonight > nowMs) choices.push({ label: 'Tonight 22:00', at: tonight });
  choices.push({ label: 'Tomorrow 08:00', at: instantOf(tomorrow, 8 * 60, zone) });
  choices.push({ label: 'Tomorrow 12:00', at: instantOf(tomorrow, 12 * 60, zone) });
  return choices;
}

/** What the stage draws at the chosen time, as the player would (apps/web/src/player). */
export type ScreenAt =
  | { kind: 'dark'; line: string }
  | { kind: 'after-hours'; line: string }
  | { kind: 'on'; notices: ShownNotice[] };

/** The theme's after-hours page is drawn while asleep only when the theme asks for it. */
function wantsAfterHoursPage(bundle: PublishedBundle): boolean {
  const afterHours = (bundle.data.theme as { afterHours?: { mode?: string } } | null)?.afterHours;
  return afterHours?.mode === 'page';
}

export function screenAt(answer: ScheduleAt, bundle: PublishedBundle): ScreenAt {
  if (answer.asleep) {
    const line = hoursLine(answer);
    return wantsAfterHoursPage(bundle) ? { kind: 'after-hours', line } : { kind: 'dark', line };
  }
  return { kind: 'on', notices: answer.notices };
}

/** '1 notice showing', '2 notices showing', or null for none. */
export function noticesLine(count: number): string | null {
  if (count === 0) return null;
  return count === 1 ? '1 notice showing' : `${count} notices showing`;
}

/**
 * The bundle with the header's and the after-hours page's clocks turned off: the renderer draws
 * them at the browser's own time, which at a chosen time would be the wrong one. `hadClock` says
 * whether the theme had one, so the page can say it is left out.
 */
export function withoutClocks(bundle: PublishedBundle): { bundle: PublishedBundle; hadClock: boolean } {
  const theme = bundle.data.theme as {
    header?: { clock?: string };
    afterHours?: { clock?: boolean; mode?: string };
  } | null;
  if (!theme) return { bundle, hadClock: false };
  // The after-hours page shows its clock unless the theme turns it off.
  const pageClock = theme.afterHours?.mode === 'page' && theme.afterHours.clock !== false;
  const headerClock = theme.header?.clock !== undefined && theme.header.clock !== 'none';
  if (!pageClock && !headerClock) return { bundle, hadClock: false };
  const stripped = {
    ...theme,
    header: { ...theme.header, clock: 'none' },
    afterHours: { ...theme.afterHours, clock: false },
  };
  return {
    bundle: { ...bundle, data: { ...bundle.data, theme: stripped } } as PublishedBundle,
    hadClock: true,
  };
}
