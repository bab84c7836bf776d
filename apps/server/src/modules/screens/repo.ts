import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { Db } from '../../db/connection';

/** Whole minutes since the epoch: the contact bucket of an instant. */
export function minuteOf(at: Date): number {
  return Math.floor(at.getTime() / 60_000);
}

export interface ContactWrite {
  playerId: string;
  deviceId: string | null;
  orgId: string | null;
  at: string;
  minute: number;
  /** Only when the player sent one. */
  appVersion: string | undefined;
  /** Also add the device's contact row of this minute. */
  addMinute: boolean;
}

/**
 * Contacts of many players in one transaction (contacts.ts batches the calls that arrive while a
 * write is under way: a restart's herd of screens costs a few transactions, not one per screen).
 * Each player's row and its device's get `last_seen_at` (and the version, when sent), contacts
 * with the same version in one statement per chunk, stamped with their latest time; each device
 * gets its contact row of each minute it was seen in.
 */
export async function writeContactBatch(db: Db, contacts: readonly ContactWrite[]): Promise<void> {
  // A player twice in one batch (a new version): its last contact, with the last version it sent.
  const latest = new Map<string, ContactWrite>();
  const minutes = new Map<number, Set<string>>();
  for (const contact of contacts) {
    const before = latest.get(contact.playerId);
    latest.set(contact.playerId, { ...contact, appVersion: contact.appVersion ?? before?.appVersion });
    if (!contact.addMinute || !contact.deviceId || !contact.orgId) continue;
    const devices = minutes.get(contact.minute) ?? new Set<string>();
    minutes.set(contact.minute, devices.add(contact.deviceId));
  }
  const byVersion = new Map<string | undefined, ContactWrite[]>();
  for (const contact of latest.values()) {
    const group = byVersion.get(contact.appVersion);
    if (group) group.push(contact);
    else byVersion.set(contact.appVersion, [contact]);
  }
  const groups = [...byVersion].map(([appVersion, group]) => ({
    at: group.reduce((last, c) => (c.at > last ? c.at : last), ''),
    version: appVersion === undefined ? {} : { app_version: appVersion },
    players: group.map((c) => c.playerId).sort(),
    devices: [...new Set(group.flatMap((c) => (c.deviceId && c.orgId ? [c.deviceId] : [])))].sort(),
  }));
  await db.transaction().execute(async (trx) => {
    // Every player, then every device, as the streams' periodic write (`writeContacts`) does: the
    // same order of locks, so the two never wait on each other in a cycle (PostgreSQL deadlock).
    for (const { at, version, players } of groups) {
      for (const ids of chunks(players)) {
        await trx
          .updateTable('players')
          .set({ last_seen_at: at, ...version })
          .where('id', 'in', ids)
          .execute();
      }
    }
    for (const { at, version, devices } of groups) {
      for (const ids of chunks(devices)) {
        await trx
          .updateTable('devices')
          .set({ last_seen_at: at, ...version })
          .where('id', 'in', ids)
          .execute();
      }
    }
    for (const [minute, devices] of minutes) {
      for (const ids of chunks([...devices])) await addContactMinutes(trx, ids, minute);
    }
  });
}

/**
 * The contact rows of `minute` for the devices that still exist (one deleted meanwhile is skipped,
 * not a foreign-key failure of the whole batch); a row already there stays.
 */
async function addContactMinutes(db: Db, deviceIds: readonly string[], minute: number): Promise<void> {
  await db
    .insertInto('device_contacts')
    .columns(['device_id', 'org_id', 'minute'])
    .expression(
      db
        .selectFrom('devices')
        .select(['id as device_id', 'org_id', sql.lit(Math.trunc(minute)).as('minute')])
        .where('id', 'in', deviceIds),
    )
    .onConflict((oc) => oc.columns(['device_id', 'minute']).doNothing())
    .execute();
}

/**
 * The contact of every open stream of this instance, in one transaction of a few statements
 * (chunked so no statement exceeds the dialects' parameter limits).
 */
export async function writeContacts(
  db: Db,
  at: string,
  minute: number,
  playerIds: readonly string[],
  devices: ReadonlyArray<{ id: string; org_id: string }>,
): Promise<void> {
  if (playerIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const ids of chunks(playerIds)) {
      await trx.updateTable('players').set({ last_seen_at: at }).where('id', 'in', ids).execute();
    }
    for (const part of chunks(devices)) {
      await trx
        .updateTable('devices')
        .set({ last_seen_at: at })
        .where(
          'id',
          'in',
          part.map((d) => d.id),
        )
        .execute();
      await addContactMinutes(
        trx,
        part.map((d) => d.id),
        minute,
      );
    }
  });
}

/** Drops what analytics no longer shows, and players that stopped asking for a code long ago. */
export async function pruneScreenHistory(
  db: Db,
  contactsBeforeMinute: number,
  publishesBefore: string,
  abandonedBefore: string,
): Promise<void> {
  await db.deleteFrom('device_contacts').where('minute', '<', contactsBeforeMinute).execute();
  await db.deleteFrom('publish_events').where('published_at', '<', publishesBefore).execute();
  await db
    .deleteFrom('players')
    .where('device_id', 'is', null)
    .where('pairing_expires_at', '<', abandonedBefore)
    .execute();
}

/** The newest bundle's id and version of a device (what a conditional poll needs), no document. */
export async function latestBundleVersion(
  db: Db,
  deviceId: string,
): Promise<{ id: string; version: number } | undefined> {
  const row = await db
    .selectFrom('published_bundles')
    .select(['id', 'version'])
    .where('device_id', '=', deviceId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, version: Number(row.version) };
}
