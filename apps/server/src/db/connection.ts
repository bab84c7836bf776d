import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { keepingStatements } from './statement-cache';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

/**
 * How long a request may wait on the database before it is answered 503, so that a locked or
 * frozen database never holds a request for the whole freeze (docs/decisions/data.md DATA-11).
 */
export interface DatabaseTimeouts {
  /**
   * The longest one statement may run or wait for a lock: PostgreSQL's `statement_timeout` (the
   * server cancels it), the client's own limit a second later (a server that answers nothing at
   * all), SQLite's busy timeout.
   */
  statementMs: number;
  /** The longest wait for a connection: connecting, or a free one of the pool. */
  connectMs: number;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseTimeouts: DatabaseTimeouts;
}

export function dialectOf(options: Pick<DatabaseOptions, 'databaseUrl'>): DbDialect {
  return options.databaseUrl ? 'postgres' : 'sqlite';
}

/** After the server's own cancel (statement_timeout), which says more, had its chance to arrive. */
const CLIENT_MARGIN_MS = 1_000;

/**
 * A query the server left unanswered past `query_timeout` stays the connection's active query, and
 * every later one (the transaction's ROLLBACK) would queue behind it for as long as the server is
 * frozen: such a connection is ended, so the pool replaces it and what follows fails at once.
 */
function endWhenUnanswered(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const wrapped = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          void client.end().catch(() => {});
      });
    }
    return result;
  };
  Object.assign(client, { query: wrapped });
}

/**
 * A pool that outlives the database going away. node-postgres emits 'error' on a client whose
 * connection drops (restart, failover, `pg_terminate_backend`, `idle_session_timeout`); with no
 * listener Node throws it and the process exits. Every client gets a listener for its whole life,
 * so a dropped connection is logged, the pool discards the client, and the next request connects
 * afresh (or is answered 503 while the database is away: db/errors.ts `isDatabaseUnreachable`).
 * With `limitStatements` false (migrations) statements run as long as they need.
 */
function createPool(
  databaseUrl: string,
  timeouts: DatabaseTimeouts,
  limitStatements: boolean,
  onError: (error: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    ...(limitStatements
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + CLIENT_MARGIN_MS }
      : {}),
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    if (limitStatements) endWhenUnanswered(client);
  });
  return pool;
}

/** Each PostgreSQL database's pool, for the metrics' pool gauges (platform/metrics.ts). */
const pools = new WeakMap<Db, pg.Pool>();

/** The pool behind `db`; undefined on SQLite, which has no pool (docs/decisions/metrics.md MET-5). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * PostgreSQL when a URL is given, else the embedded SQLite file `foyer.db` in the data directory.
 * `limitStatements` false is for migrations: a new index on a big table may take minutes, and an
 * instance waits for another one's migration lock (docs/operations.md "Upgrading").
 */
export function createDatabase(
  options: DatabaseOptions,
  onConnectionError: (error: Error) => void = () => {},
  { limitStatements = true }: { limitStatements?: boolean } = {},
): Db {
  const timeouts = options.databaseTimeouts;
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, timeouts, limitStatements, onConnectionError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  // The busy timeout waits for a lock (the backup, another process) instead of failing at once, for
  // at most statementMs: then SQLITE_BUSY, answered 503. WAL lets readers run beside the writer.
  const sqlite = new SQLite(path.join(options.dataDir, 'foyer.db'), { timeout: timeouts.statementMs });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
}
