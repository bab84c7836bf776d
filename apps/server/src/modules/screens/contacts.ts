import type { AppContext } from '../../platform/context';
import { minuteOf, pruneScreenHistory, writeContactBatch, writeContacts, type ContactWrite } from './repo';

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
  /** Contacts waiting for the write under way to end; then all of them go in one transaction. */
  private waiting: Array<{ contact: ContactWrite; done: (error?: unknown) => void }> = [];
  private writing = false;

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
    await this.write({
      playerId: player.id,
      deviceId: player.device_id,
      orgId: player.org_id,
      at: now.toISOString(),
      minute,
      appVersion,
      addMinute: last?.minute !== minute || last.deviceId !== player.device_id,
    });
  }

  /**
   * Group commit: a contact is written at once when no write is under way, else with every contact
   * that arrived meanwhile, in one transaction when the write ends. A quiet server writes each call
   * as it comes; after a restart thousands of screens calling in the same seconds cost a few dozen
   * transactions instead of one each (docs/decisions/player.md PLY-3). The call waits for its own
   * write, so a contact is stored when the call is answered.
   */
  private write(contact: ContactWrite): Promise<void> {
    const written = new Promise<void>((resolve, reject) => {
      this.waiting.push({ contact, done: (error) => (error === undefined ? resolve() : reject(error)) });
    });
    if (!this.writing) void this.writeWaiting();
    return written;
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        let failure: unknown;
        try {
          await writeContactBatch(
            this.ctx.db,
            batch.map((item) => item.contact),
          );
        } catch (error) {
          failure = error ?? new Error('Could not write contacts');
        }
        for (const item of batch) item.done(failure);
      }
    } finally {
      this.writing = false;
    }
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
