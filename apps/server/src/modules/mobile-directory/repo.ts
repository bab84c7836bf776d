import type { Db } from '../../db/connection';

export async function findBuildingByDirectoryToken(db: Db, token: string) {
  return db
    .selectFrom('sub_organizations')
    .innerJoin('organizations', 'organizations.id', 'sub_organizations.org_id')
    .select([
      'sub_organizations.id',
      'sub_organizations.org_id',
      'sub_organizations.name',
      'sub_organizations.directory_enabled',
      'sub_organizations.languages',
      'organizations.name as organization_name',
    ])
    .where('sub_organizations.directory_token', '=', token)
    .executeTakeFirst();
}

/** Holds the building's row until the transaction ends (a row lock on PostgreSQL, the write lock on SQLite). */
export async function lockBuilding(trx: Db, id: string): Promise<void> {
  await trx
    .updateTable('sub_organizations')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

export async function updateDirectory(
  db: Db,
  id: string,
  changes: { directory_token: string | null; directory_enabled: number },
): Promise<void> {
  await db.updateTable('sub_organizations').set(changes).where('id', '=', id).execute();
}

/**
 * The bundles the building's screens show now (a device keeps only its newest), newest first,
 * without their content. The device's building decides, not the bundle's copy: a screen moved to
 * another building since its publish counts there.
 */
export async function bundleHeadsOfBuilding(db: Db, orgId: string, subOrgId: string) {
  return db
    .selectFrom('published_bundles')
    .innerJoin('devices', 'devices.id', 'published_bundles.device_id')
    .select(['published_bundles.id', 'published_bundles.version', 'published_bundles.published_at'])
    .where('devices.org_id', '=', orgId)
    .where('devices.sub_org_id', '=', subOrgId)
    .orderBy('published_bundles.published_at', 'desc')
    .orderBy('published_bundles.id', 'desc')
    .execute();
}

/**
 * The content of the given bundles but their device copies, by bundle id: their shared bodies
 * (docs/decisions/devices-and-publishing.md DEV-18), the same text for screens that show the same.
 */
export async function bundleDataByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('published_bundles as b')
    .innerJoin('bundle_bodies as body', 'body.id', 'b.body_id')
    .select(['b.id', 'body.data'])
    .where('b.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.data]));
}
