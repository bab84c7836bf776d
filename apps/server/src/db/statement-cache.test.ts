import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepingStatements } from './statement-cache';

describe('keepingStatements (SQLite)', () => {
  const opened: SQLite.Database[] = [];
  const open = () => {
    const sqlite = new SQLite(':memory:');
    opened.push(sqlite);
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
  });

  it('prepares a query once and answers it again from the kept statement', async () => {
    const sqlite = open();
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
    });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
    ] as const)
      await db.insertInto('t').values({ id, name }).execute();
    const byId = (id: number, on = db) =>
      on.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: 'a' });
    const before = prepare.mock.calls.length;
    expect(await byId(2)).toEqual({ name: 'b' });
    expect(await db.transaction().execute((trx) => byId(1, trx))).toEqual({ name: 'a' });
    // Only begin and commit are new; the select is the kept one.
    expect(prepare.mock.calls.length - before).toBe(2);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });

  it('answers by the schema as it is now after a change, and drops the least used beyond its limit', async () => {
    const sqlite = open();
    const prepare = vi.spyOn(sqlite, 'prepare');
    const kept = keepingStatements(sqlite);
    kept.prepare('create table t (id integer primary key)').run([]);
    kept.prepare('insert into t (id) values (?)').run([1]);
    const all = 'select * from t';
    expect(kept.prepare(all).all([])).toEqual([{ id: 1 }]);
    kept.prepare('alter table t add column name text').run([]);
    expect(kept.prepare(all).all([])).toEqual([{ id: 1, name: null }]);

    for (let i = 0; i < 600; i++) kept.prepare(`select ${i} as n`).all([]);
    const count = prepare.mock.calls.length;
    kept.prepare('select 599 as n');
    expect(prepare.mock.calls.length).toBe(count);
    kept.prepare('select 0 as n');
    expect(prepare.mock.calls.length).toBe(count + 1);
  });
});
