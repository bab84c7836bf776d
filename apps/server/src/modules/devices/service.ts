import {
  describeChanges,
  defaultDeviceName,
  DEVICE_DEFAULTS,
  DEVICE_MESSAGES,
  ORGANIZATION_MESSAGES,
  type Device,
  type DeviceSleep,
  type deviceInputSchema,
} from '@foyer/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { DevicesTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { Conflict, NotFound } from '../../platform/errors';
import { requireOwnOrganization } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import {
  authorizeItem,
  authorizeWriteInto,
  listScope,
  refusingVanishedSubOrganization,
} from '../item-access/service';
import {
  isDeviceLinked,
  linkDeviceToPlayer,
  linkedDevicesOf,
  unlinkPlayersOfDevice,
} from '../pairing/service';
import { listBuildings, sleepingBuildings } from '../sub-organizations/service';
import { requireUsableTenants, tenantListName } from '../tenants/service';
import { requireUsableTheme, themeName } from '../themes/service';
import {
  deleteDevice,
  deviceStatusAt,
  findDeviceById,
  findDeviceByPairingCode,
  findDevicesByIds,
  insertDevice,
  listDevicePlacements,
  listDevices,
  publishedVersionOf,
  publishedVersionsOfOrganization,
  rowToDevice,
  rowToDeviceWithScreen,
  updateDevice,
  updateDevices,
  type DeviceChanges,
} from './repo';
import { emitAll, type ScreenChange } from '../../platform/events';

/*
 * What other modules read and do of devices, each on `db`, which may be their transaction.
 */

/** A device as stored: the emergency alerts read its screen's facts (last contact, the alert it shows). */
export type DeviceRow = Selectable<DevicesTable>;

/** A device's id and building: all an alert's scope needs of it. */
export type DevicePlacement = Pick<DeviceRow, 'id' | 'sub_org_id'>;

/**
 * Emergency alerts: every device's id and building, to resolve an alert's scope. A tenth of the
 * time of whole rows on PostgreSQL with 10,000 devices (3–5 ms against 30–40 ms), and a start
 * reads it twice: once to check the scope, once for the screens (issue 30).
 */
export async function devicePlacementsOf(db: Db, orgId: string): Promise<DevicePlacement[]> {
  return listDevicePlacements(db, orgId);
}

/** Emergency alerts: every device of the organization, to resolve an alert's scope and its screens. */
export async function allDevicesOf(db: Db, orgId: string): Promise<DeviceRow[]> {
  return listDevices(db, orgId, null);
}

/** Emergency alerts and analytics: whether a screen last seen at `lastSeenAt` is connected at `now`. */
export function isConnectedAt(lastSeenAt: string | null, now: Date): boolean {
  return deviceStatusAt(lastSeenAt, now) === 'Connected';
}

/** The analytics page: a device of `visibleDeviceRows` as the API answers it, its status at `now`. */
export function toDevice(row: DeviceRow, now: Date): Device {
  return rowToDevice(row, now);
}

/** Publish: the device takes the published theme, list and code, is published, and is answered as saved. */
export async function markPublished(
  db: Db,
  id: string,
  published: { themeId: string; tenantsId: string | null; pairingCode: string },
  at: string,
): Promise<Device | undefined> {
  await updateDevice(db, id, {
    theme_id: published.themeId,
    tenants_id: published.tenantsId,
    pairing_code: published.pairingCode,
    has_been_published: 1,
    has_unpublished_changes: 0,
    updated_at: at,
  });
  const saved = await findDeviceById(db, id);
  return saved && rowToDevice(saved, new Date(at));
}

/** Publish many: the devices each marked published as saved (theme, list and code kept), answered as saved. */
export async function markManyPublished(db: Db, ids: readonly string[], at: string): Promise<Device[]> {
  await updateDevices(db, ids, { has_been_published: 1, has_unpublished_changes: 0, updated_at: at });
  const now = new Date(at);
  return (await findDevicesByIds(db, ids)).map((row) => rowToDevice(row, now));
}

/** Publish many: the devices by id, as stored; the caller authorizes each. */
export async function devicesByIds(db: Db, ids: readonly string[]): Promise<Map<string, DeviceRow>> {
  return new Map((await findDevicesByIds(db, ids)).map((row) => [row.id, row]));
}

export type DeviceBody = z.output<typeof deviceInputSchema>;

export const deviceMessages = {
  notFound: DEVICE_MESSAGES.notFound,
  notAllowed: DEVICE_MESSAGES.notAllowed,
  subOrganizationNotAllowed: DEVICE_MESSAGES.subOrganizationNotAllowed,
};

/** A device of the organization the actor may take `action` on. */
export async function findAuthorizedDevice(
  db: Db,
  actor: AuthActor,
  id: string,
  action: 'content:read' | 'content:write',
): Promise<DeviceRow> {
  const row = await findDeviceById(db, id);
  if (!row) throw new NotFound(DEVICE_MESSAGES.notFound);
  authorizeItem(actor, row, action, deviceMessages);
  return row;
}

/** 409 when another device of the organization holds the code. */
export async function requireFreePairingCode(
  db: Db,
  orgId: string,
  code: string | null,
  deviceId: string | null,
): Promise<void> {
  if (!code) return;
  const holder = await findDeviceByPairingCode(db, orgId, code);
  if (holder && holder.id !== deviceId) throw new Conflict(DEVICE_MESSAGES.pairingCodeTaken);
}

/** Unique index races become 409, vanished sub-organizations 400. */
function translatingWriteErrors<T>(subOrgId: string | null, write: () => Promise<T>): Promise<T> {
  return refusingVanishedSubOrganization(subOrgId, async () => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(DEVICE_MESSAGES.pairingCodeTaken);
      throw error;
    }
  });
}

/**
 * In the transaction that saves or publishes a device with `code`: links the screen showing the
 * code and unlinks others (pairing service), and writes what that changes on the device. Answers
 * the events to emit after the commit.
 */
export async function relinkScreens(
  db: Db,
  device: { id: string; org_id: string },
  code: string | null,
  now: Date,
): Promise<ScreenChange[]> {
  const link = await linkDeviceToPlayer(db, device, code, now);
  if (link.device) await updateDevice(db, device.id, link.device);
  return link.events;
}

/**
 * The devices list's rule (also the analytics page's): the organization's devices the actor
 * reaches, `subOrgId` narrowing to one; with the sub-organizations it took (null: all).
 */
export async function visibleDeviceRows(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<{ scope: readonly string[] | null; rows: DeviceRow[] }> {
  const scope = await listScope(
    ctx.db,
    actor,
    orgId,
    subOrgId,
    deviceMessages,
    ORGANIZATION_MESSAGES.notFound,
  );
  return { scope, rows: await listDevices(ctx.db, orgId, scope) };
}

export async function listVisibleDevices(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<Device[]> {
  const { rows } = await visibleDeviceRows(ctx, actor, orgId, subOrgId);
  if (rows.length === 0) return [];
  const published = await publishedVersionsOfOrganization(ctx.db, orgId);
  const linked = await linkedDevicesOf(ctx.db, orgId);
  const now = ctx.now();
  const asleep = await sleepOf(ctx, orgId, now);
  return rows.map((row) => ({
    ...rowToDeviceWithScreen(row, now, published.get(row.id) ?? null, linked.has(row.id)),
    asleep: asleep(row),
  }));
}

/**
 * Until when each building's screens sleep now, outside its opening hours (docs/decisions/
 * schedules.md SCH-7), for 'Asleep until 07:00'; null: awake.
 */
async function sleepOf(
  ctx: AppContext,
  orgId: string,
  now: Date,
): Promise<(device: Pick<DeviceRow, 'sub_org_id' | 'always_on' | 'shown_alert_id'>) => DeviceSleep | null> {
  const buildings = await sleepingBuildings(ctx.db, orgId, now.getTime());
  return ({ sub_org_id: subOrgId, always_on: alwaysOn, shown_alert_id: alertShown }) => {
    // An emergency alert wakes the screen (SCH-6): while it reports one, it is not asleep.
    if (alertShown !== null) return null;
    const building = subOrgId === null || alwaysOn === 1 ? undefined : buildings.get(subOrgId);
    if (!building) return null;
    const until = building.until === null ? null : new Date(building.until).toISOString();
    return { until, time_zone: building.time_zone };
  };
}

/** One stored device as the devices calls answer it, with its newest published version. */
async function deviceAnswer(ctx: AppContext, row: DeviceRow): Promise<Device> {
  const now = ctx.now();
  return {
    ...rowToDeviceWithScreen(
      row,
      now,
      await publishedVersionOf(ctx.db, row.id),
      await isDeviceLinked(ctx.db, row.id),
    ),
    asleep: (await sleepOf(ctx, row.org_id, now))(row),
  };
}

export async function getDevice(ctx: AppContext, actor: AuthActor, id: string): Promise<Device> {
  return deviceAnswer(ctx, await findAuthorizedDevice(ctx.db, actor, id, 'content:read'));
}

/** docs/product.md §3 defaults: Disconnected, app 1.0.0, landscape; a blank name 'Device {date} {time}'. */
export async function createDevice(ctx: AppContext, actor: AuthActor, body: DeviceBody): Promise<Device> {
  requireOwnOrganization(actor, body.org_id, ORGANIZATION_MESSAGES.notFound);
  const subOrgId = body.sub_org_id ?? null;
  await authorizeWriteInto(ctx.db, actor, actor.org_id, subOrgId, deviceMessages);
  if (body.theme_id) await requireUsableTheme(ctx.db, actor, body.theme_id);
  if (body.tenants_id) await requireUsableTenants(ctx.db, actor, body.tenants_id);
  const code = body.pairing_code || null;
  await requireFreePairingCode(ctx.db, actor.org_id, code, null);
  const now = ctx.now();
  const at = now.toISOString();
  const id = newId();
  const events = await translatingWriteErrors(subOrgId, () =>
    ctx.db.transaction().execute(async (trx) => {
      await insertDevice(trx, {
        id,
        org_id: actor.org_id,
        sub_org_id: subOrgId,
        name: body.name || defaultDeviceName(now),
        theme_id: body.theme_id ?? null,
        tenants_id: body.tenants_id ?? null,
        pairing_code: code,
        orientation: body.orientation ?? DEVICE_DEFAULTS.orientation,
        refresh_policy: body.refresh_policy ?? DEVICE_DEFAULTS.refresh_policy,
        app_version: DEVICE_DEFAULTS.app_version,
        status: body.status ?? DEVICE_DEFAULTS.status,
        always_on: body.always_on ? 1 : 0,
        has_been_published: 0,
        has_unpublished_changes: 0,
        created_at: at,
        updated_at: at,
      });
      return relinkScreens(trx, { id, org_id: actor.org_id }, code, now);
    }),
  );
  await emitAll(ctx.events, events);
  const saved = await findDeviceById(ctx.db, id);
  if (!saved) throw new NotFound(DEVICE_MESSAGES.notFound);
  await recordAudit(ctx, {
    orgId: saved.org_id,
    actor: auditActor(actor),
    action: 'device.created',
    targetType: 'Device',
    targetId: id,
    targetName: saved.name,
    details: saved.pairing_code ? `Pairing code ${saved.pairing_code}` : '',
  });
  return deviceAnswer(ctx, saved);
}

/**
 * What a device save changed, for the audit log, with the building, theme and list by name (ids
 * mean nothing to people), looked up only for the ones that changed.
 */
async function deviceChangeText(db: Db, before: DeviceRow, after: DeviceRow): Promise<string> {
  const onOff = (row: DeviceRow) => (row.always_on === 1 ? 'on' : 'off');
  const was: Record<string, unknown> = { ...before, always_on: onOff(before) };
  const now: Record<string, unknown> = { ...after, always_on: onOff(after) };
  const name = {
    sub_org_id: async (row: DeviceRow) => {
      if (!row.sub_org_id) return 'Organization-wide';
      const [building] = await listBuildings(db, row.org_id, [row.sub_org_id]);
      return building?.name ?? 'a deleted building';
    },
    theme_id: async (row: DeviceRow) =>
      row.theme_id ? ((await themeName(db, row.theme_id)) ?? 'a deleted theme') : null,
    tenants_id: async (row: DeviceRow) =>
      row.tenants_id ? ((await tenantListName(db, row.tenants_id)) ?? 'a deleted list') : null,
  };
  for (const field of ['sub_org_id', 'theme_id', 'tenants_id'] as const) {
    if (before[field] === after[field]) continue;
    was[field] = await name[field](before);
    now[field] = await name[field](after);
  }
  return describeChanges(was, now, DEVICE_AUDIT_FIELDS);
}

/** The device fields the audit log names when they change. */
const DEVICE_AUDIT_FIELDS = {
  name: 'Name',
  sub_org_id: 'Building',
  theme_id: 'Theme',
  tenants_id: 'Tenant list',
  pairing_code: 'Pairing code',
  orientation: 'Orientation',
  refresh_policy: 'Refresh',
  status: 'Status',
  always_on: 'Always on',
};

/**
 * The changes a body makes to a stored device, validated: absent fields keep their value.
 * A published device is marked as having unpublished changes.
 */
export async function deviceChanges(
  db: Db,
  actor: AuthActor,
  current: DeviceRow,
  body: DeviceBody,
  now: Date,
): Promise<DeviceChanges> {
  requireOwnOrganization(actor, body.org_id, DEVICE_MESSAGES.notFound);
  const subOrgId = body.sub_org_id === undefined ? current.sub_org_id : body.sub_org_id;
  if (subOrgId !== current.sub_org_id)
    await authorizeWriteInto(db, actor, current.org_id, subOrgId, deviceMessages);
  if (body.theme_id && body.theme_id !== current.theme_id) await requireUsableTheme(db, actor, body.theme_id);
  if (body.tenants_id && body.tenants_id !== current.tenants_id)
    await requireUsableTenants(db, actor, body.tenants_id);
  const code = body.pairing_code === undefined ? current.pairing_code : body.pairing_code || null;
  await requireFreePairingCode(db, current.org_id, code, current.id);
  const fields = {
    sub_org_id: subOrgId,
    name: body.name === undefined ? current.name : body.name || defaultDeviceName(now),
    theme_id: body.theme_id === undefined ? current.theme_id : body.theme_id,
    tenants_id: body.tenants_id === undefined ? current.tenants_id : body.tenants_id,
    pairing_code: code,
    orientation: body.orientation ?? current.orientation,
    refresh_policy: body.refresh_policy ?? current.refresh_policy,
    status: body.status ?? current.status,
  };
  // 'Always on' alone reaches the screen live (SCH-8): no publish is owed for it.
  const onlyAlwaysOn =
    body.always_on !== undefined &&
    (Object.keys(fields) as (keyof typeof fields)[]).every((key) => fields[key] === current[key]);
  return {
    ...fields,
    always_on: body.always_on === undefined ? current.always_on : body.always_on ? 1 : 0,
    has_unpublished_changes: onlyAlwaysOn
      ? current.has_unpublished_changes
      : current.has_been_published
        ? 1
        : 0,
    updated_at: now.toISOString(),
  };
}

export async function editDevice(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  body: DeviceBody,
): Promise<Device> {
  const current = await findAuthorizedDevice(ctx.db, actor, id, 'content:write');
  const now = ctx.now();
  const changes = await deviceChanges(ctx.db, actor, current, body, now);
  const events = await translatingWriteErrors(changes.sub_org_id ?? null, () =>
    ctx.db.transaction().execute(async (trx) => {
      await updateDevice(trx, id, changes);
      return relinkScreens(trx, current, changes.pairing_code ?? null, now);
    }),
  );
  await emitAll(ctx.events, events);
  // A screen moved to another building may enter or leave a building's emergency alert.
  if ((changes.sub_org_id ?? null) !== current.sub_org_id) {
    await ctx.events.emit({ kind: 'alert', org_id: current.org_id });
    await ctx.events.emit({ kind: 'schedule', org_id: current.org_id, sub_org_id: null });
  } else if (changes.always_on !== current.always_on) {
    // Always on, or back to the building's hours: its screen is told at once (SCH-8).
    await ctx.events.emit({ kind: 'schedule', org_id: current.org_id, sub_org_id: null });
  }
  const saved = await findDeviceById(ctx.db, id);
  if (!saved) throw new NotFound(DEVICE_MESSAGES.notFound);
  const changed = await deviceChangeText(ctx.db, current, saved);
  // A save that changed nothing is not news.
  if (changed) {
    await recordAudit(ctx, {
      orgId: saved.org_id,
      actor: auditActor(actor),
      action: 'device.updated',
      targetType: 'Device',
      targetId: id,
      targetName: saved.name,
      details: changed,
    });
  }
  return deviceAnswer(ctx, saved);
}

/**
 * Deletes the device and its published bundles; its screen is unlinked (a fresh code) and told
 * so at once (`state`, then `cleared`).
 */
export async function removeDevice(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const current = await findAuthorizedDevice(ctx.db, actor, id, 'content:write');
  const now = ctx.now();
  const events = await ctx.db.transaction().execute(async (trx) => {
    const unlinked = await unlinkPlayersOfDevice(trx, id, now);
    await trx.deleteFrom('published_bundles').where('device_id', '=', id).execute();
    await deleteDevice(trx, id);
    return unlinked;
  });
  await emitAll(ctx.events, events);
  await recordAudit(ctx, {
    orgId: current.org_id,
    actor: auditActor(actor),
    action: 'device.deleted',
    targetType: 'Device',
    targetId: id,
    targetName: current.name,
  });
}
