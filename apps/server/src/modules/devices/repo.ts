import {
  DEVICE_CONNECTED_WITHIN_MS,
  playerReloadReasonSchema,
  type Device,
  type DeviceScreen,
  type DeviceStatus,
} from '@foyer/shared';
import { type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { DevicesTable } from '../../db/schema';
import { listVisibleItems } from '../../db/visible-items';

export type DeviceRow = Selectable<DevicesTable>;
export type DeviceChanges = Updateable<DevicesTable>;

/**
 * docs/product.md §3/§4: Connected when the device's screen made contact within DEVICE_CONNECTED_WITHIN_MS
 * of `now` (the app's clock), else Disconnected. Computed on every answer, never stored.
 */
export function deviceStatusAt(lastSeenAt: string | null, now: Date): DeviceStatus {
  if (!lastSeenAt) return 'Disconnected';
  const seen = Date.parse(lastSeenAt);
  return now.getTime() - seen <= DEVICE_CONNECTED_WITHIN_MS ? 'Connected' : 'Disconnected';
}

/**
 * The one mapper from a stored row to the API's Device (NULL pairing code answers ''). `status`
 * is computed from `last_seen_at` at `now`.
 */
export function rowToDevice(row: DeviceRow, now: Date): Device {
  return {
    id: row.id,
    org_id: row.org_id,
    sub_org_id: row.sub_org_id,
    theme_id: row.theme_id,
    tenants_id: row.tenants_id,
    name: row.name,
    pairing_code: row.pairing_code ?? '',
    orientation: row.orientation,
    refresh_policy: row.refresh_policy,
    pairing_expires_at: row.pairing_expires_at,
    last_seen_at: row.last_seen_at,
    app_version: row.app_version,
    status: deviceStatusAt(row.last_seen_at, now),
    hasBeenPublished: Boolean(row.has_been_published),
    hasUnpublishedChanges: Boolean(row.has_unpublished_changes),
    always_on: row.always_on === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Devices of an organization by name; `subOrgIds` as listThemes (null: all). */
export async function listDevices(
  db: Db,
  orgId: string,
  subOrgIds: readonly string[] | null,
): Promise<DeviceRow[]> {
  return listVisibleItems(db, 'devices', orgId, subOrgIds);
}

/** Where each device of the organization stands: its id and building, nothing else. */
export async function listDevicePlacements(db: Db, orgId: string): Promise<DevicePlacementRow[]> {
  return db.selectFrom('devices').select(['id', 'sub_org_id']).where('org_id', '=', orgId).execute();
}

export type DevicePlacementRow = Pick<DeviceRow, 'id' | 'sub_org_id'>;

export async function findDeviceById(db: Db, id: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findDevicesByIds(db: Db, ids: readonly string[]): Promise<DeviceRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('devices').selectAll().where('id', 'in', ids).execute();
}

/** Another device of the organization holding `code`, if any. */
export async function findDeviceByPairingCode(
  db: Db,
  orgId: string,
  code: string,
): Promise<DeviceRow | undefined> {
  return db
    .selectFrom('devices')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('pairing_code', '=', code)
    .executeTakeFirst();
}

export async function insertDevice(db: Db, row: Insertable<DevicesTable>): Promise<DeviceRow> {
  await db.insertInto('devices').values(row).execute();
  const stored = await findDeviceById(db, row.id);
  if (!stored) throw new Error('Inserted device vanished');
  return stored;
}

export async function updateDevice(db: Db, id: string, changes: DeviceChanges): Promise<void> {
  await db.updateTable('devices').set(changes).where('id', '=', id).execute();
}

export async function updateDevices(db: Db, ids: readonly string[], changes: DeviceChanges): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('devices').set(changes).where('id', 'in', ids).execute();
}

export async function deleteDevice(db: Db, id: string): Promise<void> {
  await db.deleteFrom('devices').where('id', '=', id).execute();
}

/** Names of the devices showing the theme (what stops its delete). */
export async function deviceNamesUsingTheme(db: Db, themeId: string): Promise<string[]> {
  const rows = await db.selectFrom('devices').select('name').where('theme_id', '=', themeId).execute();
  return rows.map((row) => row.name);
}

/**
 * What the device's screen reported (SCR-16), with its newest published version to compare, and
 * whether a screen is linked to it at all.
 */
export function rowToDeviceScreen(
  row: DeviceRow,
  publishedVersion: number | null,
  linked: boolean,
): DeviceScreen {
  const reason = playerReloadReasonSchema.safeParse(row.player_reload_reason);
  return {
    linked,
    published_version: publishedVersion,
    shown_version: row.shown_version === null ? null : Number(row.shown_version),
    shown_since: row.shown_since,
    started_at: row.player_started_at,
    last_reload_reason: reason.success ? reason.data : null,
    legacy: row.player_legacy === null ? null : Boolean(row.player_legacy),
  };
}

/** The device as the devices calls answer it: with its screen's report. */
export function rowToDeviceWithScreen(
  row: DeviceRow,
  now: Date,
  publishedVersion: number | null,
  linked: boolean,
): Device {
  return { ...rowToDevice(row, now), screen: rowToDeviceScreen(row, publishedVersion, linked) };
}

/** The newest published version of each device of the organization that has a bundle. */
export async function publishedVersionsOfOrganization(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('published_bundles')
    .select(['device_id', (eb) => eb.fn.max('version').as('version')])
    .where('org_id', '=', orgId)
    .groupBy('device_id')
    .execute();
  return new Map(rows.map((row) => [row.device_id, Number(row.version)]));
}

/** The newest published version of one device; null without a bundle. */
export async function publishedVersionOf(db: Db, deviceId: string): Promise<number | null> {
  const row = await db
    .selectFrom('published_bundles')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row?.version === null || row?.version === undefined ? null : Number(row.version);
}
