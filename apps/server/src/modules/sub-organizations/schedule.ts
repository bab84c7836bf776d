import {
  BUILDING_SCHEDULE_MESSAGES,
  canReachSubOrganization,
  SUB_ORGANIZATION_MESSAGES,
  type BuildingSchedule,
} from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { findSubOrganizationById, updateBuildingSchedule } from './repo';
import { findManageable, scheduleOfRow } from './service';

/** Any member who can reach the building reads its clock and hours (docs/product.md §12). */
export async function getBuildingSchedule(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
): Promise<BuildingSchedule> {
  const row = await findSubOrganizationById(ctx.db, id);
  if (!row || row.org_id !== actor.org_id || !canReachSubOrganization(actor, row.id))
    throw new NotFound(SUB_ORGANIZATION_MESSAGES.notFound);
  return scheduleOfRow(row);
}

/** Owners and Admins set a building's time zone and opening hours, both at once. */
export async function setBuildingSchedule(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  schedule: BuildingSchedule,
): Promise<BuildingSchedule> {
  const row = await findManageable(ctx, actor, id, BUILDING_SCHEDULE_MESSAGES.forbidden);
  await updateBuildingSchedule(ctx.db, id, {
    time_zone: schedule.time_zone,
    opening_hours: schedule.opening_hours === null ? null : JSON.stringify(schedule.opening_hours),
  });
  // Its connected screens get their new windows at once (docs/decisions/schedules.md SCH-4).
  await ctx.events.emit({ kind: 'schedule', org_id: row.org_id, sub_org_id: id });
  return schedule;
}
