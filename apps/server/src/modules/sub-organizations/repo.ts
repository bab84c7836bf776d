import { DEFAULT_TIME_ZONE, parseBuildingLanguages, type SubOrganization } from '@foyer/shared';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { SubOrganizationsTable } from '../../db/schema';

export type SubOrganizationRow = Selectable<SubOrganizationsTable>;

export function rowToSubOrganization(row: SubOrganizationRow): SubOrganization {
  return {
    id: row.id,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    slug: row.slug,
    created_by: row.created_by,
    created_at: row.created_at,
    languages: parseBuildingLanguages(row.languages),
    time_zone: row.time_zone,
  };
}

/** The sub-organizations of an organization by name, optionally only the given ids. */
export async function listSubOrganizations(
  db: Db,
  orgId: string,
  onlyIds?: readonly string[],
): Promise<SubOrganizationRow[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  let query = db.selectFrom('sub_organizations').selectAll().where('org_id', '=', orgId);
  if (onlyIds) query = query.where('id', 'in', onlyIds);
  return query
    .orderBy(sql`lower(name)`)
    .orderBy('created_at')
    .execute();
}

export async function findSubOrganizationById(db: Db, id: string): Promise<SubOrganizationRow | undefined> {
  return db.selectFrom('sub_organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Slugs of the organization equal to `base` or of the form `base-…`, except one sub-organization's own. */
export async function slugsLike(
  db: Db,
  orgId: string,
  base: string,
  exceptId?: string,
): Promise<Set<string>> {
  let query = db
    .selectFrom('sub_organizations')
    .select('slug')
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return new Set(rows.map((r) => r.slug));
}

/** A new building: its mobile directory off, always on (no opening hours), in UTC and English unless given. */
export async function insertSubOrganization(
  db: Db,
  row: Omit<
    SubOrganizationRow,
    'directory_token' | 'directory_enabled' | 'time_zone' | 'opening_hours' | 'languages'
  > & {
    time_zone?: string;
    languages?: string;
  },
): Promise<SubOrganizationRow> {
  const stored = { time_zone: DEFAULT_TIME_ZONE, languages: '["en"]', ...row, opening_hours: null };
  await db.insertInto('sub_organizations').values(stored).execute();
  return { ...stored, directory_token: null, directory_enabled: 0 };
}

/**
 * Published screens of the building are marked as changed: what their bundles copied of the
 * building (its name, its directory's address) no longer holds until they are published again.
 */
export async function markBuildingScreensChanged(db: Db, subOrgId: string, at: string): Promise<void> {
  await db
    .updateTable('devices')
    .set({ has_unpublished_changes: 1, updated_at: at })
    .where('sub_org_id', '=', subOrgId)
    .where('has_been_published', '=', 1)
    .execute();
}

export async function updateSubOrganization(
  db: Db,
  id: string,
  changes: Pick<SubOrganizationRow, 'name' | 'description' | 'slug' | 'languages'>,
): Promise<void> {
  await db.updateTable('sub_organizations').set(changes).where('id', '=', id).execute();
}

export async function deleteSubOrganization(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sub_organizations').where('id', '=', id).execute();
}

/** Whether any device, theme or tenant list still belongs to the sub-organization. */
export async function hasDependents(db: Db, subOrgId: string): Promise<boolean> {
  for (const table of ['devices', 'themes', 'tenant_lists'] as const) {
    const row = await db.selectFrom(table).select('id').where('sub_org_id', '=', subOrgId).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** A building's time zone and opening hours (JSON, or null: always on). */
export async function updateBuildingSchedule(
  db: Db,
  id: string,
  schedule: { time_zone: string; opening_hours: string | null },
): Promise<void> {
  await db.updateTable('sub_organizations').set(schedule).where('id', '=', id).execute();
}
