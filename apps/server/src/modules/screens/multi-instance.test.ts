import type { Device, ScreenEvent } from '@foyer/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../platform/events';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { pairScreen } from '../../test/screen-fixture';
import { openStream, type TestStream } from '../../test/sse-client';
import { createTestApp, listenOnFreePort, type TestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

// Test code may read the environment: this test needs a PostgreSQL server (CI sets it).
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * Two server instances on two ports sharing one PostgreSQL database (docs/architecture.md "Screens and
 * live delivery"): a screen connected to the first hears what staff do through the second, by
 * LISTEN/NOTIFY, also after the listening connection was cut.
 */
describe.runIf(TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;
  let firstBase = '';
  let secondBase = '';
  let org: OrgFixture;
  const streams: TestStream[] = [];

  beforeAll(async () => {
    first = await createTestApp('postgres');
    // The second instance shares the first one's database (its own spare one stays unused).
    second = await createTestApp('postgres', { config: { databaseUrl: first.config.databaseUrl } });
    firstBase = await listenOnFreePort(first.app);
    secondBase = await listenOnFreePort(second.app);
    org = await createOrgFixture(first.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second?.close();
    await first?.close();
  });

  const post = async (path: string, payload: Record<string, unknown>) => {
    const res = await fetch(`${secondBase}${path}`, {
      method: 'POST',
      headers: { ...bearer(org.editor.token), 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as { data: unknown } };
  };
  const isBundle = (version: number) => (e: ScreenEvent) =>
    e.type === 'bundle' && e.bundle.version === version;

  it('pushes a link and a publish made through the second instance to a screen on the first', async () => {
    const screen = await pairScreen(first.app);
    const stream = await openStream(firstBase, screen.secret);
    streams.push(stream);
    await stream.next((e) => e.type === 'cleared');

    const theme = await addTheme(first.app, org.orgId, null);
    const created = await post('/api/foyer/devices', {
      org_id: org.orgId,
      sub_org_id: org.north.id,
      name: 'Tower Lobby',
      pairing_code: screen.code,
      theme_id: theme.id,
    });
    expect(created.status).toBe(201);
    const device = created.body.data as Device;
    await stream.next((e) => e.type === 'state' && e.state.device_id === device.id);

    const published = await post('/api/foyer/published-bundles', { org_id: org.orgId, device_id: device.id });
    expect(published.status).toBe(201);
    const event = await stream.next(isBundle(1));
    expect(event.type === 'bundle' && event.bundle.data.device.name).toBe('Tower Lobby');

    // The listening connections are cut; each instance reconnects and catches up.
    const from = stream.events.length;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(
      first.app.ctx.db,
    );
    await expect
      .poll(
        async () => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(
            first.app.ctx.db,
          );
          return rows[0]?.n;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(2);
    expect(
      (await post('/api/foyer/published-bundles', { org_id: org.orgId, device_id: device.id })).status,
    ).toBe(201);
    await stream.next(isBundle(2), { from });
  });

  it('pushes a publish to many made through the second instance to the screens of the first (DEV-18)', async () => {
    const theme = await addTheme(first.app, org.orgId, null);
    const screens = await Promise.all([0, 1, 2].map(() => pairScreen(first.app)));
    const devices: Device[] = [];
    for (const [i, screen] of screens.entries()) {
      const created = await post('/api/foyer/devices', {
        org_id: org.orgId,
        sub_org_id: org.north.id,
        name: `Many Lobby ${i}`,
        pairing_code: screen.code,
        theme_id: theme.id,
      });
      expect(created.status).toBe(201);
      devices.push(created.body.data as Device);
    }
    const opened = await Promise.all(screens.map((screen) => openStream(firstBase, screen.secret)));
    streams.push(...opened);
    for (const stream of opened) await stream.next((e) => e.type === 'cleared');

    const res = await post('/api/foyer/published-bundles/many', {
      org_id: org.orgId,
      device_ids: devices.map((d) => d.id),
    });
    expect(res.status).toBe(200);
    for (const [i, stream] of opened.entries()) {
      const event = await stream.next(isBundle(1));
      expect(event.type === 'bundle' && event.bundle.data.device.name).toBe(`Many Lobby ${i}`);
    }
  });

  it('puts an alert started through the second instance on a screen of the first, and ends it there', async () => {
    const screen = await pairScreen(first.app);
    const theme = await addTheme(first.app, org.orgId, null);
    const created = await post('/api/foyer/devices', {
      org_id: org.orgId,
      sub_org_id: org.north.id,
      name: 'Alert Lobby',
      pairing_code: screen.code,
      theme_id: theme.id,
    });
    expect(created.status).toBe(201);
    const stream = await openStream(firstBase, screen.secret);
    streams.push(stream);
    await stream.next((e) => e.type === 'alert' && e.alert === null);

    const asAdmin = (path: string, payload: Record<string, unknown>) =>
      fetch(`${secondBase}${path}`, {
        method: 'POST',
        headers: { ...bearer(org.admin.token), 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    const started = await asAdmin(`/api/foyer/organizations/${org.orgId}/emergency-alerts`, {
      template: 'lockdown',
      title: 'Lockdown',
      scope: { kind: 'buildings', ids: [org.north.id] },
    });
    expect(started.status).toBe(201);
    const { id } = ((await started.json()) as { data: { id: string } }).data;
    await stream.next((e) => e.type === 'alert' && e.alert?.id === id);
    const from = stream.events.length;
    expect((await asAdmin(`/api/foyer/emergency-alerts/${id}/end`, {})).status).toBe(200);
    await stream.next((e) => e.type === 'alert' && e.alert === null, { from });
  });
});
