import { ROLE_TABLE, type Role } from '@foyer/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { UsersTable } from '../../db/schema';

/** A device with what an alert names: its building (sub-organization) and organization. */
export interface OutageDeviceRow {
  id: string;
  org_id: string;
  sub_org_id: string | null;
  name: string;
  last_seen_at: string | null;
  offline_since: string | null;
  /** 1: ignores its building's hours, so it is never asleep on purpose (SCH-8). */
  always_on: number;
  organization_name: string;
  /** Null for a device of the whole organization. */
  building: string | null;
  /** The organization's delay; null: no e-mails. */
  alert_minutes: number | null;
}

function devicesWithPlace(db: Db) {
  return db
    .selectFrom('devices as d')
    .innerJoin('organizations as o', 'o.id', 'd.org_id')
    .leftJoin('sub_organizations as s', 's.id', 'd.sub_org_id')
    .select([
      'd.id',
      'd.org_id',
      'd.sub_org_id',
      'd.name',
      'd.last_seen_at',
      'd.offline_since',
      'd.always_on',
      'o.name as organization_name',
      's.name as building',
      'o.screen_offline_alert_minutes as alert_minutes',
    ])
    .orderBy('d.org_id')
    .orderBy('d.name')
    .orderBy('d.id');
}

/**
 * Published devices of organizations with e-mails on, seen at least once and last at or before
 * `seenBefore`, whose outage is not reported yet. The caller applies each organization's own
 * delay; `seenBefore` (the shortest allowed delay) only keeps the list short.
 */
export async function findUnreportedOutages(db: Db, seenBefore: string): Promise<OutageDeviceRow[]> {
  return devicesWithPlace(db)
    .where('o.screen_offline_alert_minutes', 'is not', null)
    .where('d.offline_since', 'is', null)
    .where('d.last_seen_at', '<=', seenBefore)
    .where((eb) =>
      eb.exists(eb.selectFrom('published_bundles as b').select('b.id').whereRef('b.device_id', '=', 'd.id')),
    )
    .execute();
}

/**
 * Marks the outages of `ids` as reported, each with its last contact, unless another check got
 * there first or the screen made contact meanwhile: a single conditional UPDATE, so of several
 * checks (server instances) exactly one gets each device. Answers the devices this call got.
 */
export async function claimOutages(
  db: Db,
  ids: readonly string[],
  seenBefore: string,
): Promise<{ id: string; offline_since: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .updateTable('devices')
    .set((eb) => ({ offline_since: eb.ref('last_seen_at') }))
    .where('id', 'in', ids)
    .where('offline_since', 'is', null)
    .where('last_seen_at', '<=', seenBefore)
    .returning(['id', 'offline_since'])
    .execute();
}

/** Undoes claimOutages when no e-mail went out, so the next check tries again. */
export async function releaseOutages(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('devices')
    .set({ offline_since: null })
    .where('id', 'in', ids)
    .where('offline_since', 'is not', null)
    .execute();
}

/** Devices reported offline that made contact since (in any organization; the caller filters). */
export async function findReturns(db: Db): Promise<OutageDeviceRow[]> {
  return devicesWithPlace(db)
    .where('d.offline_since', 'is not', null)
    .whereRef('d.last_seen_at', '>', 'd.offline_since')
    .execute();
}

/** Ends the reported outages of `ids` whose screen is back; as claimOutages, one check gets each. */
export async function claimReturns(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('devices')
    .set({ offline_since: null })
    .where('id', 'in', ids)
    .where('offline_since', 'is not', null)
    .whereRef('last_seen_at', '>', 'offline_since')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Undoes claimReturns when no e-mail went out, unless a new outage was reported meanwhile. */
export async function restoreReturns(
  db: Db,
  devices: readonly { id: string; offline_since: string | null }[],
): Promise<void> {
  for (const device of devices) {
    await db
      .updateTable('devices')
      .set({ offline_since: device.offline_since })
      .where('id', '=', device.id)
      .where('offline_since', 'is', null)
      .execute();
  }
}

/**
 * Forgets reported outages in organizations that turned the e-mails off, without a 'back' e-mail
 * they no longer want; turned on again, a screen still offline is reported afresh.
 */
export async function forgetOutagesWithoutAlerts(db: Db): Promise<void> {
  await db
    .updateTable('devices')
    .set({ offline_since: null })
    .where('offline_since', 'is not', null)
    .where('org_id', 'in', (eb) =>
      eb.selectFrom('organizations').select('id').where('screen_offline_alert_minutes', 'is', null),
    )
    .execute();
}

/**
 * Members of the organization whose role gets the e-mails (the role table decides) and who have
 * accepted their invitation: an address nobody confirmed gets no mail about the screens.
 */
export async function findOfflineMailRecipients(
  db: Db,
  orgId: string,
): Promise<Array<Selectable<UsersTable>>> {
  const roles: readonly Role[] = ROLE_TABLE['screens:offline-alerts'];
  return db
    .selectFrom('users')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('role', 'in', roles)
    .where('is_invited', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
