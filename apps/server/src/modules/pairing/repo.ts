import type { PlayerState } from '@foyer/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PlayersTable } from '../../db/schema';

/** The players table: each browser that opened /display, its pairing code and its device. */
export type PlayerRow = Selectable<PlayersTable>;

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

/** The players linked to any of the devices or holding any of the codes. */
export async function playersOfDevicesOrCodes(
  db: Db,
  deviceIds: readonly string[],
  codes: readonly string[],
): Promise<Array<Pick<PlayerRow, 'device_id' | 'pairing_code'>>> {
  if (deviceIds.length === 0) return [];
  return db
    .selectFrom('players')
    .select(['device_id', 'pairing_code'])
    .where((eb) => eb.or([eb('device_id', 'in', deviceIds), eb('pairing_code', 'in', codes)]))
    .execute();
}

export async function playersOfDevice(db: Db, deviceId: string): Promise<PlayerRow[]> {
  return db.selectFrom('players').selectAll().where('device_id', '=', deviceId).execute();
}

/** The devices of the organization a screen is linked to (it showed their code). */
export async function linkedDeviceIds(db: Db, orgId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('players')
    .innerJoin('devices', 'devices.id', 'players.device_id')
    .select('players.device_id')
    .where('devices.org_id', '=', orgId)
    .execute();
  return new Set(rows.map((row) => row.device_id).filter((id): id is string => id !== null));
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
