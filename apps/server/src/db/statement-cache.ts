import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept prepared; `in (…)` lists of every length make many, so the least used go. */
const KEPT_STATEMENTS = 500;

/**
 * The SQLite database as Kysely sees it, with its prepared statements kept: Kysely prepares every
 * query afresh, and preparing costs about as much as running a small query (a restart's herd of
 * screens spent an eighth of the server's time in `prepare`). Safe because Kysely runs one query
 * at a time on SQLite (its connection mutex), and SQLite re-prepares a kept statement itself
 * after a schema change.
 */
export function keepingStatements(sqlite: Database): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = kept.get(sql);
      if (statement) {
        // Most recently used last: the first in the map is the one to drop.
        kept.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
      }
      kept.set(sql, statement);
      return statement;
    },
  };
}
