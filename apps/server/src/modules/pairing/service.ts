import crypto from 'node:crypto';
import {
  DEVICE_MESSAGES,
  makePairingCode,
  PAIRING_CODE_TTL_MS,
  SCREEN_MESSAGES,
  type PairResult,
  type PlayerState,
} from '@foyer/shared';
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { AppContext } from '../../platform/context';
import { Conflict, Invalid } from '../../platform/errors';
import type { ScreenChange } from '../../platform/events';
import type { DevicesTable, PlayersTable } from '../../db/schema';
import { createToken, hashToken, newId } from '../../platform/tokens';
import {
  findPlayerByCode,
  findPlayerById,
  findPlayerBySecretHash,
  insertPlayer,
  isCodeInUse,
  linkedDeviceIds,
  linkPlayer,
  playersOfDevice,
  playersOfDevicesOrCodes,
  rowToPlayerState,
  setPlayerCode,
} from './repo';

/*
 * What other modules read of players: the screens module holds a player for each call and
 * stream of a screen, the devices' answers say whether a screen is linked.
 */

/** A player as stored (its secret's hash, code and device): what the screens' calls and streams act as. */
export type PlayerRow = Selectable<PlayersTable>;

/** The screens' calls: the player of a secret's hash (compared again by the caller). */
export async function playerBySecretHash(db: Db, hash: string): Promise<PlayerRow | undefined> {
  return findPlayerBySecretHash(db, hash);
}

/** The screens' streams: a player as stored now, after a change to it. */
export async function playerById(db: Db, id: string): Promise<PlayerRow | undefined> {
  return findPlayerById(db, id);
}

/** The screens' /me and stream: where the player stands (its code, its device). */
export function playerState(row: PlayerRow): PlayerState {
  return rowToPlayerState(row);
}

/** The devices list: which of the organization's devices a screen is linked to (it showed their code). */
export async function linkedDevicesOf(db: Db, orgId: string): Promise<Set<string>> {
  return linkedDeviceIds(db, orgId);
}

/** True when a screen is linked to the device: it showed the device's code. */
export async function isDeviceLinked(db: Db, deviceId: string): Promise<boolean> {
  return (await playersOfDevice(db, deviceId)).length > 0;
}

/*
 * Device-code pairing (docs/architecture.md "Screens and live delivery"). A player asks for a code and
 * gets a secret; staff type the code into a device; saving (or publishing) that device links the
 * player to it. Codes are unique among players and never equal to any device's code, so a code
 * names one screen. Linking happens only when a device is saved or published with the code: a
 * code no player holds is saved as it is and the device waits (the server never hands out a code
 * a device already uses, so the waiting device is linked when staff save it with a code a
 * screen shows).
 */

const ATTEMPTS = 10;
const CODE_SAVEPOINT = 'pairing_code_attempt';

/** A random code by the shared rule (uniform: `randomInt` has no modulo bias). */
export function randomPairingCode(): string {
  return makePairingCode((n) => crypto.randomInt(n));
}

/** A code no player and no device of any organization holds (checked; the unique index settles races). */
async function freeCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = randomPairingCode();
    if (!(await isCodeInUse(db, code))) return code;
  }
  throw new Error('No free pairing code found');
}

/**
 * Retries `write` with fresh codes while another player took the code in between. Inside a
 * transaction each attempt runs under a savepoint: on PostgreSQL a unique violation aborts the
 * whole transaction, so without rolling back to the savepoint the next attempt (and everything
 * after it) would fail.
 */
async function withFreeCode<T>(db: Db, write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const code = await freeCode(db);
    if (db.isTransaction) await sql`savepoint ${sql.id(CODE_SAVEPOINT)}`.execute(db);
    try {
      const result = await write(code);
      if (db.isTransaction) await sql`release savepoint ${sql.id(CODE_SAVEPOINT)}`.execute(db);
      return result;
    } catch (error) {
      if (db.isTransaction) await rollbackToSavepoint(db, error);
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Undoes a failed attempt; when even that fails, the attempt's own error is the one to report. */
async function rollbackToSavepoint(db: Db, cause: unknown): Promise<void> {
  try {
    await sql`rollback to savepoint ${sql.id(CODE_SAVEPOINT)}`.execute(db);
    await sql`release savepoint ${sql.id(CODE_SAVEPOINT)}`.execute(db);
  } catch {
    throw cause;
  }
}

const expiryFrom = (now: Date) => new Date(now.getTime() + PAIRING_CODE_TTL_MS).toISOString();

/** A new player: its code, the code's expiry and the secret it keeps (shown once). */
export async function createPlayer(ctx: AppContext, appVersion: string | undefined): Promise<PairResult> {
  const now = ctx.now();
  const secret = createToken();
  const id = newId();
  const expiresAt = expiryFrom(now);
  const code = await withFreeCode(ctx.db, async (candidate) => {
    await insertPlayer(ctx.db, {
      id,
      secret_hash: hashToken(secret),
      pairing_code: candidate,
      pairing_expires_at: expiresAt,
      device_id: null,
      org_id: null,
      app_version: appVersion ?? null,
      last_seen_at: now.toISOString(),
      created_at: now.toISOString(),
    });
    return candidate;
  });
  return { player_id: id, pairing_code: code, pairing_expires_at: expiresAt, device_secret: secret };
}

/**
 * A known player asking again: a waiting one gets a new code and expiry; a linked one keeps its
 * state (its code is its device's code). The secret is never sent again.
 */
export async function renewPlayer(ctx: AppContext, player: PlayerRow): Promise<PairResult> {
  const same = {
    player_id: player.id,
    pairing_code: player.pairing_code,
    pairing_expires_at: player.pairing_expires_at,
  };
  if (player.device_id) return same;
  const expiresAt = expiryFrom(ctx.now());
  let renewed = true;
  const code = await withFreeCode(ctx.db, async (candidate) => {
    renewed = await setPlayerCode(ctx.db, player.id, candidate, expiresAt, { unlink: false });
    return candidate;
  });
  // Linked in the meantime: answer its state as it is now.
  if (!renewed) return same;
  await ctx.events.emit({ kind: 'player', player_id: player.id, device_id: null, org_id: null });
  return { player_id: player.id, pairing_code: code, pairing_expires_at: expiresAt };
}

/** Gives a player a fresh code and no device (its device was deleted or took another code). */
async function unlinkPlayer(db: Db, player: PlayerRow, now: Date): Promise<ScreenChange> {
  await withFreeCode(db, async (code) => {
    await setPlayerCode(db, player.id, code, expiryFrom(now), { unlink: true });
  });
  return { kind: 'player', player_id: player.id, device_id: null, org_id: null };
}

/** Unlinks every player of a device (before the device is deleted); answers the events to emit. */
export async function unlinkPlayersOfDevice(db: Db, deviceId: string, now: Date): Promise<ScreenChange[]> {
  const events: ScreenChange[] = [];
  for (const player of await playersOfDevice(db, deviceId)) events.push(await unlinkPlayer(db, player, now));
  return events;
}

/** A device's screen report fields when no screen has reported for it (SCR-14). */
const NO_SCREEN_REPORT = {
  shown_version: null,
  shown_since: null,
  player_started_at: null,
  player_reload_reason: null,
  player_legacy: null,
  // A screen that never drew the running alert must not inherit another screen's receipt.
  shown_alert_id: null,
} as const;

/** What pairing changes on the device's own row: the screen's facts, or their absence. */
export type DeviceScreenFields = Updateable<DevicesTable>;

export interface DeviceLink {
  /** To emit once the transaction committed. */
  events: ScreenChange[];
  /** To write on the device in the same transaction; null: nothing changed. */
  device: DeviceScreenFields | null;
}

/**
 * Whether saving the device with `code` changes or refuses something for this player: a player
 * of the device shows another code (it is unlinked), or the player showing the code is not the
 * device's (it is linked, or the save refused). The one rule of `linkDeviceToPlayer`, which acts
 * on it, and of `devicesToRelink`, which only asks.
 */
function linkChanges(
  device: { id: string; code: string | null },
  player: Pick<PlayerRow, 'device_id' | 'pairing_code'>,
): boolean {
  if (player.device_id === device.id) return player.pairing_code !== device.code;
  return device.code !== null && player.pairing_code === device.code;
}

/**
 * Of the devices, each saved again with its own code, those for which `linkDeviceToPlayer` would
 * change or refuse something (`linkChanges`). The others' screens are linked as they should be
 * (publish many, DEV-18).
 */
export async function devicesToRelink(
  db: Db,
  devices: ReadonlyArray<{ id: string; code: string }>,
): Promise<Set<string>> {
  const codeOf = new Map(devices.map((d) => [d.id, d.code]));
  const deviceOfCode = new Map(devices.map((d) => [d.code, d.id]));
  const relink = new Set<string>();
  const players = await playersOfDevicesOrCodes(db, [...codeOf.keys()], [...deviceOfCode.keys()]);
  for (const player of players) {
    // The devices a player concerns: the one it is linked to, the one saved with the code it shows.
    for (const id of [player.device_id, deviceOfCode.get(player.pairing_code)]) {
      if (id === null || id === undefined) continue;
      const code = codeOf.get(id);
      if (code !== undefined && linkChanges({ id, code }, player)) relink.add(id);
    }
  }
  return relink;
}

/**
 * Run in the transaction that saves a device with `code` (create, update, publish), after the
 * checks of the devices service: players linked to the device under another code are unlinked;
 * the player holding `code` is linked, unless another device has it (409) or its code expired
 * (400 with the code's field). The device is then to show the code's expiry and the player's last
 * contact: the fields are answered for the devices service to write, so that pairing does not
 * depend on the devices module. No player holds the code: nothing to link, the device waits.
 */
export async function linkDeviceToPlayer(
  db: Db,
  device: { id: string; org_id: string },
  code: string | null,
  now: Date,
): Promise<DeviceLink> {
  const events: ScreenChange[] = [];
  for (const player of await playersOfDevice(db, device.id)) {
    if (linkChanges({ id: device.id, code }, player)) events.push(await unlinkPlayer(db, player, now));
  }
  // What an unlinked screen reported is no longer this device's.
  const unlinked = { events, device: events.length > 0 ? { ...NO_SCREEN_REPORT } : null };
  if (!code) return unlinked;
  const holder = await findPlayerByCode(db, code);
  if (!holder || !linkChanges({ id: device.id, code }, holder)) return unlinked;
  if (holder.device_id !== null) throw new Conflict(DEVICE_MESSAGES.pairingCodeTaken);
  if (holder.pairing_expires_at <= now.toISOString()) {
    throw new Invalid(SCREEN_MESSAGES.pairingExpired, [
      { path: 'pairing_code', message: SCREEN_MESSAGES.pairingExpired },
    ]);
  }
  if (!(await linkPlayer(db, holder.id, device.id, device.org_id))) {
    throw new Conflict(DEVICE_MESSAGES.pairingCodeTaken);
  }
  events.push({ kind: 'player', player_id: holder.id, device_id: device.id, org_id: device.org_id });
  return {
    events,
    device: {
      pairing_expires_at: holder.pairing_expires_at,
      last_seen_at: holder.last_seen_at,
      ...(holder.app_version ? { app_version: holder.app_version } : {}),
      // Its page's facts carry over; what it shows is confirmed by its next report.
      ...NO_SCREEN_REPORT,
      player_started_at: holder.started_at,
      player_reload_reason: holder.reload_reason,
      player_legacy: holder.legacy,
    },
  };
}
