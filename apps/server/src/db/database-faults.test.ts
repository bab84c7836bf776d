import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGES } from '../platform/errors';
import { bearer } from '../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../test/org-fixture';
import { pairScreen } from '../test/screen-fixture';
import { openStream, type TestStream } from '../test/sse-client';
import { startHop, type TcpHop } from '../test/tcp-hop';
import { createTestApp, listenOnFreePort, type TestApp } from '../test/test-app';
import { addTheme } from '../test/theme-fixture';

// Test code may read the environment: these faults are PostgreSQL's (CI sets it).
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Ends every connection to the app's database except the caller's, as a restart or failover does. */
async function terminateEveryBackend(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

/**
 * The database going away under a running server (docs/decisions/data.md DATA-5, DATA-6):
 * a terminated connection or an unreachable server must never end the process or answer 500.
 * Requests are answered 503 with the envelope while it is away; the server recovers by itself.
 */
describe.runIf(TEST_DATABASE_URL)('the server when PostgreSQL drops or refuses connections', () => {
  let direct: TestApp;
  let viaHop: TestApp;
  let hop: TcpHop;
  let base = '';
  let org: OrgFixture;
  const streams: TestStream[] = [];

  beforeAll(async () => {
    direct = await createTestApp('postgres');
    const target = new URL(direct.config.databaseUrl ?? '');
    hop = await startHop({ host: target.hostname, port: Number(target.port || 5432) }, { swallowing: false });
    // The instance under test reaches the (migrated) database only through the hop.
    viaHop = await createTestApp('postgres', {
      config: { databaseUrl: hop.urlThrough(direct.config.databaseUrl ?? '') },
    });
    base = await listenOnFreePort(viaHop.app);
    org = await createOrgFixture(direct.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    hop.refusing = false;
    await viaHop?.close();
    await direct?.close();
    await hop?.close();
  });

  const me = () => fetch(`${base}/api/me`, { headers: bearer(org.editor.token) });

  it('survives every backend being terminated while requests and a screen stream are live', async () => {
    const screen = await pairScreen(viaHop.app);
    const stream = await openStream(base, screen.secret);
    streams.push(stream);
    await stream.next((e) => e.type === 'cleared');
    expect((await me()).status).toBe(200);

    // Requests in flight while every connection is cut: each is answered, 200 or 503, never 500.
    const inFlight = Array.from({ length: 20 }, () => me().then((res) => res.status));
    expect(await terminateEveryBackend(direct.config.databaseUrl ?? '')).toBeGreaterThan(0);
    const statuses = await Promise.all(inFlight);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);

    // The process is still here and answers again once fresh connections are made.
    await expect.poll(async () => (await me()).status, { timeout: 10_000, interval: 100 }).toBe(200);

    // The stream stayed open and the listening connection came back: a change still reaches it.
    const theme = await addTheme(direct.app, org.orgId, null);
    const from = stream.events.length;
    await expect
      .poll(
        async () => {
          const res = await fetch(`${base}/api/foyer/devices`, {
            method: 'POST',
            headers: { ...bearer(org.editor.token), 'content-type': 'application/json' },
            body: JSON.stringify({
              org_id: org.orgId,
              sub_org_id: org.north.id,
              name: `Lobby ${Date.now()}`,
              pairing_code: screen.code,
              theme_id: theme.id,
            }),
          });
          return res.status;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(201);
    await stream.next((e) => e.type === 'state', { from, timeoutMs: 10_000 });
    expect(stream.done).toBe(false);
  });

  it('answers 503 with the envelope while the database cannot be reached, then recovers', async () => {
    hop.refusing = true;
    hop.cut();
    const res = await me();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      message: UNAVAILABLE_MESSAGES.database,
    });
    // A screen asking for its bundle gets the same answer, not a hang.
    const screenCall = await fetch(`${base}/api/foyer/tv-devices/pair`, { method: 'POST' });
    expect(screenCall.status).toBe(503);

    hop.refusing = false;
    await expect.poll(async () => (await me()).status, { timeout: 10_000, interval: 100 }).toBe(200);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(viaHop.app.ctx.db);
    expect(rows[0]?.one).toBe(1);
  });
});
