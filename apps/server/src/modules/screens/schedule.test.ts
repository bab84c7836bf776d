import { type Device, type ScreenEvent, type ScreenSchedule } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { closeBuildingUntilLater } from '../../test/building-hours';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { pairScreen, screenHeaders, type PairedScreen } from '../../test/screen-fixture';
import { useScreenStreams } from '../../test/stream-server';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DAILY = [{ from: '07:00', to: '19:00' }];
const HOURS = {
  weekly: { mon: DAILY, tue: DAILY, wed: DAILY, thu: DAILY, fri: DAILY, sat: DAILY, sun: DAILY },
  exceptions: [],
};

const scheduleOf = (event: ScreenEvent): ScreenSchedule | null =>
  event.type === 'schedule' ? event.schedule : null;
const isSchedule = (withWindows: boolean) => (event: ScreenEvent) => {
  const schedule = scheduleOf(event);
  return schedule !== null && (schedule.windows !== null) === withWindows;
};

/** 07:00 to 19:00 UTC each day of the next 14, the one under way clipped to the server's time. */
function expectDaily(schedule: ScreenSchedule | null | undefined) {
  const windows = schedule?.windows ?? [];
  const now = schedule?.server_time ?? 0;
  expect(windows.length).toBeGreaterThanOrEqual(14);
  expect(windows[0]?.end).toBeGreaterThan(now - 60_000);
  for (const window of windows.slice(1, -1)) {
    expect(window.start % DAY_MS).toBe(7 * HOUR_MS);
    expect(window.end - window.start).toBe(12 * HOUR_MS);
  }
  expect(windows.at(-1)?.end).toBeLessThanOrEqual(now + 14 * DAY_MS);
}

/** docs/decisions/schedules.md SCH-4: a screen is told its building's opening hours, live. */
describe.each(DIALECTS)('screen schedules on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const connect = useScreenStreams(app);

  const setHours = async (token: string, id: string, hours: typeof HOURS | null) => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${id}/schedule`,
      headers: bearer(token),
      payload: { time_zone: 'UTC', opening_hours: hours },
    });
    expect(res.statusCode).toBe(200);
  };
  /** A paired screen of a device in `subOrgId`, its stream open and told the device and hours. */
  const screenIn = async (org: OrgFixture, subOrgId: string | null, themeId: string) => {
    const screen = await pairScreen(app());
    const created = await app().inject({
      method: 'POST',
      url: '/api/foyer/devices',
      headers: bearer(org.owner.token),
      payload: { org_id: org.orgId, sub_org_id: subOrgId, pairing_code: screen.code, theme_id: themeId },
    });
    expect(created.statusCode).toBe(201);
    const device = created.json<{ data: Device }>().data;
    const stream = await connect(screen.secret);
    await stream.next((e) => e.type === 'state' && e.state.device_id === device.id);
    await stream.next((e) => e.type === 'schedule');
    return { screen, device, stream };
  };
  const me = async (screen: PairedScreen) => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/foyer/tv-devices/me',
      headers: screenHeaders(screen.secret),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { schedule?: ScreenSchedule } }>().data.schedule;
  };

  it('a screen not paired, or of a building without hours, is always on, and is told the server time', async () => {
    const waiting = await pairScreen(app());
    const before = Date.now();
    const schedule = await me(waiting);
    expect(schedule?.windows).toBeNull();
    expect(schedule?.server_time).toBeGreaterThanOrEqual(before - 1000);
    const stream = await connect(waiting.secret);
    await stream.next(isSchedule(false));

    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const { screen, stream: linked } = await screenIn(org, org.north.id, theme.id);
    await linked.next(isSchedule(false));
    expect((await me(screen))?.windows).toBeNull();
  });

  it("changing a building's hours pushes the new windows to its screens only; /me and a reconnect carry them", async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const north = await screenIn(org, org.north.id, theme.id);
    const south = await screenIn(org, org.south.id, theme.id);
    const none = await screenIn(org, null, theme.id);
    await north.stream.next(isSchedule(false));
    const southFrom = south.stream.events.length;
    const noneFrom = none.stream.events.length;

    await setHours(org.owner.token, org.north.id, HOURS);
    expectDaily(scheduleOf(await north.stream.next(isSchedule(true))));
    expectDaily(await me(north.screen));
    const again = await connect(north.screen.secret);
    expectDaily(scheduleOf(await again.next(isSchedule(true))));

    // South's own change comes after North's push: nothing of North's reached South or no building.
    await setHours(org.admin.token, org.south.id, HOURS);
    await south.stream.next(isSchedule(true), { from: southFrom });
    expect(south.stream.events.slice(southFrom).filter((e) => e.type === 'schedule')).toHaveLength(1);
    expect(none.stream.events.slice(noneFrom).filter((e) => e.type === 'schedule')).toHaveLength(0);

    // Hours taken away: always on again.
    const from = north.stream.events.length;
    await setHours(org.owner.token, org.north.id, null);
    await north.stream.next(isSchedule(false), { from });
  });

  it('the devices list and a device say until when a screen of a closed building sleeps (SCH-7)', async () => {
    const org = await createOrgFixture(app());
    const opens = await closeBuildingUntilLater(app(), org.owner.token, org.north.id, t.current.clock.now());
    const theme = await addTheme(app(), org.orgId, null);
    const north = await screenIn(org, org.north.id, theme.id);
    const south = await screenIn(org, org.south.id, theme.id);

    const list = await app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${org.orgId}/devices`,
      headers: bearer(org.owner.token),
    });
    const byId = new Map(list.json<{ data: Device[] }>().data.map((device) => [device.id, device]));
    const asleep = { until: opens.toISOString(), time_zone: 'UTC' };
    expect(byId.get(north.device.id)?.asleep).toEqual(asleep);
    expect(byId.get(south.device.id)?.asleep).toBeNull();
    const one = await app().inject({
      method: 'GET',
      url: `/api/foyer/devices/${north.device.id}`,
      headers: bearer(org.owner.token),
    });
    expect(one.json<{ data: Device }>().data.asleep).toEqual(asleep);

    // An alert wakes the screen: once it reports showing one, its card no longer says asleep.
    const reported = await app().inject({
      method: 'POST',
      url: '/api/foyer/tv-devices/report',
      headers: screenHeaders(north.screen.secret),
      payload: {
        shown_version: null,
        uptime_s: 1,
        last_reload_reason: null,
        legacy: false,
        shown_alert_id: 'a1',
      },
    });
    expect(reported.statusCode).toBe(200);
    const awake = await app().inject({
      method: 'GET',
      url: `/api/foyer/devices/${north.device.id}`,
      headers: bearer(org.owner.token),
    });
    expect(awake.json<{ data: Device }>().data.asleep).toBeNull();
  });

  it('a screen moved to another building gets that building’s windows', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    await setHours(org.owner.token, org.south.id, HOURS);
    const north = await screenIn(org, org.north.id, theme.id);
    await north.stream.next(isSchedule(false));
    const from = north.stream.events.length;
    const moved = await app().inject({
      method: 'POST',
      url: `/api/foyer/devices/${north.device.id}`,
      headers: bearer(org.owner.token),
      payload: { sub_org_id: org.south.id },
    });
    expect(moved.statusCode).toBe(200);
    expectDaily(scheduleOf(await north.stream.next(isSchedule(true), { from })));
  });

  it('a screen set to always on ignores its building’s hours at once, without a publish, and back again (SCH-8)', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    await setHours(org.owner.token, org.north.id, HOURS);
    const north = await screenIn(org, org.north.id, theme.id);
    expectDaily(await me(north.screen));
    const published = await app().inject({
      method: 'POST',
      url: '/api/foyer/published-bundles',
      headers: bearer(org.owner.token),
      payload: { device_id: north.device.id },
    });
    expect(published.statusCode).toBe(201);

    const save = (alwaysOn: boolean) =>
      app().inject({
        method: 'POST',
        url: `/api/foyer/devices/${north.device.id}`,
        headers: bearer(org.editor.token),
        payload: { always_on: alwaysOn },
      });
    let from = north.stream.events.length;
    const on = await save(true);
    expect(on.statusCode).toBe(200);
    expect(on.json<{ data: Device }>().data).toMatchObject({
      always_on: true,
      hasUnpublishedChanges: false,
      asleep: null,
    });
    await north.stream.next(isSchedule(false), { from });
    expect((await me(north.screen))?.windows).toBeNull();

    from = north.stream.events.length;
    const off = await save(false);
    expect(off.json<{ data: Device }>().data).toMatchObject({
      always_on: false,
      hasUnpublishedChanges: false,
    });
    expectDaily(scheduleOf(await north.stream.next(isSchedule(true), { from })));

    const audit = await app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${org.orgId}/audit-events?category=devices`,
      headers: bearer(org.owner.token),
    });
    const details = (audit.json().data.events as { details: string }[]).map((event) => event.details);
    expect(details).toContain('Always on: off → on');
  });
});
