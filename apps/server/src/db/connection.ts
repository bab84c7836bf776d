import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

export function dialectOf(options: DatabaseOptions): DbDialect {
  return options.databaseUrl ? 'postgres' : 'sqlite';
}

/** How long a request waits for a pooled connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool that outlives the database going away. node-postgres emits 'error' on a client whose
 * connection drops (restart, failover, `pg_terminate_backend`, `idle_session_timeout`); with no
 * listener Node throws it and the process exits. Every client gets a listener for its whole life,
 * so a dropped connection is logged, the pool discards the client, and the next request connects
 * afresh (or is answered 503 while the database is away: db/errors.ts `isDatabaseUnreachable`).
 */
function createPool(databaseUrl: string, onError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/** PostgreSQL when a URL is given, else the embedded SQLite file `foyer.db` in the data directory. */
export function createDatabase(
  options: DatabaseOptions,
  onConnectionError: (error: Error) => void = () => {},
): Db {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, onConnectionError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'foyer.db'));
  // WAL lets readers run beside the writer; busy_timeout waits instead of failing on a lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
