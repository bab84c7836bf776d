import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../app';
import type { DbDialect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { loadConfig, type Config } from '../platform/config';

// Test code may read the environment: PostgreSQL runs only when a server is offered.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Every database test runs once per dialect in this list. */
export const DIALECTS: DbDialect[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A clock the test moves by hand; starts at the real time. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** High enough that ordinary tests never meet the brute-force limits; the rate-limit test sets its own. */
const RELAXED_LIMIT = { max: 10_000, windowMs: 60_000 };

export interface TestAppOptions extends Pick<BuildAppOptions, 'webDistDir' | 'logStream' | 'tenantSync'> {
  config?: Partial<Config>;
}

export interface TestApp {
  app: App;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

/** A private PostgreSQL database on the test server, dropped again by the returned function. */
async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `foyer_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // Without FORCE first: PostgreSQL waits (up to 5 s) for the app's connections, which may
        // still be closing, to go. Killing them instead makes a closing client report an error
        // nobody listens to any more, an unhandled error of the run.
        await client.query(`DROP DATABASE IF EXISTS ${name}`).catch(async (error: unknown) => {
          if ((error as { code?: unknown }).code !== '55006') throw error;
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      } finally {
        await client.end();
      }
    },
  };
}

/** A fresh, migrated app on its own database and data directory. */
export async function createTestApp(dialect: DbDialect, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    const created = await createPostgresDatabase(TEST_DATABASE_URL);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', PORT: '3000' }),
    databaseUrl,
    rateLimits: {
      login: RELAXED_LIMIT,
      loginPerAccount: RELAXED_LIMIT,
      loginPerAddress: RELAXED_LIMIT,
      register: RELAXED_LIMIT,
      forgotPassword: RELAXED_LIMIT,
      pair: RELAXED_LIMIT,
      publicDirectory: RELAXED_LIMIT,
      webhookRefused: RELAXED_LIMIT,
      metricsRefused: RELAXED_LIMIT,
      listingPage: RELAXED_LIMIT,
      listingAnswer: RELAXED_LIMIT,
      listingUpload: RELAXED_LIMIT,
      listingUploadPerLink: RELAXED_LIMIT,
      apiToken: RELAXED_LIMIT,
    },
    ...options.config,
  };
  const clock = new TestClock();
  const app = await buildApp(config, {
    now: clock.now,
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web'),
    logStream: options.logStream,
    tenantSync: options.tenantSync,
  });
  try {
    await migrateToLatest(config);
    await app.ready();
  } catch (error) {
    await app.close();
    await dropDatabase();
    throw error;
  }
  return {
    app,
    config,
    clock,
    async close() {
      await app.close();
      await dropDatabase();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app per describe block: built before its tests, closed after. Read `.current` inside tests. */
export function useTestApp(dialect: DbDialect, options: TestAppOptions = {}): { readonly current: TestApp } {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return {
    get current() {
      if (!testApp) throw new Error('The test app is built in beforeAll');
      return testApp;
    },
  };
}

/** Listens on a free loopback port, for tests that need real HTTP (streams, fetch); answers the base URL. */
export async function listenOnFreePort(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
