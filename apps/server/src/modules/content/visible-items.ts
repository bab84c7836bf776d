import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** The content tables listed per organization and sub-organization. */
export type ContentTable = 'themes' | 'devices' | 'tenant_lists';

/**
 * The items of an organization in `table`, by name. `subOrgIds` null: all of them; otherwise
 * only those of the listed sub-organizations plus the organization-wide ones (no sub-organization).
 */
export async function listVisibleItems<T extends ContentTable>(
  db: Db,
  table: T,
  orgId: string,
  subOrgIds: readonly string[] | null,
): Promise<Selectable<Database[T]>[]> {
  // One query shape for every content table; Kysely cannot narrow a generic table name.
  const source = table as ContentTable as 'themes';
  let query = db.selectFrom(source).selectAll().where('org_id', '=', orgId);
  if (subOrgIds) {
    query = query.where((eb) =>
      subOrgIds.length > 0
        ? eb.or([eb('sub_org_id', 'is', null), eb('sub_org_id', 'in', subOrgIds)])
        : eb('sub_org_id', 'is', null),
    );
  }
  const rows = await query
    .orderBy(sql`lower(name)`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows as unknown as Selectable<Database[T]>[];
}
