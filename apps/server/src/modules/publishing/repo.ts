import { publishedBundleSchema, type PublishedBundle } from '@foyer/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PublishedBundlesTable, PublishEventsTable } from '../../db/schema';
import { inSubOrganizations } from '../../db/visible-items';

export type BundleRow = Selectable<PublishedBundlesTable>;

/** The API fields of a stored bundle but its two JSON documents (`bundle_settings`, `data`). */
export function bundleHead(row: BundleRow) {
  return {
    id: row.id,
    org_id: row.org_id,
    device_id: row.device_id,
    pairing_code: row.pairing_code,
    bundle_name: row.bundle_name,
    status: row.status,
    version: Number(row.version),
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
  };
}

/** The one mapper from a stored row to the API's published bundle. */
export function rowToBundle(row: BundleRow): PublishedBundle {
  return publishedBundleSchema.parse({
    ...bundleHead(row),
    bundle_settings: JSON.parse(row.bundle_settings),
    data: JSON.parse(row.data),
  });
}

export async function findBundleById(db: Db, id: string): Promise<BundleRow | undefined> {
  return db.selectFrom('published_bundles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest bundle of a device. */
export async function latestBundleOfDevice(db: Db, deviceId: string): Promise<BundleRow | undefined> {
  return db
    .selectFrom('published_bundles')
    .selectAll()
    .where('device_id', '=', deviceId)
    .orderBy('version', 'desc')
    .executeTakeFirst();
}

/** The newest bundle of a pairing code in an organization. */
export async function latestBundleOfPairingCode(
  db: Db,
  orgId: string,
  code: string,
): Promise<BundleRow | undefined> {
  return db
    .selectFrom('published_bundles')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('pairing_code', '=', code)
    .orderBy('version', 'desc')
    .executeTakeFirst();
}

/** The highest version among the bundles of the device or its pairing code; 0 when none. */
export async function highestVersion(db: Db, orgId: string, deviceId: string, code: string): Promise<number> {
  const row = await db
    .selectFrom('published_bundles')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('device_id', '=', deviceId), eb('pairing_code', '=', code)]))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Removes the older bundles of the device and of its pairing code. */
export async function deleteOlderBundles(
  db: Db,
  orgId: string,
  deviceId: string,
  code: string,
): Promise<number> {
  const result = await db
    .deleteFrom('published_bundles')
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('device_id', '=', deviceId), eb('pairing_code', '=', code)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertBundle(db: Db, row: BundleRow): Promise<BundleRow> {
  await db.insertInto('published_bundles').values(row).execute();
  return row;
}

export async function deleteBundle(db: Db, id: string): Promise<void> {
  await db.deleteFrom('published_bundles').where('id', '=', id).execute();
}

/** Deletes the bundles of a pairing code among the given sub-organizations (null: all); answers them. */
export async function deleteBundlesOfPairingCode(
  db: Db,
  orgId: string,
  code: string,
  subOrgIds: readonly string[] | null,
): Promise<Array<{ device_id: string; org_id: string; pairing_code: string }>> {
  let query = db.deleteFrom('published_bundles').where('org_id', '=', orgId).where('pairing_code', '=', code);
  if (subOrgIds) {
    query = query.where((eb) => inSubOrganizations(eb, subOrgIds));
  }
  return query.returning(['device_id', 'org_id', 'pairing_code']).execute();
}

/** One publish, for the publishes per day of the analytics page. */
export async function insertPublishEvent(db: Db, row: Insertable<PublishEventsTable>): Promise<void> {
  await db.insertInto('publish_events').values(row).execute();
}
