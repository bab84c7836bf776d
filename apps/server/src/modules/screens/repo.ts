import type { PlayerState } from '@foyer/shared';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PlayersTable, PublishEventsTable } from '../../db/schema';
import { inSubOrganizations } from '../content/visible-items';

export type PlayerRow = Selectable<PlayersTable>;

/** Whole minutes since the epoch: the contact bucket of an instant. */
export function minuteOf(at: Date): number {
  return Math.floor(at.getTime() / 60_000);
}

export function rowToPlayerState(row: PlayerRow): PlayerState {
  return {
    player_id: row.id,
    pairing_code: row.pairing_code,
    pairing_expires_at: row.pairing_expires_at,
    device_id: row.device_id,
  };
}

export async function findPlayerBySecretHash(db: Db, hash: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('secret_hash', '=', hash).executeTakeFirst();
}

export async function findPlayerById(db: Db, id: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPlayerByCode(db: Db, code: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('pairing_code', '=', code).executeTakeFirst();
}

export async function playersOfDevice(db: Db, deviceId: string): Promise<PlayerRow[]> {
  return db.selectFrom('players').selectAll().where('device_id', '=', deviceId).execute();
}

/** True when a player or any organization's device holds `code`. */
export async function isCodeInUse(db: Db, code: string): Promise<boolean> {
  const player = await db
    .selectFrom('players')
    .select('id')
    .where('pairing_code', '=', code)
    .executeTakeFirst();
  if (player) return true;
  const device = await db
    .selectFrom('devices')
    .select('id')
    .where('pairing_code', '=', code)
    .executeTakeFirst();
  return device !== undefined;
}

export async function insertPlayer(db: Db, row: Insertable<PlayersTable>): Promise<void> {
  await db.insertInto('players').values(row).execute();
}

/** A new code for a player, and (when given) no device any more. Answers whether it was updated. */
export async function setPlayerCode(
  db: Db,
  id: string,
  code: string,
  expiresAt: string,
  options: { unlink: boolean },
): Promise<boolean> {
  let query = db
    .updateTable('players')
    .set({
      pairing_code: code,
      pairing_expires_at: expiresAt,
      ...(options.unlink ? { device_id: null, org_id: null } : {}),
    })
    .where('id', '=', id);
  if (!options.unlink) query = query.where('device_id', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Links a waiting player to a device; false when it was linked meanwhile. */
export async function linkPlayer(db: Db, id: string, deviceId: string, orgId: string): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set({ device_id: deviceId, org_id: orgId })
    .where('id', '=', id)
    .where('device_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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

/** One contact of one player: its row, its device's row and the device's minute, one transaction. */
export async function writeContact(db: Db, contact: ContactWrite): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const version = contact.appVersion === undefined ? {} : { app_version: contact.appVersion };
    await trx
      .updateTable('players')
      .set({ last_seen_at: contact.at, ...version })
      .where('id', '=', contact.playerId)
      .execute();
    if (!contact.deviceId || !contact.orgId) return;
    await trx
      .updateTable('devices')
      .set({ last_seen_at: contact.at, ...version })
      .where('id', '=', contact.deviceId)
      .execute();
    if (contact.addMinute) await addContactMinutes(trx, [contact.deviceId], contact.minute);
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

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
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

/** One publish, for the publishes per day of the analytics page. */
export async function insertPublishEvent(db: Db, row: Insertable<PublishEventsTable>): Promise<void> {
  await db.insertInto('publish_events').values(row).execute();
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

export interface OnlineSpan {
  device_id: string;
  first: number;
  last: number;
}

/**
 * Runs of consecutive contact minutes per device since `fromMinute` ("gaps and islands": in a
 * run, minute minus its row number is constant). Contacts a minute apart (≤ 90 s) are one online
 * span; a missing minute (≥ 120 s) splits it.
 */
export async function onlineSpans(
  db: Db,
  deviceIds: readonly string[],
  fromMinute: number,
): Promise<OnlineSpan[]> {
  const spans: OnlineSpan[] = [];
  for (const ids of chunks(deviceIds)) {
    const rows = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('device_contacts')
          .select([
            'device_id',
            'minute',
            sql<number>`minute - row_number() over (partition by device_id order by minute)`.as('run'),
          ])
          .where('device_id', 'in', ids)
          .where('minute', '>=', fromMinute)
          .as('c'),
      )
      .select([
        'c.device_id',
        (eb) => eb.fn.min('c.minute').as('first'),
        (eb) => eb.fn.max('c.minute').as('last'),
      ])
      .groupBy(['c.device_id', 'c.run'])
      .orderBy('c.device_id')
      .orderBy('first')
      .execute();
    for (const row of rows) {
      spans.push({ device_id: row.device_id, first: Number(row.first), last: Number(row.last) });
    }
  }
  return spans;
}

/** Publishes per UTC day (YYYY-MM-DD) since `from`, among the given sub-organizations (null: all). */
export async function publishesPerDay(
  db: Db,
  orgId: string,
  from: string,
  subOrgIds: readonly string[] | null,
): Promise<Map<string, number>> {
  const day = sql<string>`substr(published_at, 1, 10)`;
  let query = db
    .selectFrom('publish_events')
    .select([day.as('day'), (eb) => eb.fn.countAll().as('count')])
    .where('org_id', '=', orgId)
    .where('published_at', '>=', from);
  if (subOrgIds) {
    query = query.where((eb) => inSubOrganizations(eb, subOrgIds));
  }
  const rows = await query.groupBy(day).execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
