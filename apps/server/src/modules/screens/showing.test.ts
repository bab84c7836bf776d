import {
  ALERT_TEMPLATE_TEXT,
  WEEKDAYS,
  type Notice,
  type PlayerReport,
  type ScreenShowing,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { linkedDevice, pairScreen, screenHeaders } from '../../test/screen-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

const REPORT: PlayerReport = { shown_version: null, uptime_s: 5, last_reload_reason: null, legacy: false };

/** docs/decisions/schedules.md SCH-11: the device cards draw what each screen reported it draws. */
describe.each(DIALECTS)('what screens show on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const showing = async (org: OrgFixture, token: string) => {
    const res = await app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${org.orgId}/screens/showing`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ScreenShowing[] }>().data;
  };
  const linkedScreen = async (org: OrgFixture, subOrgId: string) => {
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(app(), org.owner.token, screen, {
      org_id: org.orgId,
      sub_org_id: subOrgId,
      theme_id: theme.id,
    });
    return { screen, device };
  };
  const report = (secret: string, payload: PlayerReport) =>
    app().inject({
      method: 'POST',
      url: '/api/foyer/tv-devices/report',
      headers: screenHeaders(secret),
      payload,
    });

  it('answers each visible screen’s report with the contents of its notices and alert; nothing before a report', async () => {
    const org = await createOrgFixture(app());
    const north = await linkedScreen(org, org.north.id);
    const south = await linkedScreen(org, org.south.id);
    const before = await showing(org, org.owner.token);
    expect(before.find((row) => row.device_id === north.device.id)).toEqual({
      device_id: north.device.id,
      reported: false,
      version: null,
      asleep: false,
      alert: null,
      notices: [],
      languages: ['en'],
    });
    // South's screens speak German and English: its card draws them so (docs/product.md §16).
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/foyer/sub-organizations/${org.south.id}`,
          headers: bearer(org.owner.token),
          payload: { name: 'South', languages: ['de', 'en'] },
        })
      ).statusCode,
    ).toBe(200);

    const notice = (
      await app().inject({
        method: 'POST',
        url: `/api/foyer/organizations/${org.orgId}/notices`,
        headers: bearer(org.owner.token),
        payload: {
          title: 'Lift service',
          tone: 'attention',
          scope: { kind: 'buildings', ids: [org.north.id] },
          schedule: { starts_at: '2026-01-01T00:00', ends_at: null, weekdays: [...WEEKDAYS], times: [] },
        },
      })
    ).json<{ data: Notice }>().data;
    const alert = (
      await app().inject({
        method: 'POST',
        url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
        headers: bearer(org.owner.token),
        // The template's own words: the server adds them in the languages of the buildings reached.
        payload: {
          template: 'evacuate',
          title: ALERT_TEMPLATE_TEXT.evacuate.title,
          text: ALERT_TEMPLATE_TEXT.evacuate.text,
          scope: { kind: 'organization' },
        },
      })
    ).json<{ data: { id: string } }>().data;

    expect(
      (await report(north.screen.secret, { ...REPORT, shown_notice_ids: [notice.id, 'gone'] })).statusCode,
    ).toBe(200);
    expect(
      (await report(south.screen.secret, { ...REPORT, asleep: true, shown_alert_id: alert.id })).statusCode,
    ).toBe(200);

    const after = await showing(org, org.owner.token);
    expect(after.find((row) => row.device_id === north.device.id)).toEqual({
      device_id: north.device.id,
      reported: true,
      version: null,
      asleep: false,
      alert: null,
      // A notice the screen still names but that is gone is left out.
      notices: [{ id: notice.id, title: 'Lift service', text: '', image_url: '', tone: 'attention' }],
      languages: ['en'],
    });
    const southShowing = after.find((row) => row.device_id === south.device.id);
    expect(southShowing).toMatchObject({
      asleep: true,
      alert: { id: alert.id, title: 'Evacuate the building', tone: 'danger' },
      notices: [],
      languages: ['de', 'en'],
    });
    // The alert as the screen got it: its German text and band words, no countdown.
    expect(southShowing?.alert?.translations?.de?.title).toBeTruthy();
    expect(southShowing?.alert?.bands?.de).toBe('NOTFALL');
    expect(southShowing?.alert).not.toHaveProperty('expires_in_ms');
    // The Editor reaches North only.
    expect((await showing(org, org.editor.token)).map((row) => row.device_id)).toEqual([north.device.id]);
  });

  it('refuses a report whose notice list is not a list of ids, and stores nothing', async () => {
    const org = await createOrgFixture(app());
    const north = await linkedScreen(org, org.north.id);
    const bad = await report(north.screen.secret, {
      ...REPORT,
      shown_notice_ids: 'lifts' as unknown as string[],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('must be a list of notice ids');
    expect((await showing(org, org.owner.token))[0]?.reported).toBe(false);
  });
});
