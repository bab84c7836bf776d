import { deviceBadge, PUBLISH_MESSAGES, type Device } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { failBundleInserts } from '../../test/bundle-faults';
import { addDevice, addTenantList, publishDevice } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

describe.each(DIALECTS)('publishing on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const getDevice = async (token: string, id: string) =>
    (await app().inject({ method: 'GET', url: `/api/foyer/devices/${id}`, headers: bearer(token) })).json()
      .data as Device;
  const deviceBundle = (token: string, id: string) =>
    app().inject({ method: 'GET', url: `/api/foyer/tv-devices/${id}/bundle`, headers: bearer(token) });
  const codeBundle = (token: string, orgId: string, code: string) =>
    app().inject({
      method: 'GET',
      url: `/api/foyer/published-bundles/pairing-code/${orgId}/${code}`,
      headers: bearer(token),
    });
  const publish = (token: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/foyer/published-bundles', headers: bearer(token), payload });

  async function publishedSetup(org: OrgFixture) {
    const theme = await addTheme(app(), org.orgId, org.north.id, 'Lobby Theme');
    const tenants = await addTenantList(app(), org.orgId, org.north.id, 3, 'North list');
    const device = await addDevice(app(), org.orgId, org.north.id, {
      name: 'Lobby TV',
      pairing_code: 'HYDE23',
      theme_id: theme.id,
      tenants_id: tenants.id,
    });
    return { theme, tenants, device };
  }

  it('publishes version 1 then 2, replacing the older bundle and marking the device', async () => {
    const org = await createOrgFixture(app());
    const { theme, tenants, device } = await publishedSetup(org);
    const first = await publishDevice(app(), org.editor.token, device);
    expect(first).toMatchObject({
      org_id: org.orgId,
      device_id: device.id,
      pairing_code: 'HYDE23',
      bundle_name: 'Lobby TV Bundle',
      status: 'active',
      version: 1,
      created_by: org.editor.user.id,
      bundle_settings: { auto_refresh: true, offline_mode: true },
    });
    expect(first.data.theme).toMatchObject({ id: theme.id, name: 'Lobby Theme' });
    expect(first.data.tenants).toMatchObject({ id: tenants.id, name: 'North list', scope: 'global' });
    expect(first.data.tenants?.entries).toHaveLength(3);
    expect(first.data.device).toMatchObject({
      id: device.id,
      hasBeenPublished: true,
      hasUnpublishedChanges: false,
    });
    const marked = await getDevice(org.owner.token, device.id);
    expect(marked).toMatchObject({ hasBeenPublished: true, hasUnpublishedChanges: false });
    expect(deviceBadge(marked)).toBe('DISCONNECTED');

    const second = await publishDevice(app(), org.editor.token, device, { pairing_code: 'hyde23' });
    expect(second.version).toBe(2);
    const byDevice = await deviceBundle(org.owner.token, device.id);
    expect(byDevice.json().data).toEqual(second);
    const byCode = await codeBundle(org.editor.token, org.orgId, 'hyde23');
    expect(byCode.json().data.id).toBe(second.id);
    // The first bundle is gone.
    const gone = await app().inject({
      method: 'DELETE',
      url: `/api/foyer/published-bundles/${first.id}`,
      headers: bearer(org.owner.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('turns auto_refresh off for a device whose refresh policy is manual, and on again', async () => {
    const org = await createOrgFixture(app());
    const { device } = await publishedSetup(org);
    const setPolicy = async (refresh_policy: string) => {
      const res = await app().inject({
        method: 'POST',
        url: `/api/foyer/devices/${device.id}`,
        headers: bearer(org.editor.token),
        payload: { org_id: org.orgId, refresh_policy },
      });
      expect(res.statusCode).toBe(200);
    };
    await setPolicy('Manual');
    const held = await publishDevice(app(), org.editor.token, device);
    expect(held.bundle_settings).toEqual({ auto_refresh: false, offline_mode: true });
    expect((await deviceBundle(org.owner.token, device.id)).json().data.bundle_settings.auto_refresh).toBe(
      false,
    );
    await setPolicy('auto');
    const live = await publishDevice(app(), org.editor.token, device);
    expect(live.bundle_settings).toEqual({ auto_refresh: true, offline_mode: true });
  });

  it('needs a theme and a pairing code (400)', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const noCode = await addDevice(app(), org.orgId, null, { theme_id: theme.id });
    const noTheme = await addDevice(app(), org.orgId, null, { pairing_code: 'NTHEME' });
    for (const device of [noCode, noTheme]) {
      const res = await publish(org.owner.token, { org_id: org.orgId, device_id: device.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PUBLISH_MESSAGES.needsThemeAndCode);
    }
    expect((await deviceBundle(org.owner.token, noTheme.id)).json().message).toBe(PUBLISH_MESSAGES.noBundle);
    // A theme of another organization is as unknown (400); another device's code is 409.
    const foreign = await addTheme(app(), (await createOrgFixture(app())).orgId, null);
    const res = await publish(org.owner.token, {
      device_id: noCode.id,
      theme_id: foreign.id,
      pairing_code: 'XKCD23',
    });
    expect(res.statusCode).toBe(400);
    const taken = await publish(org.owner.token, { device_id: noCode.id, pairing_code: 'ntheme' });
    expect(taken.statusCode).toBe(409);
    expect((await deviceBundle(org.owner.token, noCode.id)).statusCode).toBe(404);
  });

  it('keeps the bundle a copy: later edits of device, theme or list mark the device, not the bundle', async () => {
    const org = await createOrgFixture(app());
    const { theme, tenants, device } = await publishedSetup(org);
    const edits: Array<() => Promise<unknown>> = [
      () =>
        app().inject({
          method: 'POST',
          url: `/api/foyer/devices/${device.id}`,
          headers: bearer(org.editor.token),
          payload: { name: 'Renamed TV' },
        }),
      () =>
        app().inject({
          method: 'POST',
          url: `/api/foyer/themes/${theme.id}`,
          headers: bearer(org.editor.token),
          payload: { name: 'Renamed Theme', layout: 'split', metadata: { version: 1 } },
        }),
      () =>
        app().inject({
          method: 'POST',
          url: `/api/foyer/tenants/${tenants.id}`,
          headers: bearer(org.editor.token),
          payload: { entries: [{ company_name: 'Only One' }] },
        }),
    ];
    for (const edit of edits) {
      const bundle = await publishDevice(app(), org.editor.token, device);
      expect(deviceBadge(await getDevice(org.owner.token, device.id))).toBe('DISCONNECTED');
      const res = (await edit()) as { statusCode: number };
      expect(res.statusCode).toBe(200);
      const changed = await getDevice(org.owner.token, device.id);
      expect(changed.hasUnpublishedChanges).toBe(true);
      expect(deviceBadge(changed)).toBe('CHANGES, PLEASE PUBLISH');
      expect((await deviceBundle(org.owner.token, device.id)).json().data).toEqual(bundle);
    }
    const latest = await publishDevice(app(), org.editor.token, device);
    expect(latest.version).toBe(4);
    expect(latest.data.device.name).toBe('Renamed TV');
    expect(latest.data.theme).toMatchObject({ name: 'Renamed Theme', layout: 'split' });
    expect(latest.data.tenants?.entries.map((e) => e.company_name)).toEqual(['Only One']);
  });

  it('refuses to delete a theme that devices show (409)', async () => {
    const org = await createOrgFixture(app());
    const { theme } = await publishedSetup(org);
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/themes/${theme.id}/delete`,
      headers: bearer(org.owner.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This theme is used by 1 device(s)');
  });

  it('keeps the previous bundle and device state when the bundle insert fails', async () => {
    const org = await createOrgFixture(app());
    const { device } = await publishedSetup(org);
    const first = await publishDevice(app(), org.owner.token, device);
    await app().inject({
      method: 'POST',
      url: `/api/foyer/devices/${device.id}`,
      headers: bearer(org.owner.token),
      payload: { name: 'Edited' },
    });
    const restore = await failBundleInserts(app(), dialect);
    try {
      const res = await publish(org.owner.token, { org_id: org.orgId, device_id: device.id });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await deviceBundle(org.owner.token, device.id)).json().data).toEqual(first);
    expect(deviceBadge(await getDevice(org.owner.token, device.id))).toBe('CHANGES, PLEASE PUBLISH');
  });

  it('deletes by pairing code, answering deletedCount, and refuses Viewers and other organizations', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    const { device } = await publishedSetup(org);
    const bundle = await publishDevice(app(), org.owner.token, device);
    const southTheme = await addTheme(app(), org.orgId, org.south.id);
    const south = await addDevice(app(), org.orgId, org.south.id, {
      pairing_code: 'STH234',
      theme_id: southTheme.id,
    });
    expect((await publish(org.viewer.token, { device_id: south.id })).statusCode).toBe(403);
    expect((await publish(org.editor.token, { device_id: south.id })).statusCode).toBe(403);
    expect((await publish(other.owner.token, { device_id: device.id })).statusCode).toBe(404);
    expect((await deviceBundle(other.owner.token, device.id)).statusCode).toBe(404);
    expect((await codeBundle(other.owner.token, org.orgId, 'HYDE23')).statusCode).toBe(404);
    expect((await deviceBundle(org.viewer.token, device.id)).statusCode).toBe(403);
    const del = (token: string, orgId: string) =>
      app().inject({
        method: 'DELETE',
        url: `/api/foyer/published-bundles/pairing-code/${orgId}/hyde23`,
        headers: bearer(token),
      });
    expect((await del(org.viewer.token, org.orgId)).statusCode).toBe(403);
    expect((await del(other.owner.token, org.orgId)).statusCode).toBe(404);
    const one = await app().inject({
      method: 'DELETE',
      url: `/api/foyer/published-bundles/${bundle.id}`,
      headers: bearer(org.viewer.token),
    });
    expect(one.statusCode).toBe(403);
    const res = await del(org.editor.token, org.orgId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deletedCount: 1 });
    expect((await del(org.editor.token, org.orgId)).json().data).toEqual({ deletedCount: 0 });
    expect((await codeBundle(org.owner.token, org.orgId, 'HYDE23')).statusCode).toBe(404);
  });
});
