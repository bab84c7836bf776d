import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** About one counting in this many also clears counters whose window has passed. */
const SWEEP_ONE_IN = 500;

/**
 * Counts one hit of `key` in its window and answers the count and the time left, in one statement:
 * a new or expired counter starts again at 1. Atomic on PostgreSQL, so instances never lose a hit.
 */
async function hit(db: Db, key: string, windowMs: number, now: number) {
  const ends = now + windowMs;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, window_ends_at: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when rate_limit_counters.window_ends_at <= ${now} then 1 else rate_limit_counters.hits + 1 end`,
        window_ends_at: sql`case when rate_limit_counters.window_ends_at <= ${now} then ${ends} else rate_limit_counters.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - now) };
}

/**
 * A @fastify/rate-limit store in the database, so every instance on one PostgreSQL database counts
 * the same attempts (docs/decisions/auth-and-users.md AUTH-25). The plugin makes one child
 * per route; each prefixes its keys with the route so two routes' limits never share a counter.
 * When the database is away the store fails and the request is answered 503, as it would be anyway.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      // Hashed: keys hold e-mail addresses (no personal data at rest) and any byte a client sent.
      const stored = crypto.createHash('sha256').update(`${this.prefix}${key}`).digest('hex');
      hit(db, stored, timeWindow, now).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      if (Math.random() * SWEEP_ONE_IN < 1) {
        void db
          .deleteFrom('rate_limit_counters')
          .where('window_ends_at', '<', now)
          .execute()
          .catch(() => {});
      }
    }

    // Typed as route options; what the plugin passes is its merged settings, the route under routeInfo.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(
        routeOptions,
        `${String(route?.method ?? '')} ${String(route?.url ?? '')}|`,
      );
    }
  };
}
