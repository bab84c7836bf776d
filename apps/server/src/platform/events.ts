import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import type { Db } from '../db/connection';

/*
 * What changed for the screens, told to every server instance (docs/architecture.md "Screens and live
 * delivery"). Events are small: they name what changed, never carry the bundle (PostgreSQL's
 * NOTIFY payload is limited to 8 KB), so each instance reads the current state from the database
 * once per event and fans it out to the screens connected to it.
 */

/** PostgreSQL channel the instances LISTEN on. */
export const EVENTS_CHANNEL = 'foyer_events';
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'foyer-events';

const screenChangeSchema = z.discriminatedUnion('kind', [
  /** The newest bundle of a device changed: published (version) or deleted (version null). */
  z.object({
    kind: z.literal('bundle'),
    device_id: z.string(),
    org_id: z.string(),
    pairing_code: z.string().nullable(),
    version: z.number().nullable(),
  }),
  /** Many devices of the organization got a new bundle in one publish (DEV-18): at most 100 ids. */
  z.object({ kind: z.literal('bundles'), org_id: z.string(), device_ids: z.array(z.string()) }),
  /** A player was linked, unlinked or got a new code. */
  z.object({
    kind: z.literal('player'),
    player_id: z.string(),
    device_id: z.string().nullable(),
    org_id: z.string().nullable(),
  }),
  /** An emergency alert of the organization started or ended (docs/product.md §10). */
  z.object({ kind: z.literal('alert'), org_id: z.string() }),
  /**
   * A building's opening hours changed (sub_org_id), or a screen of the organization moved to
   * another building (null): its screens get their windows again (docs/product.md §12).
   */
  z.object({ kind: z.literal('schedule'), org_id: z.string(), sub_org_id: z.string().nullable() }),
  /** A scheduled notice was written, changed, ended or deleted: its screens get it alone (SCH-9). */
  z.object({ kind: z.literal('notice'), org_id: z.string(), notice_id: z.string() }),
]);
export type ScreenChange = z.infer<typeof screenChangeSchema>;

const wireSchema = z.object({ origin: z.string(), event: screenChangeSchema });

export type ScreenChangeListener = (event: ScreenChange) => void;

export interface EventBus {
  /**
   * Tells this instance's listeners at once and, with PostgreSQL, every other instance. Call it
   * after the change is committed. Never rejects: a failed NOTIFY is logged, and the screens of
   * other instances catch up with their next poll.
   */
  emit(event: ScreenChange): Promise<void>;
  subscribe(listener: ScreenChangeListener): () => void;
  /** Called when the channel to the other instances came back after a gap: events may be lost. */
  onResync(listener: () => void): () => void;
  /** Resolves once the cross-instance channel listens (at once without PostgreSQL); at most `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Emits the events of a committed change, in order (a save that relinks screens emits several). */
export async function emitAll(events: EventBus, changes: readonly ScreenChange[]): Promise<void> {
  for (const change of changes) await events.emit(change);
}

/** Timings of the listening connection; tests shorten them. */
export interface ListenerTimings {
  /** First reconnect delay; doubles up to `retryMaxMs`. */
  retryMinMs: number;
  retryMaxMs: number;
  /** The listening connection is checked this often, so a silently dead one is replaced. */
  pingMs: number;
  /**
   * Longest wait for a connection (TCP, TLS and start-up), for LISTEN and for a ping's answer: a
   * server that drops packets silently fails the attempt, and the backoff goes on.
   */
  timeoutMs: number;
}

export const LISTENER_TIMINGS: ListenerTimings = {
  retryMinMs: 250,
  retryMaxMs: 10_000,
  pingMs: 30_000,
  timeoutMs: 10_000,
};
/** TCP keep-alive probes start after this much silence on the listening connection. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * The dedicated connection that LISTENs. It reconnects with backoff whenever it drops; after a
 * reconnect the bus asks its listeners to resync, since notifications sent meanwhile are lost.
 */
class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs: number;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private connectedOnce = false;
  private readonly firstConnect: Promise<void>;
  private resolveFirst: () => void = () => {};

  constructor(
    private readonly url: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onReconnect: () => void,
    private readonly log: FastifyBaseLogger,
    private readonly timings: ListenerTimings,
  ) {
    this.retryMs = timings.retryMinMs;
    this.firstConnect = new Promise((resolve) => (this.resolveFirst = resolve));
    void this.connect();
    this.pingTimer = setInterval(() => void this.ping(), timings.pingMs);
    this.pingTimer.unref();
  }

  ready(): Promise<void> {
    return this.firstConnect;
  }

  private async connect(): Promise<void> {
    this.retryTimer = undefined;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
      // Without these a connect (or LISTEN) to a host that swallows packets waits forever and
      // the listener never retries.
      connectionTimeoutMillis: this.timings.timeoutMs,
      query_timeout: this.timings.timeoutMs,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'Event listener connection failed');
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) this.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error }, 'Could not listen for events; retrying');
      client.removeAllListeners('end');
      client.end().catch(() => {});
      this.schedule();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = this.timings.retryMinMs;
    if (this.connectedOnce) {
      this.log.info('Event listener reconnected');
      this.onReconnect();
    }
    this.connectedOnce = true;
    this.resolveFirst();
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.schedule();
  }

  private schedule(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.timings.retryMaxMs);
  }

  private async ping(): Promise<void> {
    const client = this.client;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Event listener ping timed out')), this.timings.timeoutMs);
      timer.unref();
    });
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch (error) {
      this.log.warn({ err: error }, 'Event listener connection lost');
      this.drop(client);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.resolveFirst();
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}

/** The in-process bus; with `databaseUrl` (PostgreSQL) also LISTEN/NOTIFY between instances. */
export function createEventBus(
  db: Db,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
  timings: ListenerTimings = LISTENER_TIMINGS,
): EventBus {
  const origin = crypto.randomUUID();
  const listeners = new Set<ScreenChangeListener>();
  const resyncListeners = new Set<() => void>();
  let closed = false;

  const deliver = (event: ScreenChange) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error }, 'Screen event listener failed');
      }
    }
  };

  const listener = databaseUrl
    ? new PgListener(
        databaseUrl,
        (payload) => {
          let parsed: z.infer<typeof wireSchema>;
          try {
            parsed = wireSchema.parse(JSON.parse(payload));
          } catch {
            log.warn({ payload: payload.slice(0, 200) }, 'Ignored a malformed event notification');
            return;
          }
          // This instance delivered its own events already, without the round trip.
          if (parsed.origin !== origin) deliver(parsed.event);
        },
        () => {
          for (const resync of resyncListeners) resync();
        },
        log,
        timings,
      )
    : null;

  return {
    async emit(event) {
      if (closed) return;
      deliver(event);
      if (!listener) return;
      try {
        const payload = JSON.stringify({ origin, event });
        await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(db);
      } catch (error) {
        log.warn({ err: error, event }, 'Could not notify the other instances');
      }
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    onResync(fn) {
      resyncListeners.add(fn);
      return () => resyncListeners.delete(fn);
    },
    async ready(timeoutMs = 10_000) {
      if (!listener) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn('Event listener not connected yet; continuing without it');
          resolve();
        }, timeoutMs);
      });
      await Promise.race([listener.ready(), timeout]);
      clearTimeout(timer);
    },
    async close() {
      closed = true;
      listeners.clear();
      resyncListeners.clear();
      await listener?.close();
    },
  };
}
