import type { Organization } from '@foyer/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { OrganizationsTable } from '../../db/schema';

export type OrganizationRow = Selectable<OrganizationsTable>;

export function rowToOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    screen_offline_alert_minutes: row.screen_offline_alert_minutes,
    default_time_zone: row.default_time_zone,
  };
}

/** Inserts and answers the stored row, with the defaults the database filled in. */
export async function insertOrganization(
  db: Db,
  row: Insertable<OrganizationsTable>,
): Promise<OrganizationRow> {
  await db.insertInto('organizations').values(row).execute();
  const stored = await findOrganizationById(db, row.id);
  if (!stored) throw new Error('Inserted organization vanished');
  return stored;
}

export async function findOrganizationById(db: Db, id: string): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countOrganizations(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('organizations')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns bigint counts as strings.
  return Number(count);
}

export async function updateOrganizationRow(
  db: Db,
  id: string,
  changes: Pick<Updateable<OrganizationsTable>, 'name' | 'screen_offline_alert_minutes'>,
): Promise<void> {
  await db.updateTable('organizations').set(changes).where('id', '=', id).execute();
}

/**
 * Takes the organization row's write lock until the transaction ends (a no-op update, as
 * both dialects lock on write), so checks such as "another Owner remains" cannot race.
 */
export async function lockOrganization(db: Db, id: string): Promise<void> {
  await db
    .updateTable('organizations')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', id)
    .execute();
}

/** The names of the organization's sub-organizations among `ids`, by id (the audit log names them). */
export async function subOrganizationNames(
  db: Db,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sub_organizations')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Which of `ids` are sub-organizations of the organization. */
export async function existingSubOrganizationIds(
  db: Db,
  orgId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sub_organizations')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}
