import { publishedBundleSchema, type PublishedBundle } from '@foyer/shared';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { BundleBodiesTable, Database, PublishedBundlesTable, PublishEventsTable } from '../../db/schema';
import { inSubOrganizations } from '../../db/visible-items';

/** A stored bundle without its shared body: the API's fields, settings and the device copy. */
export type BundleHeadRow = Selectable<PublishedBundlesTable>;
/** A stored bundle with its body's JSON text (DEV-18). */
export type BundleRow = BundleHeadRow & { body: string };

/** Rows per insert: far below both databases' limits on bound values. */
const INSERT_CHUNK = 300;

/** The API fields of a stored bundle but its two JSON documents (`bundle_settings`, `data`). */
export function bundleHead(row: BundleHeadRow) {
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

/**
 * The bundle's `data` JSON text in two parts, without parsing either (DEV-18): the screen's own
 * opening with its device copy, and the shared body's members with the closing brace. Key order
 * differs from a parse-and-stringify; no reader depends on it.
 */
export function bundleDataParts(row: BundleRow): { own: string; shared: string } {
  return {
    own: `{"device":${row.device}`,
    shared: `${row.body === '{}' ? '' : ','}${row.body.slice(1)}`,
  };
}

/** The bundle's `data` JSON text. */
export function bundleDataText(row: BundleRow): string {
  const { own, shared } = bundleDataParts(row);
  return own + shared;
}

/** The one mapper from a stored row to the API's published bundle. */
export function rowToBundle(row: BundleRow): PublishedBundle {
  return publishedBundleSchema.parse({
    ...bundleHead(row),
    bundle_settings: JSON.parse(row.bundle_settings),
    data: JSON.parse(bundleDataText(row)),
  });
}

const withBody = (db: Db) =>
  db
    .selectFrom('published_bundles as b')
    .innerJoin('bundle_bodies as body', 'body.id', 'b.body_id')
    .selectAll('b')
    .select('body.data as body');

export async function findBundleById(db: Db, id: string): Promise<BundleRow | undefined> {
  return withBody(db).where('b.id', '=', id).executeTakeFirst();
}

/** The newest bundle of each device that has one, without bodies: one read for many screens. */
export async function latestBundleHeadsOfDevices(
  db: Db,
  deviceIds: readonly string[],
): Promise<Map<string, BundleHeadRow>> {
  const newest = new Map<string, BundleHeadRow>();
  if (deviceIds.length === 0) return newest;
  const rows = await db
    .selectFrom('published_bundles')
    .selectAll()
    .where('device_id', 'in', deviceIds)
    .execute();
  for (const row of rows) {
    const kept = newest.get(row.device_id);
    if (!kept || Number(kept.version) < Number(row.version)) newest.set(row.device_id, row);
  }
  return newest;
}

/** Bodies' JSON text by id. */
export async function bodiesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('bundle_bodies').select(['id', 'data']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.data]));
}

/** The newest bundle of a pairing code in an organization. */
export async function latestBundleOfPairingCode(
  db: Db,
  orgId: string,
  code: string,
): Promise<BundleRow | undefined> {
  return withBody(db)
    .where('b.org_id', '=', orgId)
    .where('b.pairing_code', '=', code)
    .orderBy('b.version', 'desc')
    .executeTakeFirst();
}

/** The bundles of the devices or of their pairing codes (a code's bundle is its screen's). */
const ofDevicesOrCodes = (
  eb: ExpressionBuilder<Database, 'published_bundles'>,
  devices: ReadonlyArray<{ id: string; code: string }>,
) =>
  eb.or([
    eb(
      'device_id',
      'in',
      devices.map((d) => d.id),
    ),
    eb(
      'pairing_code',
      'in',
      devices.map((d) => d.code),
    ),
  ]);

/**
 * Of each device, the highest version among the bundles of the device or of its pairing code; 0
 * when none. One read for many devices.
 */
export async function highestVersions(
  db: Db,
  orgId: string,
  devices: ReadonlyArray<{ id: string; code: string }>,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('published_bundles')
    .select(['device_id', 'pairing_code', (eb) => eb.fn.max('version').as('version')])
    .where('org_id', '=', orgId)
    .where((eb) => ofDevicesOrCodes(eb, devices))
    .groupBy(['device_id', 'pairing_code'])
    .execute();
  const byDevice = new Map<string, number>();
  const byCode = new Map<string, number>();
  for (const row of rows) {
    const version = Number(row.version ?? 0);
    byDevice.set(row.device_id, Math.max(byDevice.get(row.device_id) ?? 0, version));
    byCode.set(row.pairing_code, Math.max(byCode.get(row.pairing_code) ?? 0, version));
  }
  return new Map(devices.map((d) => [d.id, Math.max(byDevice.get(d.id) ?? 0, byCode.get(d.code) ?? 0)]));
}

/** Removes the older bundles of the devices and of their pairing codes. */
export async function deleteOlderBundles(
  db: Db,
  orgId: string,
  devices: ReadonlyArray<{ id: string; code: string }>,
): Promise<void> {
  await db
    .deleteFrom('published_bundles')
    .where('org_id', '=', orgId)
    .where((eb) => ofDevicesOrCodes(eb, devices))
    .execute();
}

/** Stores the bodies not stored yet; marks every one used at `used_at` (DEV-18). */
export async function upsertBodies(
  db: Db,
  bodies: ReadonlyArray<Selectable<BundleBodiesTable>>,
): Promise<void> {
  for (let i = 0; i < bodies.length; i += INSERT_CHUNK) {
    await db
      .insertInto('bundle_bodies')
      .values(bodies.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ used_at: eb.ref('excluded.used_at') })))
      .execute();
  }
}

/** Deletes the organization's bodies no bundle names that were last used before `before`. */
export async function deleteUnusedBodies(db: Db, orgId: string, before: string): Promise<void> {
  await db
    .deleteFrom('bundle_bodies')
    .where('org_id', '=', orgId)
    .where('used_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('published_bundles')
            .select('id')
            .whereRef('published_bundles.body_id', '=', 'bundle_bodies.id'),
        ),
      ),
    )
    .execute();
}

export async function insertBundles(db: Db, rows: readonly BundleHeadRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('published_bundles')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
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

/** Publishes, for the publishes per day of the analytics page. */
export async function insertPublishEvents(
  db: Db,
  rows: ReadonlyArray<Insertable<PublishEventsTable>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('publish_events')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}
