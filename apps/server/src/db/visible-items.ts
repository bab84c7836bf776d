import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

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
    query = query.where((eb) => inSubOrganizations(eb, subOrgIds));
  }
  const rows = await query
    .orderBy(sql`lower(name)`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows as unknown as Selectable<Database[T]>[];
}

/** Tables whose rows belong to one sub-organization or, with none, to the whole organization. */
type SubOrganizationScoped = 'themes' | 'devices' | 'tenant_lists' | 'published_bundles' | 'publish_events';

/**
 * The one rule of what a member reaches below the organization: the items of the listed
 * sub-organizations plus the organization-wide ones (no sub-organization).
 */
export function inSubOrganizations<TB extends SubOrganizationScoped>(
  eb: ExpressionBuilder<Database, TB>,
  subOrgIds: readonly string[],
): Expression<SqlBool> {
  // Kysely resolves `sub_org_id` on the named tables, not on a generic one.
  const scoped = eb as ExpressionBuilder<Database, SubOrganizationScoped>;
  return subOrgIds.length > 0
    ? scoped.or([scoped('sub_org_id', 'is', null), scoped('sub_org_id', 'in', subOrgIds)])
    : scoped('sub_org_id', 'is', null);
}
