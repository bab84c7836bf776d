import { ANALYTICS_DAYS, type ScreenAnalytics, type ScreenPeriod } from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { isConnectedAt, toDevice, visibleDeviceRows } from '../devices/service';
import { onlineSpans, publishesPerDay, type OnlineSpan } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** Midnight UTC of the first of the last `ANALYTICS_DAYS` days (today included). */
export function analyticsStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (ANALYTICS_DAYS - 1) * DAY_MS);
}

/**
 * The online and offline periods covering `[from, to]` without gaps (oldest first), from a device's
 * contact minutes. A contact
 * minute keeps the screen online for that minute; consecutive minutes (contacts ≤ 90 s apart)
 * join into one period. The last period also counts as online while the device is still
 * Connected at `to` (the devices list's status rule).
 */
export function periodsOf(
  spans: readonly OnlineSpan[],
  from: number,
  to: number,
  lastSeenAt: string | null,
): ScreenPeriod[] {
  const online: Array<[number, number]> = [];
  for (const span of spans) {
    const start = Math.max(from, span.first * MINUTE_MS);
    const end = Math.min(to, (span.last + 1) * MINUTE_MS);
    if (end > start) online.push([start, end]);
  }
  if (lastSeenAt && isConnectedAt(lastSeenAt, new Date(to))) {
    const lastSeen = Date.parse(lastSeenAt);
    const last = online.at(-1);
    if (last && last[1] >= lastSeen - MINUTE_MS) last[1] = to;
    else online.push([Math.max(from, lastSeen), to]);
  }
  const periods: ScreenPeriod[] = [];
  const push = (start: number, end: number, isOnline: boolean) => {
    if (end <= start) return;
    const previous = periods.at(-1);
    if (previous && previous.online === isOnline) previous.end = new Date(end).toISOString();
    else
      periods.push({
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        online: isOnline,
      });
  };
  let cursor = from;
  for (const [start, end] of online) {
    push(cursor, start, false);
    push(Math.max(cursor, start), end, true);
    cursor = Math.max(cursor, end);
  }
  push(cursor, to, false);
  return periods;
}

/**
 * `GET /api/foyer/organizations/{orgId}/analytics?sub_org_id=`: for each device the caller may see
 * (as the devices list), its periods over the last 7 days, status, last contact and version; and
 * the publishes per UTC day of those sub-organizations.
 */
export async function screenAnalytics(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<ScreenAnalytics> {
  const { scope, rows: devices } = await visibleDeviceRows(ctx, actor, orgId, subOrgId);
  const now = ctx.now();
  const from = analyticsStart(now);
  const to = now.getTime();
  const spans = await onlineSpans(
    ctx.db,
    devices.map((d) => d.id),
    Math.floor(from.getTime() / MINUTE_MS),
  );
  const spansOf = new Map<string, OnlineSpan[]>();
  for (const span of spans) {
    const list = spansOf.get(span.device_id);
    if (list) list.push(span);
    else spansOf.set(span.device_id, [span]);
  }
  const counts = await publishesPerDay(ctx.db, orgId, from.toISOString(), scope);
  const publishes = Array.from({ length: ANALYTICS_DAYS }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    screens: devices.map((row) => {
      const device = toDevice(row, now);
      return {
        device_id: device.id,
        name: device.name,
        status: device.status,
        last_seen_at: device.last_seen_at,
        app_version: device.app_version,
        periods: periodsOf(spansOf.get(device.id) ?? [], from.getTime(), to, device.last_seen_at),
      };
    }),
    publishes_per_day: publishes,
  };
}
