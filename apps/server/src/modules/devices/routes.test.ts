import { DEVICE_MESSAGES, deviceBadge, unknownSubOrganizationMessage, type Device } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/tokens';
import { bearer } from '../../test/auth-helpers';
import { addDevice, publishDevice } from '../../test/device-fixture';
import { createOrgFixture } from '../../test/org-fixture';
import { pairScreen } from '../../test/screen-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

type Body = Record<string, unknown>;

describe.each(DIALECTS)('device routes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const list = (token: string, orgId: string, subOrgId?: string) =>
    app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${orgId}/devices`,
      query: subOrgId === undefined ? {} : { sub_org_id: subOrgId },
      headers: bearer(token),
    });
  const get = (token: string, id: string) =>
    app().inject({ method: 'GET', url: `/api/foyer/devices/${id}`, headers: bearer(token) });
  const create = (token: string, payload: Body) =>
    app().inject({ method: 'POST', url: '/api/foyer/devices', headers: bearer(token), payload });
  const update = (token: string, id: string, payload: Body) =>
    app().inject({ method: 'POST', url: `/api/foyer/devices/${id}`, headers: bearer(token), payload });
  const remove = (token: string, id: string) =>
    app().inject({ method: 'POST', url: `/api/foyer/devices/${id}/delete`, headers: bearer(token) });

  it('creates with the §3 defaults, a dated name when blank and the pairing code upper case', async () => {
    const org = await createOrgFixture(app());
    const res = await create(org.owner.token, { org_id: org.orgId, name: '  ', pairing_code: ' ab23cd ' });
    expect(res.statusCode).toBe(201);
    const device = res.json().data as Device;
    expect(device).toMatchObject({
      org_id: org.orgId,
      sub_org_id: null,
      theme_id: null,
      pairing_code: 'AB23CD',
      orientation: 'landscape',
      refresh_policy: 'auto',
      app_version: '1.0.0',
      status: 'Disconnected',
      hasBeenPublished: false,
      hasUnpublishedChanges: false,
    });
    expect(device.name).toMatch(/^Device \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(deviceBadge(device)).toBe('UNPUBLISHED');
    expect((await get(org.viewer.token, device.id)).json().data).toEqual(device);
  });

  it('refuses a pairing code another device of the organization holds, whatever its case (409)', async () => {
    const org = await createOrgFixture(app());
    await addDevice(app(), org.orgId, null, { pairing_code: 'DESK23' });
    const res = await create(org.owner.token, { name: 'Second', pairing_code: 'desk23' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEVICE_MESSAGES.pairingCodeTaken);
    const other = await addDevice(app(), org.orgId, null, { pairing_code: 'DESK24' });
    expect((await update(org.owner.token, other.id, { pairing_code: 'Desk23' })).statusCode).toBe(409);
    // Another organization may use the same code; devices without a code never clash.
    const elsewhere = await createOrgFixture(app());
    expect((await create(elsewhere.owner.token, { name: 'X', pairing_code: 'DESK23' })).statusCode).toBe(201);
    expect((await create(org.owner.token, { name: 'A' })).statusCode).toBe(201);
    expect((await create(org.owner.token, { name: 'B', pairing_code: '' })).statusCode).toBe(201);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const org = await createOrgFixture(app());
    const foreignTheme = await addTheme(app(), (await createOrgFixture(app())).orgId, null);
    const cases: Array<[Body, string]> = [
      [{ theme_id: newId() }, 'theme_id'],
      [{ theme_id: foreignTheme.id }, 'theme_id'],
      [{ pairing_code: 'AB-12' }, 'pairing_code'],
      [{ orientation: 'sideways' }, 'orientation'],
      [{ sub_org_id: newId() }, 'sub_org_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(org.owner.token, { name: 'Bad', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain(field);
    }
    expect((await list(org.owner.token, org.orgId)).json().data).toEqual([]);
    const res = await create(org.owner.token, { name: 'Bad', sub_org_id: 'missing' });
    expect(res.json().message).toBe(unknownSubOrganizationMessage('missing'));
  });

  it('refuses a pairing code no screen could show, naming the field and the problem, and changes nothing', async () => {
    const org = await createOrgFixture(app());
    const device = await addDevice(app(), org.orgId, null, { name: 'Lobby', pairing_code: 'K7M2QX' });
    const cases: Array<[string, string]> = [
      ['ABC0EF', '“0” is never in a pairing code: check the code on the screen again'],
      ['lobby1', '“L”, “O” and “1” are never in a pairing code: check the code on the screen again'],
      ['ABC23', 'A pairing code has 6 characters; this one has 5'],
      ['ABC2345', 'A pairing code has 6 characters; this one has 7'],
      ['AB-23C', 'A pairing code has only letters and digits: remove “-”'],
    ];
    for (const [code, message] of cases) {
      for (const res of [
        await create(org.owner.token, { name: 'Bad', pairing_code: code }),
        await update(org.owner.token, device.id, { name: 'Renamed', pairing_code: code }),
      ]) {
        expect(res.statusCode, code).toBe(400);
        expect(res.json().details, code).toEqual([{ path: 'pairing_code', message }]);
      }
    }
    const devices = (await list(org.owner.token, org.orgId)).json().data as Device[];
    expect(devices.map((d) => [d.name, d.pairing_code])).toEqual([['Lobby', 'K7M2QX']]);
  });

  it('keeps a code stored before the pairing code rule: the device is saved and published with it', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await addDevice(app(), org.orgId, null, { name: 'Lobby', pairing_code: 'LOBBY1' });
    const res = await update(org.editor.token, device.id, { name: 'Lobby east', theme_id: theme.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Lobby east', pairing_code: 'LOBBY1' });
    const bundle = await publishDevice(app(), org.editor.token, device);
    expect(bundle).toMatchObject({ version: 1, pairing_code: 'LOBBY1' });
    // Typed again, it is a new code like any other: refused, and the device keeps its own.
    const retyped = await update(org.editor.token, device.id, { pairing_code: 'lobby1' });
    expect(retyped.statusCode).toBe(400);
    expect((await get(org.owner.token, device.id)).json().data.pairing_code).toBe('LOBBY1');
  });

  it('says whether a screen has shown the device’s code', async () => {
    const org = await createOrgFixture(app());
    const typo = (await create(org.owner.token, { name: 'Typo', pairing_code: 'TYP2Q5' })).json()
      .data as Device;
    expect(typo.screen).toMatchObject({ linked: false, shown_version: null });
    const screen = await pairScreen(app());
    const paired = await update(org.owner.token, typo.id, { pairing_code: screen.code });
    expect(paired.json().data.screen).toMatchObject({ linked: true });
    const listed = (await list(org.owner.token, org.orgId)).json().data as Device[];
    expect(listed.map((d) => [d.name, d.screen?.linked])).toEqual([['Typo', true]]);
    const retyped = await update(org.owner.token, typo.id, { pairing_code: 'TYP2Q6' });
    expect(retyped.json().data.screen).toMatchObject({ linked: false });
    expect((await get(org.owner.token, typo.id)).json().data.screen).toMatchObject({ linked: false });
  });

  it('updates only the fields sent and deletes', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, org.north.id);
    const device = await addDevice(app(), org.orgId, org.north.id, { name: 'Lobby', pairing_code: 'ABC' });
    const res = await update(org.editor.token, device.id, { theme_id: theme.id, orientation: 'portrait' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Lobby',
      pairing_code: 'ABC',
      theme_id: theme.id,
      orientation: 'portrait',
      hasUnpublishedChanges: false,
    });
    expect((await remove(org.editor.token, device.id)).statusCode).toBe(200);
    expect((await get(org.owner.token, device.id)).statusCode).toBe(404);
  });

  it('shows Editors and Viewers their sub-organizations and organization-wide devices only', async () => {
    const org = await createOrgFixture(app());
    await addDevice(app(), org.orgId, null, { name: 'Wide' });
    await addDevice(app(), org.orgId, org.north.id, { name: 'North TV' });
    await addDevice(app(), org.orgId, org.south.id, { name: 'South TV' });
    const names = async (token: string, sub?: string) =>
      ((await list(token, org.orgId, sub)).json().data as Device[]).map((d) => d.name);
    expect(await names(org.owner.token)).toEqual(['North TV', 'South TV', 'Wide']);
    expect(await names(org.editor.token)).toEqual(['North TV', 'Wide']);
    expect(await names(org.viewer.token)).toEqual(['South TV', 'Wide']);
    expect(await names(org.owner.token, org.south.id)).toEqual(['South TV', 'Wide']);
    expect((await list(org.editor.token, org.orgId, org.south.id)).statusCode).toBe(403);
  });

  it('refuses Viewers (403), Editors outside their sub-organizations (403) and other organizations (404)', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    const south = await addDevice(app(), org.orgId, org.south.id, { name: 'South TV' });
    expect((await create(org.viewer.token, { name: 'V', sub_org_id: org.south.id })).statusCode).toBe(403);
    expect((await update(org.viewer.token, south.id, { name: 'V' })).statusCode).toBe(403);
    expect((await remove(org.viewer.token, south.id)).statusCode).toBe(403);
    expect((await update(org.editor.token, south.id, { name: 'E' })).statusCode).toBe(403);
    expect((await get(org.editor.token, south.id)).statusCode).toBe(403);
    expect((await create(org.editor.token, { name: 'E', sub_org_id: org.south.id })).statusCode).toBe(403);
    expect((await get(other.owner.token, south.id)).statusCode).toBe(404);
    expect((await update(other.owner.token, south.id, { name: 'O' })).statusCode).toBe(404);
    expect((await remove(other.owner.token, south.id)).statusCode).toBe(404);
    expect((await create(other.owner.token, { name: 'O', org_id: org.orgId })).statusCode).toBe(404);
    expect((await list(other.owner.token, org.orgId)).statusCode).toBe(404);
    expect((await get(org.owner.token, south.id)).json().data.name).toBe('South TV');
  });
});
