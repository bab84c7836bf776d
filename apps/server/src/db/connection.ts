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

/** PostgreSQL when a URL is given, else the embedded SQLite file `foyer.db` in the data directory. */
export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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
