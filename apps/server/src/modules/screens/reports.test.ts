import { SCREEN_MESSAGES, type Device, type PlayerReport, type PublishedBundle } from '@foyer/shared';
import { deviceScreenRecord } from '@foyer/shared/testing';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { publishDevice } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { linkedDevice, pairScreen, screenHeaders } from '../../test/screen-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { REPORT_REWRITE_AFTER_MS } from './reports';

/** The test clock runs on with real time: "now" is within a second. */
const near = (ms: number) =>
  expect.toSatisfy((iso: unknown) => typeof iso === 'string' && Math.abs(Date.parse(iso) - ms) < 1000);

const REPORT: PlayerReport = { shown_version: null, uptime_s: 0, last_reload_reason: null, legacy: false };

describe.each(DIALECTS)('player reports on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const clock = () => t.current.clock;

  const report = (secret: string, payload: unknown, appVersion?: string) =>
    app().inject({
      method: 'POST',
      url: '/api/foyer/tv-devices/report',
      headers: screenHeaders(secret, appVersion),
      payload: payload as Record<string, unknown>,
    });
  const getDevice = async (token: string, id: string) =>
    (await app().inject({ method: 'GET', url: `/api/foyer/devices/${id}`, headers: bearer(token) })).json<{
      data: Device;
    }>().data;
  const listDevices = async (org: OrgFixture) =>
    (
      await app().inject({
        method: 'GET',
        url: `/api/foyer/organizations/${org.orgId}/devices`,
        headers: bearer(org.owner.token),
      })
    ).json<{ data: Device[] }>().data;

  /** A screen linked to a new device of North with a theme, not yet published. */
  async function linkedScreen(org: OrgFixture) {
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(app(), org.editor.token, screen, {
      org_id: org.orgId,
      sub_org_id: org.north.id,
      name: 'Lobby TV',
      theme_id: theme.id,
    });
    return { screen, device };
  }

  it('refuses a malformed report with 400 naming the field, never 500', async () => {
    const screen = await pairScreen(app());
    const bad: Array<[unknown, string]> = [
      [{ ...REPORT, shown_version: 'v12' }, 'shown_version'],
      [{ ...REPORT, shown_version: 1.5 }, 'shown_version'],
      [{ ...REPORT, shown_version: 0 }, 'shown_version'],
      [{ ...REPORT, shown_version: 2 ** 40 }, 'shown_version'],
      [{ ...REPORT, uptime_s: -1 }, 'uptime_s'],
      [{ ...REPORT, uptime_s: 1e12 }, 'uptime_s'],
      [{ ...REPORT, last_reload_reason: 'bored' }, 'last_reload_reason'],
      [{ ...REPORT, legacy: 'yes' }, 'legacy'],
      [{ shown_version: 3 }, 'uptime_s'],
      [[], ''],
    ];
    for (const [payload, field] of bad) {
      const res = await report(screen.secret, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    const empty = await app().inject({
      method: 'POST',
      url: '/api/foyer/tv-devices/report',
      headers: { ...screenHeaders(screen.secret), 'content-type': 'application/json' },
      payload: '{"shown_version":',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a report without a known secret (401)', async () => {
    const unknown = await report('x'.repeat(43), REPORT);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<{ message: string }>().message).toBe(SCREEN_MESSAGES.secretInvalid);
    const none = await app().inject({ method: 'POST', url: '/api/foyer/tv-devices/report', payload: REPORT });
    expect(none.statusCode).toBe(401);
  });

  it('stores the receipt on the device, shown in the devices list and detail with the published version', async () => {
    const org = await createOrgFixture(app());
    const { screen, device } = await linkedScreen(org);
    // Linked, and nothing reported yet.
    expect((await getDevice(org.owner.token, device.id)).screen).toEqual(deviceScreenRecord());
    const bundle = await publishDevice(app(), org.editor.token, device);
    // The bundle's frozen copy of the device carries no report.
    expect(bundle.data.device).not.toHaveProperty('screen');

    clock().advance(60_000);
    const res = await report(
      screen.secret,
      { shown_version: bundle.version, uptime_s: 3600, last_reload_reason: 'stream-stalled', legacy: true },
      '1.2.0',
    );
    expect(res.statusCode).toBe(200);
    const now = clock().now().getTime();
    const expected = {
      linked: true,
      published_version: bundle.version,
      shown_version: bundle.version,
      shown_since: near(now),
      started_at: near(now - 3600_000),
      last_reload_reason: 'stream-stalled',
      legacy: true,
    };
    const detail = await getDevice(org.owner.token, device.id);
    expect(detail.screen).toEqual(expected);
    // The report is a contact too.
    expect(detail).toMatchObject({ status: 'Connected', app_version: '1.2.0', last_seen_at: near(now) });
    const listed = (await listDevices(org)).find((d) => d.id === device.id);
    expect(listed?.screen).toEqual(expected);
  });

  it('moves "since" only when the shown version changes', async () => {
    const org = await createOrgFixture(app());
    const { screen, device } = await linkedScreen(org);
    const first = await publishDevice(app(), org.editor.token, device);
    await report(screen.secret, { ...REPORT, shown_version: first.version, uptime_s: 10 });
    const since = (await getDevice(org.owner.token, device.id)).screen?.shown_since;
    expect(since).toEqual(near(clock().now().getTime()));

    // A new publish the screen has not drawn yet: the card compares the two.
    clock().advance(5 * 60_000);
    const second: PublishedBundle = await publishDevice(app(), org.editor.token, device);
    // Another fact changes (so the report is written), the version does not: since stays.
    await report(screen.secret, {
      ...REPORT,
      shown_version: first.version,
      uptime_s: 310,
      last_reload_reason: 'nightly',
    });
    expect((await getDevice(org.owner.token, device.id)).screen).toMatchObject({
      published_version: second.version,
      shown_version: first.version,
      shown_since: since,
      last_reload_reason: 'nightly',
    });

    clock().advance(60_000);
    await report(screen.secret, { ...REPORT, shown_version: second.version, uptime_s: 370 });
    const caughtUp = (await getDevice(org.owner.token, device.id)).screen;
    expect(caughtUp).toMatchObject({ published_version: second.version, shown_version: second.version });
    expect(caughtUp?.shown_since).toEqual(near(clock().now().getTime()));

    // Nothing shown (e.g. the bundle was deleted): no version, no since.
    await report(screen.secret, { ...REPORT, shown_version: null, uptime_s: 400 });
    expect((await getDevice(org.owner.token, device.id)).screen).toMatchObject({
      shown_version: null,
      shown_since: null,
    });
  });

  it('writes a report that only repeats the uptime at most every half hour', async () => {
    const org = await createOrgFixture(app());
    const { screen, device } = await linkedScreen(org);
    await report(screen.secret, { ...REPORT, shown_version: 4, uptime_s: 100 });
    // A change written behind the recorder's back shows whether the next report wrote.
    const tamper = () =>
      app().ctx.db.updateTable('devices').set({ shown_version: 99 }).where('id', '=', device.id).execute();
    await tamper();
    clock().advance(5 * 60_000);
    await report(screen.secret, { ...REPORT, shown_version: 4, uptime_s: 400 });
    expect((await getDevice(org.owner.token, device.id)).screen?.shown_version).toBe(99);
    clock().advance(REPORT_REWRITE_AFTER_MS);
    await report(screen.secret, {
      ...REPORT,
      shown_version: 4,
      uptime_s: 400 + REPORT_REWRITE_AFTER_MS / 1000,
    });
    expect((await getDevice(org.owner.token, device.id)).screen?.shown_version).toBe(4);
    // A restarted page (a new start) is written at once.
    await tamper();
    await report(screen.secret, { ...REPORT, shown_version: 4, uptime_s: 5 });
    expect((await getDevice(org.owner.token, device.id)).screen).toMatchObject({
      shown_version: 4,
      started_at: near(clock().now().getTime() - 5000),
    });
  });

  it('carries a waiting screen’s page facts to the device it is linked to, and clears them when unlinked', async () => {
    const org = await createOrgFixture(app());
    const screen = await pairScreen(app());
    await report(screen.secret, { ...REPORT, uptime_s: 120, last_reload_reason: 'errors', legacy: true });
    const linked = await app().inject({
      method: 'POST',
      url: '/api/foyer/devices',
      headers: bearer(org.owner.token),
      payload: { org_id: org.orgId, name: 'Side door', pairing_code: screen.code },
    });
    expect(linked.statusCode).toBe(201);
    const device = linked.json<{ data: Device }>().data;
    expect(device.screen).toMatchObject({
      linked: true,
      shown_version: null,
      started_at: near(clock().now().getTime() - 120_000),
      last_reload_reason: 'errors',
      legacy: true,
    });

    await report(screen.secret, { ...REPORT, shown_version: 1, uptime_s: 130 });
    expect((await getDevice(org.owner.token, device.id)).screen?.shown_version).toBe(1);
    // The device takes another code: its screen is unlinked, and what it reported goes with it.
    const moved = await app().inject({
      method: 'POST',
      url: `/api/foyer/devices/${device.id}`,
      headers: bearer(org.owner.token),
      payload: { pairing_code: 'NEWC2D' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: Device }>().data.screen).toMatchObject({
      // No screen has shown the new code.
      linked: false,
      shown_version: null,
      shown_since: null,
      started_at: null,
      last_reload_reason: null,
      legacy: null,
    });
  });
});
