import type { SyncOutcome, SyncSource } from '@foyer/shared';
import { formatDateTime } from '../../../lib/format-date';
import { SYNC_TEXT } from '../messages';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** 'just now', '5 minutes ago', '3 hours ago', else the date and time ('on Nov 25, 2026, 2:03 PM'). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const past = Math.max(0, now - at);
  if (past < MINUTE) return 'just now';
  if (past < HOUR) {
    const minutes = Math.floor(past / MINUTE);
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  }
  if (past < 24 * HOUR) {
    const hours = Math.floor(past / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  return `on ${formatDateTime(iso)}`;
}

/** The host a list syncs from, as people know it ('docs.google.com'); the address itself if unreadable. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** 'Manual', 'Hourly', 'Daily at 06:00'. */
export function scheduleText(source: Pick<SyncSource, 'schedule' | 'daily_at'>): string {
  if (source.schedule === 'daily') return SYNC_TEXT.schedule.daily(source.daily_at ?? '');
  return SYNC_TEXT.schedule[source.schedule];
}

/** How a run's outcome is coloured in the runs table. */
export function outcomeTone(outcome: SyncOutcome): 'emerald' | 'neutral' | 'amber' | 'red' | 'brand' {
  switch (outcome) {
    case 'applied':
    case 'approved':
      return 'emerald';
    case 'held':
    case 'awaiting_first_apply':
      return 'amber';
    case 'failed':
      return 'red';
    case 'rejected':
      return 'neutral';
    default:
      return 'neutral';
  }
}
