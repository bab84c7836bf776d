import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGES } from '../platform/errors';
import { bearer } from '../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../test/org-fixture';
import { startHop, type TcpHop } from '../test/tcp-hop';
import { createTestApp, DIALECTS, type TestApp } from '../test/test-app';
import { createDatabase, type DatabaseTimeouts } from './connection';

// Test code may read the environment: the frozen server is PostgreSQL's (CI sets it).
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Small limits, so that a request held by the database is answered within the test. */
const TIMEOUTS: DatabaseTimeouts = { statementMs: 300, connectMs: 500 };
/** More requests at once than the pool has connections: some wait for one to be free. */
const BURST = 14;

const unavailable = { success: false, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGES.database };

/*
 * A database that holds requests without failing them (a lock kept by another client, a server that
 * stopped answering) must not hold them for the whole freeze: each is answered 503 within the
 * limits (docs/decisions/data.md DATA-11). Without the limits these requests wait until the lock
 * goes, and the tests run into their own timeout.
 */
describe.each(DIALECTS)('requests while another client holds a lock on %s', (dialect) => {
  let t: TestApp;
  let org: OrgFixture;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { databaseTimeouts: TIMEOUTS } });
    org = await createOrgFixture(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rename = (name: string) =>
    t.app.inject({ method: 'PUT', url: '/api/me', headers: bearer(org.editor.token), payload: { name } });

  /** Holds the users table's write lock from another connection until the returned function. */
  async function lockUsers(): Promise<() => Promise<void>> {
    if (dialect === 'postgres') {
      const client = new pg.Client({ connectionString: t.config.databaseUrl });
      await client.connect();
      await client.query('begin');
      await client.query('lock table users in access exclusive mode');
      return async () => {
        await client.query('rollback');
        await client.end();
      };
    }
    const other = new SQLite(path.join(t.config.dataDir, 'foyer.db'));
    other.exec('begin exclusive');
    return async () => {
      other.exec('rollback');
      other.close();
    };
  }

  it('answers 503 instead of waiting for the lock, and works again once it is released', async () => {
    expect((await rename('Before')).statusCode).toBe(200);
    const release = await lockUsers();
    try {
      const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => rename(`Locked ${i}`)));
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual(unavailable);
      }
    } finally {
      await release();
    }
    expect((await rename('After')).statusCode).toBe(200);
  });
});

describe.runIf(TEST_DATABASE_URL)('requests while PostgreSQL answers nothing at all', () => {
  let direct: TestApp;
  let viaHop: TestApp;
  let hop: TcpHop;
  let org: OrgFixture;

  beforeAll(async () => {
    direct = await createTestApp('postgres');
    const target = new URL(direct.config.databaseUrl ?? '');
    hop = await startHop({ host: target.hostname, port: Number(target.port || 5432) }, { swallowing: false });
    viaHop = await createTestApp('postgres', {
      config: { databaseUrl: hop.urlThrough(direct.config.databaseUrl ?? ''), databaseTimeouts: TIMEOUTS },
    });
    org = await createOrgFixture(direct.app);
  });
  afterAll(async () => {
    hop?.thaw();
    await viaHop?.close();
    await direct?.close();
    await hop?.close();
  });

  const me = () => viaHop.app.inject({ method: 'GET', url: '/api/me', headers: bearer(org.editor.token) });

  it('answers every request 503 while the server is frozen, and 200 again after it thaws', async () => {
    expect((await me()).statusCode).toBe(200);
    hop.freeze();
    try {
      // Open connections wait for an answer that never comes; new ones for a start-up that never ends.
      const answers = await Promise.all(Array.from({ length: BURST }, () => me()));
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(unavailable);
      }
    } finally {
      hop.thaw();
    }
    await expect.poll(async () => (await me()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
  });

  it('ends a connection whose query got no answer, so that no ROLLBACK or later query waits behind it', async () => {
    // A hop and a pool of their own: no event bus or mail worker holding other connections.
    const target = new URL(direct.config.databaseUrl ?? '');
    const own = await startHop(
      { host: target.hostname, port: Number(target.port || 5432) },
      { swallowing: false },
    );
    const db = createDatabase({
      dataDir: os.tmpdir(),
      databaseUrl: own.urlThrough(direct.config.databaseUrl ?? ''),
      databaseTimeouts: TIMEOUTS,
    });
    try {
      await sql`select 1`.execute(db);
      expect(own.open).toBe(1);
      own.freeze();
      const failure = db.transaction().execute(async (trx) => sql`select 1`.execute(trx));
      await expect(failure).rejects.toThrow('Query read timeout');
      // Ended by the app, not left busy in the pool (the pool's idle timeout would take 30 s).
      await expect.poll(() => own.open, { timeout: 5_000, interval: 50 }).toBe(0);
    } finally {
      own.thaw();
      await db.destroy();
      await own.close();
    }
  });
});
