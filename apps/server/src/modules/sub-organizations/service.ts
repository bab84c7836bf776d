import {
  canReachSubOrganization,
  DEFAULT_TIME_ZONE,
  mobileDirectoryUrl,
  openingHoursSchema,
  parseBuildingLanguages,
  ORGANIZATION_MESSAGES,
  sameNamedSubOrganization,
  stateAt,
  SUB_ORGANIZATION_MESSAGES,
  windowsAhead,
  type BuildingSchedule,
  type BundleBuilding,
  type SubOrganization,
  type SubOrganizationInput,
  type SubOrganizationUpdate,
  type TimeWindow,
  type VisitorLanguage,
} from '@foyer/shared';
import type { Db } from '../../db/connection';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { Conflict, NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import { findOrganization, inOrganizationTransaction } from '../organizations/service';
import { forgetBuilding } from '../users/service';
import {
  deleteSubOrganization,
  findSubOrganizationById,
  hasDependents,
  insertSubOrganization,
  listSubOrganizations,
  markBuildingScreensChanged,
  rowToSubOrganization,
  slugsLike,
  updateSubOrganization,
  type SubOrganizationRow,
} from './repo';
import { firstFreeSlug, slugify } from './slug';

/** A backstop to the lock in `freeSlugFor`: a unique-index refusal picks again. */
const SLUG_ATTEMPTS = 3;

async function withFreshSlug<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || i >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/** The first free slug for `name`, inside the caller's transaction (under the organization's lock). */
async function freeSlugFor(trx: Db, orgId: string, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name);
  return firstFreeSlug(base, await slugsLike(trx, orgId, base, exceptId));
}

/** Refuses a name another sub-organization of the organization already has, ignoring case and spaces. */
async function refuseDuplicateName(trx: Db, orgId: string, name: string, exceptId?: string): Promise<void> {
  const same = sameNamedSubOrganization(await listSubOrganizations(trx, orgId), name, exceptId);
  if (same) throw new Conflict(SUB_ORGANIZATION_MESSAGES.duplicateName(same.name));
}

/*
 * What other modules read and do of buildings, each on `db`, which may be their transaction.
 */

/** The stored schedule of a building row; hours stored by an older rule read as always on. */
export function scheduleOfRow(row: SubOrganizationRow): BuildingSchedule {
  const parsed =
    row.opening_hours === null ? null : openingHoursSchema.safeParse(JSON.parse(row.opening_hours));
  return { time_zone: row.time_zone, opening_hours: parsed?.success ? parsed.data : null };
}

/** Each building of the organization that has opening hours: its zone and open windows from `nowMs`. */
async function buildingsWithHours(
  db: Db,
  orgId: string,
  nowMs: number,
): Promise<Map<string, { time_zone: string; windows: TimeWindow[] }>> {
  const found = new Map<string, { time_zone: string; windows: TimeWindow[] }>();
  for (const row of await listSubOrganizations(db, orgId)) {
    const { time_zone, opening_hours: hours } = scheduleOfRow(row);
    if (hours) found.set(row.id, { time_zone, windows: windowsAhead(hours, time_zone, nowMs) });
  }
  return found;
}

/**
 * The open windows from `nowMs` of each building of the organization that has opening hours, in
 * its own zone (docs/decisions/schedules.md SCH-4); a building without hours is absent: always on.
 */
export async function openingWindowsOf(
  db: Db,
  orgId: string,
  nowMs: number,
): Promise<Map<string, TimeWindow[]>> {
  const found = await buildingsWithHours(db, orgId, nowMs);
  return new Map([...found].map(([id, { windows }]) => [id, windows]));
}

/** The zone each building's schedules are read in, and the organization's for screens of no building. */
export interface BuildingZones {
  zoneOf: Map<string, string>;
  defaultZone: string;
}

export async function buildingZones(db: Db, orgId: string): Promise<BuildingZones> {
  const [rows, organization] = await Promise.all([
    listSubOrganizations(db, orgId),
    findOrganization(db, orgId),
  ]);
  return {
    zoneOf: new Map(rows.map((row) => [row.id, row.time_zone])),
    defaultZone: organization?.default_time_zone ?? DEFAULT_TIME_ZONE,
  };
}

/** Each building's screen languages (docs/product.md §16), by building id. */
export async function buildingLanguages(db: Db, orgId: string): Promise<Map<string, VisitorLanguage[]>> {
  const rows = await listSubOrganizations(db, orgId);
  return new Map(rows.map((row) => [row.id, parseBuildingLanguages(row.languages)]));
}

/** A building outside its opening hours: when it opens again (null: not within the horizon). */
export interface SleepingBuilding {
  until: number | null;
  time_zone: string;
}

/**
 * The buildings of the organization whose screens sleep at `nowMs`, outside their opening hours
 * (docs/decisions/schedules.md SCH-7): no offline e-mail for their screens, 'Asleep until 07:00'.
 */
export async function sleepingBuildings(
  db: Db,
  orgId: string,
  nowMs: number,
): Promise<Map<string, SleepingBuilding>> {
  const asleep = new Map<string, SleepingBuilding>();
  for (const [id, { time_zone, windows }] of await buildingsWithHours(db, orgId, nowMs)) {
    const { active, changesAt } = stateAt(windows, nowMs);
    if (!active) asleep.set(id, { until: changesAt, time_zone });
  }
  return asleep;
}

/** The organization's buildings by name, or only `onlyIds` (alert scopes, device audits, directories). */
export async function listBuildings(
  db: Db,
  orgId: string,
  onlyIds?: readonly string[],
): Promise<SubOrganizationRow[]> {
  return listSubOrganizations(db, orgId, onlyIds);
}

/** A sub-organization as stored now, its directory's state with it (changing its mobile directory). */
export async function findBuilding(db: Db, id: string): Promise<SubOrganizationRow | undefined> {
  return findSubOrganizationById(db, id);
}

/** Changing a building's mobile directory: its published screens show the old QR code until republished. */
export async function directoryChanged(db: Db, subOrgId: string, at: string): Promise<void> {
  await markBuildingScreensChanged(db, subOrgId, at);
}

/**
 * What a bundle copies of its device's building (THM-30): its name for the header and footer,
 * and its mobile directory's address for the QR code while the directory is on.
 */
export async function bundleBuilding(
  db: Db,
  subOrgId: string | null,
  publicUrl: string,
): Promise<BundleBuilding | null> {
  if (!subOrgId) return null;
  const row = await findSubOrganizationById(db, subOrgId);
  if (!row) return null;
  const on = row.directory_enabled === 1 && row.directory_token !== null;
  return {
    id: row.id,
    name: row.name,
    directory_url: on && row.directory_token ? mobileDirectoryUrl(publicUrl, row.directory_token) : null,
    languages: parseBuildingLanguages(row.languages),
    time_zone: row.time_zone,
  };
}

/** Owners and Admins see every sub-organization; Editors and Viewers only their own. */
export async function listVisibleSubOrganizations(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
): Promise<SubOrganization[]> {
  authorize(actor, 'content:read', { org_id: orgId }, { notFound: ORGANIZATION_MESSAGES.notFound });
  const rows = await listSubOrganizations(ctx.db, orgId);
  return rows.filter((row) => canReachSubOrganization(actor, row.id)).map(rowToSubOrganization);
}

export async function createSubOrganization(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  input: SubOrganizationInput,
): Promise<SubOrganization> {
  authorize(
    actor,
    'sub-organizations:manage',
    { org_id: orgId },
    { notFound: ORGANIZATION_MESSAGES.notFound },
  );
  const row = await withFreshSlug(() =>
    // Under the organization's lock, simultaneous creations and renames check names and pick
    // slugs one after another instead of all picking the same one.
    inOrganizationTransaction(ctx.db, orgId, async (trx) => {
      await refuseDuplicateName(trx, orgId, input.name);
      return insertSubOrganization(trx, {
        id: newId(),
        org_id: orgId,
        name: input.name,
        description: input.description,
        slug: await freeSlugFor(trx, orgId, input.name),
        created_by: actor.id,
        created_at: ctx.now().toISOString(),
        // Its schedules are read in this zone (docs/product.md §12): as asked, else the organization's.
        time_zone:
          input.time_zone ?? (await findOrganization(trx, orgId))?.default_time_zone ?? DEFAULT_TIME_ZONE,
        // Its screens' languages (docs/product.md §16): as asked, else English.
        ...(input.languages && { languages: JSON.stringify(input.languages) }),
      });
    }),
  );
  return rowToSubOrganization(row);
}

/**
 * The sub-organization if the actor may manage it; another organization's is 404. Also the
 * mobile directory's check: only those who manage a building change its directory.
 */
export async function findManageable(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  forbidden?: string,
): Promise<SubOrganizationRow> {
  const row = await findSubOrganizationById(ctx.db, id);
  if (!row) throw new NotFound(SUB_ORGANIZATION_MESSAGES.notFound);
  authorize(
    actor,
    'sub-organizations:manage',
    { org_id: row.org_id },
    { notFound: SUB_ORGANIZATION_MESSAGES.notFound, ...(forbidden !== undefined && { forbidden }) },
  );
  return row;
}

/**
 * Renaming regenerates the slug (still unique in the organization), so `@slug` keeps
 * matching the name; nothing refers to a sub-organization by slug, only by id.
 */
export async function editSubOrganization(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  input: SubOrganizationUpdate,
): Promise<SubOrganization> {
  const current = await findManageable(ctx, actor, id);
  const changes = await withFreshSlug(() =>
    inOrganizationTransaction(ctx.db, current.org_id, async (trx) => {
      if (input.name !== current.name) await refuseDuplicateName(trx, current.org_id, input.name, id);
      const renamed = slugify(input.name) !== slugify(current.name);
      const next = {
        name: input.name,
        description: input.description ?? current.description,
        slug: renamed ? await freeSlugFor(trx, current.org_id, input.name, id) : current.slug,
        languages: input.languages ? JSON.stringify(input.languages) : current.languages,
      };
      await updateSubOrganization(trx, id, next);
      // Screens show the building's name (THM-30) and speak its languages (§16): theirs are out of
      // date until published again.
      if (input.name !== current.name || next.languages !== current.languages)
        await markBuildingScreensChanged(trx, id, ctx.now().toISOString());
      return next;
    }),
  );
  return rowToSubOrganization({ ...current, ...changes });
}

/**
 * Refused while devices, themes or tenant lists belong to it. One transaction under the
 * organization's lock: the id leaves every user's access list (users) exactly when the building
 * goes, and Manage Access, which checks the building under the same lock, cannot give it meanwhile.
 */
export async function removeSubOrganization(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const row = await findManageable(ctx, actor, id);
  try {
    await inOrganizationTransaction(ctx.db, row.org_id, async (trx) => {
      if (await hasDependents(trx, id)) throw new Conflict(SUB_ORGANIZATION_MESSAGES.deleteBlocked);
      await forgetBuilding(trx, row.org_id, id, ctx.now().toISOString());
      await deleteSubOrganization(trx, id);
    });
  } catch (error) {
    // A device created between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error)) throw new Conflict(SUB_ORGANIZATION_MESSAGES.deleteBlocked);
    throw error;
  }
}
