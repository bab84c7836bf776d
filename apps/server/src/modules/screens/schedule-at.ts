import { SCHEDULE_HORIZON_DAYS, scheduleAtProblem, stateAt, type ScheduleAt } from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { Invalid } from '../../platform/errors';
import { findAuthorizedDevice } from '../devices/service';
import { screenNoticesOf } from '../notices/service';
import { buildingZones, openingWindowsOf } from '../sub-organizations/service';
import type { ScheduleDirectory } from './schedule-directory';

const DAY_MS = 86_400_000;

/**
 * What the device's screen will show at `atMs` by its schedule (docs/product.md §12, the preview at
 * a chosen time): the windows its screen would be told if it asked at that instant, read through
 * the ScheduleDirectory's own rule (`buildingIn`: no building or 'Always on' is always on), and
 * their state at it. 404 for a device the actor may not see; 400 outside yesterday..a year ahead.
 */
export async function scheduleAt(
  ctx: AppContext,
  schedules: ScheduleDirectory,
  actor: AuthActor,
  deviceId: string,
  atMs: number,
): Promise<ScheduleAt> {
  const device = await findAuthorizedDevice(ctx.db, actor, deviceId, 'content:read');
  const problem = scheduleAtProblem(atMs, ctx.now().getTime());
  if (problem) throw new Invalid(problem, [{ path: 'at', message: problem }]);

  const orgId = device.org_id;
  const [windowsOf, noticesOf, zones] = await Promise.all([
    openingWindowsOf(ctx.db, orgId, atMs),
    screenNoticesOf(ctx.db, orgId, atMs),
    buildingZones(ctx.db, orgId),
  ]);
  const { schedule } = schedules.buildingIn(
    { deviceOf: new Map([[device.id, device]]), windowsOf, noticesOf },
    device.id,
  );

  const horizon = atMs + SCHEDULE_HORIZON_DAYS * DAY_MS;
  const hours = schedule.windows === null ? null : stateAt(schedule.windows, atMs);
  // A window clipped at the horizon does not end there: that is only as far as was computed.
  const boundary = hours?.changesAt == null || hours.changesAt >= horizon ? null : iso(hours.changesAt);
  const asleep = hours !== null && !hours.active;
  return {
    at: iso(atMs),
    time_zone:
      (device.sub_org_id === null ? undefined : zones.zoneOf.get(device.sub_org_id)) ?? zones.defaultZone,
    asleep,
    always_on: device.always_on === 1,
    has_opening_hours: device.sub_org_id !== null && windowsOf.has(device.sub_org_id),
    notices: schedule.notices
      .filter((notice) => stateAt(notice.windows, atMs).active)
      .map(({ id, title, text, image_url, tone }) => ({ id, title, text, image_url, tone })),
    opens_at: asleep ? boundary : null,
    closes_at: hours?.active ? boundary : null,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
