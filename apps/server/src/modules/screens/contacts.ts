import type { AppContext } from '../../platform/context';
import { minuteOf, pruneScreenHistory, writeContact, writeContacts } from './repo';

/** At most one contact write per player (and so per device) in this interval. */
export const CONTACT_WRITE_INTERVAL_MS = 10_000;
/** Open streams count as contact: all of them are written in one batch this often. */
export const STREAM_TOUCH_INTERVAL_MS = 30_000;
/** Analytics shows 7 days; contacts and publishes are kept one day longer. */
const HISTORY_KEEP_MS = 8 * 24 * 60 * 60 * 1000;
/** A waiting player not heard of for this long is forgotten (it pairs anew when it returns). */
const ABANDONED_PLAYER_MS = 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** The throttle's memory is cleared when it grows beyond this many players. */
const MEMORY_LIMIT = 50_000;

export interface ContactOf {
  id: string;
  device_id: string | null;
  org_id: string | null;
}

interface Written {
  at: number;
  minute: number;
  deviceId: string | null;
  appVersion: string | null;
}

/**
 * Records the contacts of players: `last_seen_at` and `app_version` of the player and its device,
 * and one contact row per device and minute. Throttled in memory, so a thousand screens polling
 * or streaming cost a handful of writes per second, not one per request.
 */
export class ContactRecorder {
  private readonly written = new Map<string, Written>();
  private lastPrune = 0;

  constructor(private readonly ctx: AppContext) {}

  /** One call's contact; written unless this player was written within the interval with the same version. */
  async record(player: ContactOf, appVersion: string | undefined): Promise<void> {
    const now = this.ctx.now();
    const ms = now.getTime();
    const minute = minuteOf(now);
    const last = this.written.get(player.id);
    const sameVersion = appVersion === undefined || appVersion === last?.appVersion;
    if (
      last &&
      sameVersion &&
      last.deviceId === player.device_id &&
      ms >= last.at &&
      ms - last.at < CONTACT_WRITE_INTERVAL_MS
    ) {
      return;
    }
    this.remember(player.id, {
      at: ms,
      minute,
      deviceId: player.device_id,
      appVersion: appVersion ?? last?.appVersion ?? null,
    });
    await writeContact(this.ctx.db, {
      playerId: player.id,
      deviceId: player.device_id,
      orgId: player.org_id,
      at: now.toISOString(),
      minute,
      appVersion,
      addMinute: last?.minute !== minute || last.deviceId !== player.device_id,
    });
  }

  /** The contact of every open stream, in one batch (called by the stream hub's timer). */
  async touch(players: readonly ContactOf[]): Promise<void> {
    const now = this.ctx.now();
    const minute = minuteOf(now);
    const devices = new Map<string, { id: string; org_id: string }>();
    for (const player of players) {
      const last = this.written.get(player.id);
      this.remember(player.id, {
        at: now.getTime(),
        minute,
        deviceId: player.device_id,
        appVersion: last?.appVersion ?? null,
      });
      if (player.device_id && player.org_id) {
        devices.set(player.device_id, { id: player.device_id, org_id: player.org_id });
      }
    }
    await writeContacts(
      this.ctx.db,
      now.toISOString(),
      minute,
      players.map((p) => p.id),
      [...devices.values()],
    );
    await this.pruneIfDue(now);
  }

  /** Forgets a player's throttle (its device changed: the next contact writes at once). */
  forget(playerId: string): void {
    this.written.delete(playerId);
  }

  private remember(playerId: string, written: Written): void {
    if (this.written.size >= MEMORY_LIMIT && !this.written.has(playerId)) this.written.clear();
    this.written.set(playerId, written);
  }

  private async pruneIfDue(now: Date): Promise<void> {
    const ms = now.getTime();
    if (ms - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = ms;
    await pruneScreenHistory(
      this.ctx.db,
      minuteOf(new Date(ms - HISTORY_KEEP_MS)),
      new Date(ms - HISTORY_KEEP_MS).toISOString(),
      new Date(ms - ABANDONED_PLAYER_MS).toISOString(),
    );
  }
}
