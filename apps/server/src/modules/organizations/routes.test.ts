import { ORGANIZATION_MESSAGES, SCREEN_OFFLINE_ALERT_MESSAGES, TIME_ZONE_MESSAGE } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

describe.each(DIALECTS)('organization routes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const get = (token: string, orgId: string) =>
    app().inject({ method: 'GET', url: `/api/foyer/organizations/${orgId}`, headers: bearer(token) });
  const rename = (token: string, orgId: string, payload: Record<string, unknown>) =>
    app().inject({
      method: 'PUT',
      url: `/api/foyer/organizations/${orgId}`,
      headers: bearer(token),
      payload,
    });

  it('answers id, name and the offline e-mail delay (10 minutes at first) to every member, 404 to others', async () => {
    const org = await createOrgFixture(app(), 'Harbour Point');
    const other = await createOrgFixture(app());
    const res = await get(org.viewer.token, org.orgId);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: org.orgId,
        name: 'Harbour Point',
        screen_offline_alert_minutes: 10,
        default_time_zone: 'UTC',
      },
    });
    const foreign = await get(other.owner.token, org.orgId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ORGANIZATION_MESSAGES.notFound);
  });

  it('refuses a NUL character in the new name and in the path id (400)', async () => {
    const org = await createOrgFixture(app(), 'Harbour Point');
    const name = await rename(org.owner.token, org.orgId, { name: 'Harbour\u0000Point' });
    expect(name.statusCode).toBe(400);
    expect(name.json().details).toEqual([
      { path: 'name', message: 'Organization name contains an invalid character' },
    ]);
    for (const res of [
      await get(org.owner.token, 'a%00b'),
      await rename(org.owner.token, 'a%00b', { name: 'X' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'orgId', message: 'Organization id contains an invalid character' },
      ]);
    }
    expect((await get(org.owner.token, org.orgId)).json().data.name).toBe('Harbour Point');
  });

  it('lets Owners and Admins rename it', async () => {
    const org = await createOrgFixture(app());
    const res = await rename(org.admin.token, org.orgId, { name: '  Harbour Point West ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: ORGANIZATION_MESSAGES.renamed,
      data: {
        id: org.orgId,
        name: 'Harbour Point West',
        screen_offline_alert_minutes: 10,
        default_time_zone: 'UTC',
      },
    });
    const me = await app().inject({ method: 'GET', url: '/api/me', headers: bearer(org.editor.token) });
    expect(me.json().data.organization.name).toBe('Harbour Point West');
  });

  it('refuses Editors (403), blank names (400) and other organizations (404)', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    const editor = await rename(org.editor.token, org.orgId, { name: 'Mine' });
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message).toBe('Only Owners and Admins can rename the organization');
    const blank = await rename(org.owner.token, org.orgId, { name: ' ' });
    expect(blank.json().details).toEqual([{ path: 'name', message: ORGANIZATION_MESSAGES.nameRequired }]);
    expect((await rename(org.owner.token, other.orgId, { name: 'Mine' })).statusCode).toBe(404);
  });

  it('lets Owners and Admins set or turn off the offline e-mails, keeping the name', async () => {
    const org = await createOrgFixture(app(), 'Harbour Point');
    const set = await rename(org.admin.token, org.orgId, { screen_offline_alert_minutes: 45 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({
      id: org.orgId,
      name: 'Harbour Point',
      screen_offline_alert_minutes: 45,
      default_time_zone: 'UTC',
    });
    const off = await rename(org.owner.token, org.orgId, { screen_offline_alert_minutes: null });
    expect(off.json().data.screen_offline_alert_minutes).toBeNull();
    // A rename alone keeps the setting.
    await rename(org.owner.token, org.orgId, { name: 'Harbour Point East' });
    expect((await get(org.viewer.token, org.orgId)).json().data).toEqual({
      id: org.orgId,
      name: 'Harbour Point East',
      screen_offline_alert_minutes: null,
      default_time_zone: 'UTC',
    });
    for (const minutes of [5, 1440]) {
      const res = await rename(org.owner.token, org.orgId, { screen_offline_alert_minutes: minutes });
      expect(res.json().data.screen_offline_alert_minutes).toBe(minutes);
    }
  });

  it('refuses delays outside 5..1440 whole minutes (400) and Editors and Viewers (403)', async () => {
    const org = await createOrgFixture(app());
    for (const [minutes, message] of [
      [4, SCREEN_OFFLINE_ALERT_MESSAGES.range],
      [1441, SCREEN_OFFLINE_ALERT_MESSAGES.range],
      [0, SCREEN_OFFLINE_ALERT_MESSAGES.range],
      [12.5, SCREEN_OFFLINE_ALERT_MESSAGES.wholeMinutes],
      ['15', SCREEN_OFFLINE_ALERT_MESSAGES.wholeMinutes],
    ] as const) {
      const res = await rename(org.owner.token, org.orgId, { screen_offline_alert_minutes: minutes });
      expect(res.statusCode, String(minutes)).toBe(400);
      expect(res.json().details).toEqual([{ path: 'screen_offline_alert_minutes', message }]);
    }
    const empty = await rename(org.owner.token, org.orgId, {});
    expect(empty.json().details).toEqual([{ path: 'name', message: ORGANIZATION_MESSAGES.nameRequired }]);
    for (const member of [org.editor, org.viewer]) {
      const res = await rename(member.token, org.orgId, { screen_offline_alert_minutes: null });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only Owners and Admins can change screen alerts');
    }
    expect((await get(org.owner.token, org.orgId)).json().data.screen_offline_alert_minutes).toBe(10);
  });

  // A new building's zone from the default is checked in sub-organizations/schedule.test.ts.
  it('sets the default time zone alone, keeping the rest; refuses offsets and unknown names at the field', async () => {
    const org = await createOrgFixture(app(), 'Harbour Point');
    const set = await rename(org.owner.token, org.orgId, { default_time_zone: ' Europe/Berlin ' });
    expect(set.statusCode).toBe(200);
    expect((await get(org.viewer.token, org.orgId)).json().data).toEqual({
      id: org.orgId,
      name: 'Harbour Point',
      screen_offline_alert_minutes: 10,
      default_time_zone: 'Europe/Berlin',
    });
    for (const zone of ['+01:00', 'UTC+1', 'Europe/Atlantis', '']) {
      const res = await rename(org.owner.token, org.orgId, { default_time_zone: zone });
      expect(res.statusCode, zone).toBe(400);
      expect(res.json().details).toEqual([{ path: 'default_time_zone', message: TIME_ZONE_MESSAGE }]);
    }
    expect((await get(org.owner.token, org.orgId)).json().data.default_time_zone).toBe('Europe/Berlin');
  });
});
