import { tenantEntrySchema, type TenantEntry, type TenantList } from '@foyer/shared';
import { type Insertable, type Selectable, type Updateable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import type { TenantListsTable } from '../../db/schema';
import { listVisibleItems } from '../../db/visible-items';

export type TenantListRow = Selectable<TenantListsTable>;

const storedEntries = z.array(tenantEntrySchema);

function parseEntries(json: string): TenantEntry[] {
  try {
    const parsed = storedEntries.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The one mapper from a stored row to the API's tenant list. */
export function rowToTenantList(row: TenantListRow): TenantList {
  return {
    id: row.id,
    org_id: row.org_id,
    sub_org_id: row.sub_org_id,
    name: row.name,
    scope: row.scope,
    theme_id: row.theme_id,
    entries: parseEntries(row.entries),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listTenantLists(
  db: Db,
  orgId: string,
  subOrgIds: readonly string[] | null,
): Promise<TenantListRow[]> {
  return listVisibleItems(db, 'tenant_lists', orgId, subOrgIds);
}

export async function findTenantListById(db: Db, id: string): Promise<TenantListRow | undefined> {
  return db.selectFrom('tenant_lists').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTenantList(db: Db, row: Insertable<TenantListsTable>): Promise<TenantListRow> {
  await db.insertInto('tenant_lists').values(row).execute();
  const stored = await findTenantListById(db, row.id);
  if (!stored) throw new Error('Inserted tenant list vanished');
  return stored;
}

export async function updateTenantList(
  db: Db,
  id: string,
  changes: Updateable<TenantListsTable>,
): Promise<void> {
  await db.updateTable('tenant_lists').set(changes).where('id', '=', id).execute();
}

export async function deleteTenantList(db: Db, id: string): Promise<void> {
  await db.deleteFrom('tenant_lists').where('id', '=', id).execute();
}

/** Takes the list's row write lock (PostgreSQL row lock; SQLite's write lock) for the transaction. */
export async function lockTenantList(db: Db, id: string): Promise<void> {
  await db
    .updateTable('tenant_lists')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}
