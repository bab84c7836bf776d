import type { ScreenPeriod } from '@foyer/shared';

export type SegmentKind = 'online' | 'offline' | 'none';

export interface Segment {
  /** Percent of the range from its start. */
  left: number;
  width: number;
  kind: SegmentKind;
  start: string;
  end: string;
}

const time = (iso: string) => Date.parse(iso);

/**
 * The periods placed on a range as percentages, clipped to it; unreadable or empty periods
 * dropped. Offline time before the screen's first contact in the range is 'none': the server has
 * never heard from it then (not installed yet, or off all along), which is not an outage.
 */
export function timelineSegments(periods: readonly ScreenPeriod[], from: string, to: string): Segment[] {
  const start = time(from);
  const end = time(to);
  const span = end - start;
  if (!(span > 0)) return [];
  const segments: Segment[] = [];
  let seen = false;
  for (const period of periods) {
    const a = Math.max(start, time(period.start));
    const b = Math.min(end, time(period.end));
    if (Number.isNaN(a) || Number.isNaN(b) || b <= a) continue;
    seen ||= period.online;
    segments.push({
      left: ((a - start) / span) * 100,
      width: ((b - a) / span) * 100,
      kind: period.online ? 'online' : seen ? 'offline' : 'none',
      start: new Date(a).toISOString(),
      end: new Date(b).toISOString(),
    });
  }
  return segments;
}

/** The share of time a screen was online since its first contact in the range (0..1); 0 without any. */
export function onlineShare(periods: readonly ScreenPeriod[], from: string, to: string): number {
  const known = timelineSegments(periods, from, to).filter((segment) => segment.kind !== 'none');
  const total = known.reduce((sum, segment) => sum + segment.width, 0);
  if (total <= 0) return 0;
  const online = known
    .filter((segment) => segment.kind === 'online')
    .reduce((sum, segment) => sum + segment.width, 0);
  return Math.min(1, online / total);
}

/** 'Tue 4': a short weekday and the day of the month, in the reader's language. */
function dayLabel(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    timeZone,
  }).formatToParts(date);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const day = parts.find((part) => part.type === 'day')?.value ?? '';
  return `${weekday} ${day}`.trim();
}

const LABELLED_DAY_MS = 3 * 60 * 60 * 1000;

/**
 * The local days of the range: the midnight lines between them and each day's label at the middle
 * of its part of the range (percent positions). A sliver of a day under 3 hours gets no label.
 */
export function dayMarks(
  from: string,
  to: string,
): { lines: number[]; days: { center: number; label: string }[] } {
  const start = time(from);
  const end = time(to);
  const span = end - start;
  if (!(span > 0)) return { lines: [], days: [] };
  const pct = (t: number) => ((t - start) / span) * 100;
  const lines: number[] = [];
  const days: { center: number; label: string }[] = [];
  let dayStart = new Date(start);
  for (;;) {
    const next = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate() + 1);
    const dayEnd = Math.min(end, next.getTime());
    if (dayEnd - dayStart.getTime() >= LABELLED_DAY_MS) {
      days.push({ center: (pct(dayStart.getTime()) + pct(dayEnd)) / 2, label: dayLabel(dayStart) });
    }
    if (next.getTime() >= end) break;
    lines.push(pct(next.getTime()));
    dayStart = next;
  }
  return { lines, days };
}

/** 'just now', '4 min ago', '3 h ago', '2 days ago'; null input is 'never'. */
export function relativeTime(iso: string | null, now: number): string {
  if (!iso) return 'never';
  const then = time(iso);
  if (Number.isNaN(then)) return 'never';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** A UTC 'YYYY-MM-DD' day as a short label, e.g. 'Tue 4'. */
export function utcDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dayLabel(date, 'UTC');
}
