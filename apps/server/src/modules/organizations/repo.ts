import type { Organization } from '@foyer/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { OrganizationsTable } from '../../db/schema';

export type OrganizationRow = Selectable<OrganizationsTable>;

export function rowToOrganization(row: OrganizationRow): Organization {
  return { id: row.id, name: row.name };
}

export async function insertOrganization(db: Db, row: OrganizationRow): Promise<OrganizationRow> {
  await db.insertInto('organizations').values(row).execute();
  return row;
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
