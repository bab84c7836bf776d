import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import type { AppContext } from '../../platform/context';
import { createStorage } from '../../platform/storage';
import { createTestApp, DIALECTS, useTestApp } from '../../test/test-app';
import { CHECK_TIMEOUT_MS, UNHEALTHY_MESSAGES } from './health';

/** A database on a port nobody listens on: every query fails as with a database that went away. */
function unreachableDatabase(): Db {
  const pool = new pg.Pool({ connectionString: 'postgres://foyer@127.0.0.1:1/foyer', max: 1 });
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

describe.each(DIALECTS)('GET /api/health on %s', (dialect) => {
  const t = useTestApp(dialect);
  const health = () => t.current.app.inject({ method: 'GET', url: '/api/health' });
  // Each test breaks one part of the shared app's context; this puts it back.
  let restore: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });
  const replace = <K extends 'db' | 'storage'>(key: K, value: AppContext[K], cleanup = async () => {}) => {
    const ctx = t.current.app.ctx;
    const original = ctx[key];
    ctx[key] = value;
    restore = async () => {
      ctx[key] = original;
      await cleanup();
    };
  };

  it('answers 200 with every part checked when all are well', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        server_time: expect.any(String),
        checks: { database: 'ok', storage: 'ok', mail: 'ok' },
      },
    });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const broken = unreachableDatabase();
    replace('db', broken, () => broken.destroy());
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      message: 'Unhealthy: database',
      details: [{ path: 'database', message: UNHEALTHY_MESSAGES.database }],
    });
  });

  it('answers 503 naming the storage when its folder cannot be written', async () => {
    // A file where the uploads folder should be: unwritable even for root, who ignores permissions.
    const blocked = path.join(t.current.config.dataDir, 'blocked');
    await fs.writeFile(blocked, 'not a folder');
    replace('storage', createStorage({ kind: 'local', dir: blocked }), () => fs.rm(blocked, { force: true }));
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Unhealthy: storage',
      details: [{ path: 'storage', message: UNHEALTHY_MESSAGES.storage }],
    });
  });

  it('answers 503 naming the mail outbox when it cannot be written', async () => {
    // As above, a file in the folder's place.
    const outbox = path.join(t.current.config.dataDir, 'outbox');
    await fs.rm(outbox, { recursive: true, force: true });
    await fs.writeFile(outbox, 'not a folder');
    restore = () => fs.rm(outbox, { force: true });
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Unhealthy: mail',
      details: [{ path: 'mail', message: UNHEALTHY_MESSAGES.mail }],
    });
  });

  it('names every failing part, and answers a part that hangs within the time bound', async () => {
    const broken = unreachableDatabase();
    replace('db', broken, () => broken.destroy());
    const ctx = t.current.app.ctx;
    const storage = ctx.storage;
    ctx.storage = { ...storage, check: () => new Promise<void>(() => {}) };
    const restoreDb = restore;
    restore = async () => {
      ctx.storage = storage;
      await restoreDb?.();
    };
    const started = performance.now();
    const res = await health();
    expect(performance.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 1000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      message: 'Unhealthy: database, storage',
      details: [
        { path: 'database', message: UNHEALTHY_MESSAGES.database },
        { path: 'storage', message: UNHEALTHY_MESSAGES.storage },
      ],
    });
  });
});

describe('GET /api/health with other configurations', () => {
  it('counts configured SMTP as healthy mail without connecting (no mail is sent)', async () => {
    // Nothing listens on port 1: a connection attempt would fail the check.
    const t = await createTestApp('sqlite', { config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { checks: { mail: 'ok' } } });
    } finally {
      await t.close();
    }
  });
});
