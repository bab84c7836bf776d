import {
  ALERT_MESSAGES,
  ALERT_TEMPLATE_TEXT,
  type EmergencyAlert,
  type EmergencyAlertList,
  type PlayerState,
  type ScreenEvent,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { addDevice } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { linkedDevice, pairScreen, screenHeaders, type PairedScreen } from '../../test/screen-fixture';
import { useScreenStreams } from '../../test/stream-server';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

const isAlert = (title: string | null) => (e: ScreenEvent) =>
  e.type === 'alert' && (title === null ? e.alert === null : e.alert?.title === title);

describe.each(DIALECTS)('emergency alerts on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const connect = useScreenStreams(app);

  /** A screen paired and linked to a new device of `subOrgId`. */
  async function linkedScreen(org: OrgFixture, subOrgId: string, name: string) {
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(app(), org.admin.token, screen, {
      org_id: org.orgId,
      sub_org_id: subOrgId,
      name,
      theme_id: theme.id,
    });
    return { screen, device };
  }

  const me = async (screen: PairedScreen) => {
    const res = await app().inject({
      url: '/api/foyer/tv-devices/me',
      headers: screenHeaders(screen.secret),
    });
    return res.json<{ data: PlayerState }>().data;
  };

  const start = (org: OrgFixture, token: string, payload: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
      headers: bearer(token),
      payload,
    });

  const list = async (org: OrgFixture, token = org.viewer.token) => {
    const res = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: EmergencyAlertList }>().data;
  };

  const evacuate = {
    template: 'evacuate',
    title: ALERT_TEMPLATE_TEXT.evacuate.title,
    text: ALERT_TEMPLATE_TEXT.evacuate.text,
    scope: { kind: 'organization' },
  };

  it('reaches every screen at once, shows who confirmed it, and ends everywhere in one action', async () => {
    const org = await createOrgFixture(app());
    const north = await linkedScreen(org, org.north.id, 'North lobby');
    const south = await linkedScreen(org, org.south.id, 'South lobby');
    const streams = [await connect(north.screen.secret), await connect(south.screen.secret)];
    // On connect each screen is told there is no alert (a kept one from before a reload goes).
    for (const stream of streams) await stream.next(isAlert(null));

    const res = await start(org, org.owner.token, evacuate);
    expect(res.statusCode).toBe(201);
    const alert = res.json<{ message: string; data: EmergencyAlert }>();
    expect(alert.message).toBe(ALERT_MESSAGES.started);
    expect(alert.data).toMatchObject({ active: true, tone: 'danger', source: 'dashboard', ended_at: null });
    expect(new Date(alert.data.expires_at).getTime() - new Date(alert.data.started_at).getTime()).toBe(
      3_600_000,
    );

    for (const stream of streams) {
      const event = await stream.next(isAlert(evacuate.title));
      expect(event.type === 'alert' && event.alert?.expires_in_ms).toBeGreaterThan(3_500_000);
    }
    expect((await me(north.screen)).alert).toMatchObject({ id: alert.data.id, title: evacuate.title });

    // The north screen confirms it draws it: the dashboard shows 1 of 2.
    const report = await app().inject({
      method: 'POST',
      url: '/api/foyer/tv-devices/report',
      headers: screenHeaders(north.screen.secret),
      payload: {
        shown_version: null,
        uptime_s: 5,
        last_reload_reason: null,
        legacy: false,
        shown_alert_id: alert.data.id,
      },
    });
    expect(report.statusCode).toBeLessThan(300);
    const running = await list(org, org.owner.token);
    expect(running.active).toHaveLength(1);
    expect(running.active[0]?.reach).toEqual({ total: 2, showing: 1 });
    // A Viewer limited to South sees only South's screen; the red bar asks for counts only.
    const viewerSees = await list(org);
    expect(viewerSees.active[0]?.screens.map((s) => s.name)).toEqual(['South lobby']);
    const counts = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/emergency-alerts?screens=false`,
      headers: bearer(org.owner.token),
    });
    expect(counts.json<{ data: EmergencyAlertList }>().data.active[0]).toMatchObject({
      screens: [],
      reach: { total: 2, showing: 1 },
    });
    expect(running.active[0]?.screens.map((s) => [s.name, s.showing]).sort()).toEqual([
      ['North lobby', true],
      ['South lobby', false],
    ]);

    const before = streams.map((stream) => stream.events.length);
    const end = await app().inject({
      method: 'POST',
      url: `/api/foyer/emergency-alerts/${alert.data.id}/end`,
      headers: bearer(org.admin.token),
    });
    expect(end.statusCode).toBe(200);
    expect(end.json<{ data: EmergencyAlert }>().data).toMatchObject({
      active: false,
      ended_by: expect.stringContaining('Admin'),
    });
    for (const [i, stream] of streams.entries()) await stream.next(isAlert(null), { from: before[i] });
    expect((await me(south.screen)).alert).toBeNull();
    const after = await list(org);
    expect(after.active).toEqual([]);
    expect(after.recent.map((a) => a.id)).toEqual([alert.data.id]);

    const again = await app().inject({
      method: 'POST',
      url: `/api/foyer/emergency-alerts/${alert.data.id}/end`,
      headers: bearer(org.admin.token),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(ALERT_MESSAGES.alreadyOver);
  });

  it('shows only on the chosen buildings or screens, and the newest alert wins', async () => {
    const org = await createOrgFixture(app());
    const north = await linkedScreen(org, org.north.id, 'North');
    const south = await linkedScreen(org, org.south.id, 'South');
    const building = await start(org, org.admin.token, {
      ...evacuate,
      title: 'North only',
      scope: { kind: 'buildings', ids: [org.north.id] },
    });
    expect(building.statusCode).toBe(201);
    expect((await me(north.screen)).alert?.title).toBe('North only');
    expect((await me(south.screen)).alert).toBeNull();

    const screen = await start(org, org.admin.token, {
      template: 'elevator',
      title: 'Lift B is out',
      scope: { kind: 'screens', ids: [south.device.id] },
      expires_in_minutes: 15,
    });
    expect(screen.statusCode).toBe(201);
    expect((await me(south.screen)).alert).toMatchObject({ title: 'Lift B is out', tone: 'notice' });
    expect((await me(north.screen)).alert?.title).toBe('North only');

    const everywhere = await start(org, org.admin.token, { ...evacuate, title: 'Everyone out' });
    expect(everywhere.statusCode).toBe(201);
    expect((await me(north.screen)).alert?.title).toBe('Everyone out');
    expect((await me(south.screen)).alert?.title).toBe('Everyone out');
  });

  it('members limited to buildings see organization-wide alerts and those touching their buildings only', async () => {
    const org = await createOrgFixture(app());
    await linkedScreen(org, org.north.id, 'North');
    const south = await linkedScreen(org, org.south.id, 'South');
    const started = async (title: string, scope: Record<string, unknown>) =>
      expect((await start(org, org.admin.token, { ...evacuate, title, scope })).statusCode).toBe(201);
    await started('North only', { kind: 'buildings', ids: [org.north.id] });
    await started('Lift B is out', { kind: 'screens', ids: [south.device.id] });
    await started('Both towers', { kind: 'buildings', ids: [org.north.id, org.south.id] });
    await started('Everyone out', { kind: 'organization' });

    const seen = async (token: string, which: 'active' | 'recent') =>
      (await list(org, token))[which].map((alert) => [alert.title, alert.scope]).sort();
    // The editor reaches North, the viewer South.
    const editorSees = [
      ['Both towers', { kind: 'buildings', ids: [org.north.id] }],
      ['Everyone out', { kind: 'organization' }],
      ['North only', { kind: 'buildings', ids: [org.north.id] }],
    ];
    const viewerSees = [
      ['Both towers', { kind: 'buildings', ids: [org.south.id] }],
      ['Everyone out', { kind: 'organization' }],
      ['Lift B is out', { kind: 'screens', ids: [south.device.id] }],
    ];
    expect(await seen(org.editor.token, 'active')).toEqual(editorSees);
    expect(await seen(org.viewer.token, 'active')).toEqual(viewerSees);
    expect(await seen(org.admin.token, 'active')).toHaveLength(4);
    const editorText = JSON.stringify(await list(org, org.editor.token));
    expect(editorText).not.toContain(org.south.id);
    expect(editorText).not.toContain(south.device.id);

    // Once over, the earlier alerts follow the same rule.
    for (const alert of (await list(org, org.admin.token)).active) {
      const res = await app().inject({
        method: 'POST',
        url: `/api/foyer/emergency-alerts/${alert.id}/end`,
        headers: bearer(org.admin.token),
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await seen(org.editor.token, 'recent')).toEqual(editorSees);
    expect(await seen(org.viewer.token, 'recent')).toEqual(viewerSees);
  });

  it('follows a screen moved into or out of an alerted building, live', async () => {
    const org = await createOrgFixture(app());
    const { screen, device } = await linkedScreen(org, org.south.id, 'Wanderer');
    await linkedScreen(org, org.north.id, 'North');
    const stream = await connect(screen.secret);
    await stream.next(isAlert(null));
    expect(
      (
        await start(org, org.owner.token, {
          ...evacuate,
          title: 'North out',
          scope: { kind: 'buildings', ids: [org.north.id] },
        })
      ).statusCode,
    ).toBe(201);

    const move = (subOrgId: string) =>
      app().inject({
        method: 'POST',
        url: `/api/foyer/devices/${device.id}`,
        headers: bearer(org.admin.token),
        payload: { org_id: org.orgId, sub_org_id: subOrgId },
      });
    let from = stream.events.length;
    expect((await move(org.north.id)).statusCode).toBe(200);
    await stream.next(isAlert('North out'), { from });
    from = stream.events.length;
    expect((await move(org.south.id)).statusCode).toBe(200);
    await stream.next(isAlert(null), { from });
  });

  it('expires by itself: the screens return to the directory', async () => {
    const org = await createOrgFixture(app());
    const { screen } = await linkedScreen(org, org.north.id, 'North');
    const res = await start(org, org.owner.token, { ...evacuate, expires_in_minutes: 5 });
    expect(res.statusCode).toBe(201);
    expect((await me(screen)).alert).not.toBeNull();
    t.current.clock.advance(5 * 60_000 + 1000);
    expect((await me(screen)).alert).toBeNull();
    const after = await list(org);
    expect(after.active).toEqual([]);
    expect(after.recent[0]).toMatchObject({ active: false, ended_at: null });
    t.current.clock.advance(-(5 * 60_000 + 1000));
  });

  it('refuses Editors, Viewers and other organizations, and bad input changes nothing', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    await linkedScreen(org, org.north.id, 'North');
    const foreign = await addDevice(app(), other.orgId, other.north.id);

    for (const token of [org.editor.token, org.viewer.token]) {
      const res = await start(org, token, evacuate);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(ALERT_MESSAGES.notAllowed);
    }
    expect((await start(other, org.owner.token, evacuate)).statusCode).toBe(404);

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...evacuate, title: '   ' }, ALERT_MESSAGES.titleRequired],
      [{ ...evacuate, expires_in_minutes: 1441 }, 'Expiry must be at most 24 hours (1440 minutes)'],
      [{ ...evacuate, template: 'flood' }, 'must be one of'],
      [{ ...evacuate, scope: { kind: 'buildings', ids: [] } }, 'Choose at least one building'],
      [{ ...evacuate, scope: { kind: 'buildings', ids: [other.north.id] } }, ALERT_MESSAGES.unknownBuilding],
      [{ ...evacuate, scope: { kind: 'screens', ids: [foreign.id] } }, ALERT_MESSAGES.unknownScreen],
      // South has no screen.
      [{ ...evacuate, scope: { kind: 'buildings', ids: [org.south.id] } }, ALERT_MESSAGES.noScreensInScope],
    ];
    for (const [payload, message] of bad) {
      const res = await start(org, org.owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await list(org)).toEqual({ active: [], recent: [] });

    const started = (await start(org, org.owner.token, evacuate)).json<{ data: EmergencyAlert }>().data;
    const foreignEnd = await app().inject({
      method: 'POST',
      url: `/api/foyer/emergency-alerts/${started.id}/end`,
      headers: bearer(other.owner.token),
    });
    expect(foreignEnd.statusCode).toBe(404);
    const editorEnd = await app().inject({
      method: 'POST',
      url: `/api/foyer/emergency-alerts/${started.id}/end`,
      headers: bearer(org.editor.token),
    });
    expect(editorEnd.statusCode).toBe(403);
    expect((await list(org)).active).toHaveLength(1);
  });

  it('a fire panel starts and ends a template alert with the webhook token; rotate and revoke stop old tokens', async () => {
    const org = await createOrgFixture(app());
    const { screen } = await linkedScreen(org, org.north.id, 'North');
    const hook = (token: string | undefined, payload: unknown) =>
      app().inject({
        method: 'POST',
        url: '/api/foyer/hooks/emergency-alerts',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: payload as Record<string, unknown>,
      });
    const settings = `/api/foyer/organizations/${org.orgId}/alert-webhook`;

    expect((await hook(undefined, { action: 'start', template: 'evacuate' })).statusCode).toBe(401);
    expect(
      (await app().inject({ method: 'POST', url: settings, headers: bearer(org.editor.token) })).statusCode,
    ).toBe(403);

    const created = await app().inject({ method: 'POST', url: settings, headers: bearer(org.owner.token) });
    expect(created.statusCode).toBe(201);
    const first = created.json<{ data: { token: string } }>().data.token;
    expect(first).toMatch(/^foyer_whk_/);
    const state = await app().inject({ url: settings, headers: bearer(org.admin.token) });
    expect(state.json<{ data: unknown }>().data).toMatchObject({ enabled: true, last_used_at: null });
    expect(state.json<{ data: { token?: string } }>().data.token).toBeUndefined();

    const badBody = await hook(first, { action: 'start', template: 'flood' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json<{ message: string }>().message).toContain('template');
    expect((await me(screen)).alert).toBeNull();

    const started = await hook(first, { action: 'start', template: 'shelter' });
    expect(started.statusCode).toBe(200);
    expect((await me(screen)).alert).toMatchObject({ title: ALERT_TEMPLATE_TEXT.shelter.title });
    expect((await list(org)).active[0]).toMatchObject({ source: 'webhook', started_by: 'Webhook' });

    const ended = await hook(first, { action: 'end' });
    expect(ended.json<{ data: { ended: number } }>().data.ended).toBe(1);
    expect((await me(screen)).alert).toBeNull();

    const rotated = await app().inject({ method: 'POST', url: settings, headers: bearer(org.admin.token) });
    const second = rotated.json<{ data: { token: string } }>().data.token;
    const old = await hook(first, { action: 'start', template: 'evacuate' });
    expect(old.statusCode).toBe(401);
    expect(old.json<{ message: string }>().message).toBe(ALERT_MESSAGES.webhookTokenInvalid);
    expect((await hook(second, { action: 'end' })).statusCode).toBe(200);

    expect(
      (await app().inject({ method: 'DELETE', url: settings, headers: bearer(org.owner.token) })).statusCode,
    ).toBe(200);
    expect((await hook(second, { action: 'end' })).statusCode).toBe(401);
    const gone = await app().inject({ url: settings, headers: bearer(org.owner.token) });
    expect(gone.json<{ data: { enabled: boolean } }>().data.enabled).toBe(false);
  });
});
