import {
  MOBILE_DIRECTORY_MESSAGES,
  SAMPLE_DIRECTORY,
  type AuditPage,
  type BuildingDirectory,
  type Device,
  type PublicDirectory,
  type TenantEntry,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { addDevice, publishDevice } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { insertTenantList } from '../tenants/repo';
import { newId } from '../../platform/tokens';

const company = (name: string, fields: Partial<TenantEntry> = {}): TenantEntry => ({
  ...(SAMPLE_DIRECTORY[0] as TenantEntry),
  id: newId(),
  company_name: name,
  floor: '3',
  suite_room: '301',
  category: 'Law',
  phone: '+1 555 0100',
  email: 'front@example.com',
  contact_person: 'Private Person',
  notes: 'Private note',
  move_in_date: '',
  move_out_date: '',
  active: true,
  ...fields,
});

describe.each(DIALECTS)('mobile directory on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const setDirectory = (token: string, subOrgId: string, enabled: unknown) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${subOrgId}/mobile-directory`,
      headers: bearer(token),
      payload: { enabled },
    });
  const turnOn = async (org: OrgFixture, subOrgId: string) => {
    const res = await setDirectory(org.owner.token, subOrgId, true);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: BuildingDirectory }>().data;
  };
  const tokenOf = (directory: BuildingDirectory) => directory.url?.split('/directory/')[1] ?? '';
  const visit = (token: string) => app().inject({ url: `/api/foyer/public/directories/${token}` });
  const visitOk = async (token: string) => {
    const res = await visit(token);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: PublicDirectory }>().data;
  };

  /** A device of `subOrgId` showing a list of `entries`, published by the owner. */
  async function publishedScreen(org: OrgFixture, subOrgId: string | null, entries: TenantEntry[]) {
    const at = app().ctx.now().toISOString();
    const list = await insertTenantList(app().ctx.db, {
      id: newId(),
      org_id: org.orgId,
      sub_org_id: subOrgId,
      name: `List ${newId().slice(0, 6)}`,
      scope: 'global',
      theme_id: null,
      entries: JSON.stringify(entries),
      created_at: at,
      updated_at: at,
    });
    const theme = await addTheme(app(), org.orgId, null, 'Lobby', {
      colors: { primary: '#0f766e' },
      media: { companyLogoUrl: 'https://example.com/logo.png' },
    });
    const device = await addDevice(app(), org.orgId, subOrgId, {
      pairing_code: newId().replace(/-/g, '').slice(0, 6).toUpperCase(),
    });
    const bundle = await publishDevice(app(), org.owner.token, device, {
      theme_id: theme.id,
      tenants_id: list.id,
    });
    return { device, bundle };
  }

  it('is off until an owner or admin turns it on, and then has a long unguessable address', async () => {
    const org = await createOrgFixture(app());
    const list = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/mobile-directories`,
      headers: bearer(org.admin.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: BuildingDirectory[] }>().data).toEqual(
      expect.arrayContaining([{ sub_org_id: org.north.id, enabled: false, url: null }]),
    );

    const res = await setDirectory(org.admin.token, org.north.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(MOBILE_DIRECTORY_MESSAGES.enabled);
    const directory = res.json<{ data: BuildingDirectory }>().data;
    expect(directory.url).toMatch(new RegExp(`^${app().ctx.config.publicUrl}/directory/[A-Za-z0-9_-]{43}$`));
    // The page answers without any sign-in.
    const page = await visitOk(tokenOf(directory));
    expect(page).toMatchObject({ building_name: org.north.name, tenants: [], published_at: null });
  });

  it('refuses editors and viewers, other organizations and a bad setting, and changes nothing', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app(), 'Other Properties');
    expect((await setDirectory(org.editor.token, org.north.id, true)).statusCode).toBe(403);
    expect((await setDirectory(org.viewer.token, org.south.id, true)).statusCode).toBe(403);
    expect((await setDirectory(other.owner.token, org.north.id, true)).statusCode).toBe(404);
    const bad = await setDirectory(org.owner.token, org.north.id, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('enabled must be true or false');
    const listed = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/mobile-directories`,
      headers: bearer(org.owner.token),
    });
    expect(listed.json<{ data: BuildingDirectory[] }>().data.every((d) => !d.enabled && d.url === null)).toBe(
      true,
    );
    // Members read the directories of their own buildings only (the viewer reaches South).
    const viewerList = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/mobile-directories`,
      headers: bearer(org.viewer.token),
    });
    expect(viewerList.statusCode).toBe(200);
    expect(viewerList.json<{ data: BuildingDirectory[] }>().data.map((d) => d.sub_org_id)).toEqual([
      org.south.id,
    ]);
    const stranger = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/mobile-directories`,
      headers: bearer(other.owner.token),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("lists what the building's screens show today, once each, by name, without contact details", async () => {
    const org = await createOrgFixture(app());
    const directory = await turnOn(org, org.north.id);
    await publishedScreen(org, org.north.id, [
      company('Zenith Law', { floor: '12', suite_room: '1201' }),
      company('Acme Dental', { floor: '2', suite_room: '210', category: 'Dentist' }),
      company('Hidden Corp', { active: false }),
      company('Gone Ltd', { move_out_date: '2001-01-01' }),
      company('Future Inc', { move_in_date: '2999-01-01' }),
    ]);
    // A second screen of the building, published later, with an overlapping list: its spelling
    // (the newest) is listed once. A South screen is not counted.
    await publishedScreen(org, org.north.id, [
      company('ACME Dental', { floor: '2', suite_room: '210', category: 'Dentist' }),
      company('Bright Studio', { floor: '2', suite_room: '220' }),
    ]);
    await publishedScreen(org, org.south.id, [company('South Only Co')]);

    const page = await visitOk(tokenOf(directory));
    expect(page.tenants.map((entry) => entry.company_name)).toEqual([
      'ACME Dental',
      'Bright Studio',
      'Zenith Law',
    ]);
    expect(page.tenants[0]).toEqual({
      company_name: 'ACME Dental',
      floor: '2',
      suite_room: '210',
      category: 'Dentist',
    });
    expect(JSON.stringify(page)).not.toMatch(/555|front@example|Private/);
    expect(page.accent_color).toBe('#0f766e');
    expect(page.logo_url).toBe('https://example.com/logo.png');
    expect(page.published_at).not.toBeNull();
  });

  it('answers one and the same 404 for an unknown, malformed, switched-off or replaced address', async () => {
    const org = await createOrgFixture(app());
    const first = await turnOn(org, org.north.id);
    const notAvailable = async (token: string) => {
      const res = await visit(token);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(MOBILE_DIRECTORY_MESSAGES.notFound);
    };
    await notAvailable('x'.repeat(43));
    await notAvailable('not-a-token');
    await notAvailable('x'.repeat(99));
    await notAvailable(encodeURIComponent("' or 1=1 --"));

    // Off keeps the address: on again, printed codes work again.
    const off = await setDirectory(org.owner.token, org.north.id, false);
    expect(off.json<{ message: string; data: BuildingDirectory }>()).toMatchObject({
      message: MOBILE_DIRECTORY_MESSAGES.disabled,
      data: { enabled: false, url: first.url },
    });
    await notAvailable(tokenOf(first));
    expect((await turnOn(org, org.north.id)).url).toBe(first.url);
    await visitOk(tokenOf(first));

    const rotated = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${org.north.id}/mobile-directory/new-address`,
      headers: bearer(org.owner.token),
    });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ data: BuildingDirectory }>().data;
    expect(second.url).not.toBe(first.url);
    await notAvailable(tokenOf(first));
    await visitOk(tokenOf(second));
  });

  it("puts the building's name and directory address in its screens' bundles, and flags them when either changes", async () => {
    const org = await createOrgFixture(app());
    const before = await publishedScreen(org, org.north.id, [company('Acme')]);
    expect(before.bundle.data.building).toEqual({
      id: org.north.id,
      name: org.north.name,
      directory_url: null,
      languages: ['en'],
      time_zone: 'UTC',
    });
    const noBuilding = await publishedScreen(org, null, [company('Acme')]);
    expect(noBuilding.bundle.data.building).toBeNull();
    // A screen of the whole organization is headed with the organization's name (THM-33).
    expect(noBuilding.bundle.data.organization_name).toBe(org.organizationName);
    expect(before.bundle.data.organization_name).toBe(org.organizationName);

    const directory = await turnOn(org, org.north.id);
    const device = async (id: string) =>
      (await app().inject({ url: `/api/foyer/devices/${id}`, headers: bearer(org.owner.token) })).json<{
        data: Device;
      }>().data;
    // Its QR code is out of date until it is published again.
    expect((await device(before.device.id)).hasUnpublishedChanges).toBe(true);
    expect((await device(noBuilding.device.id)).hasUnpublishedChanges).toBe(false);
    const again = await publishDevice(app(), org.owner.token, before.device);
    expect(again.data.building?.directory_url).toBe(directory.url);

    const renamed = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${org.north.id}`,
      headers: bearer(org.owner.token),
      payload: { name: 'North Tower', description: '' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await device(before.device.id)).hasUnpublishedChanges).toBe(true);
    const third = await publishDevice(app(), org.owner.token, before.device);
    expect(third.data.building?.name).toBe('North Tower');
  });

  it('writes turning on, off and a new address to the audit log', async () => {
    const org = await createOrgFixture(app());
    await turnOn(org, org.north.id);
    // A second apart, as people click: the log lists events of one instant in no set order.
    t.current.clock.advance(1000);
    await setDirectory(org.owner.token, org.north.id, false);
    // Turning off what is off changes nothing and writes nothing.
    await setDirectory(org.owner.token, org.north.id, false);
    t.current.clock.advance(1000);
    await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${org.north.id}/mobile-directory/new-address`,
      headers: bearer(org.owner.token),
    });
    const res = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/audit-events?category=directory`,
      headers: bearer(org.owner.token),
    });
    expect(res.statusCode).toBe(200);
    const events = res.json<{ data: AuditPage }>().data.events;
    expect(events.map((e) => [e.action, e.target_name])).toEqual([
      ['directory.rotated', org.north.name],
      ['directory.disabled', org.north.name],
      ['directory.enabled', org.north.name],
    ]);
  });

  it('answers 304 to a phone that has the current list, and the new list after a publish', async () => {
    const org = await createOrgFixture(app());
    const token = tokenOf(await turnOn(org, org.north.id));
    const { device } = await publishedScreen(org, org.north.id, [company('Acme')]);
    const first = await visit(token);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await app().inject({
      url: `/api/foyer/public/directories/${token}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await publishDevice(app(), org.owner.token, device);
    const after = await app().inject({
      url: `/api/foyer/public/directories/${token}`,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('changes nothing when turning off a directory that was never on', async () => {
    const org = await createOrgFixture(app());
    const { device } = await publishedScreen(org, org.north.id, [company('Acme')]);
    const res = await setDirectory(org.owner.token, org.north.id, false);
    expect(res.json<{ data: BuildingDirectory }>().data).toEqual({
      sub_org_id: org.north.id,
      enabled: false,
      url: null,
    });
    const listed = await app().inject({
      url: `/api/foyer/devices/${device.id}`,
      headers: bearer(org.owner.token),
    });
    expect(listed.json<{ data: Device }>().data.hasUnpublishedChanges).toBe(false);
    const audit = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/audit-events?category=directory`,
      headers: bearer(org.owner.token),
    });
    expect(audit.json<{ data: AuditPage }>().data.events).toEqual([]);
  });

  it('never brings a retired address back when a new address and "off" arrive together', async () => {
    const org = await createOrgFixture(app());
    const retired = tokenOf(await turnOn(org, org.north.id));
    const [rotated, off] = await Promise.all([
      app().inject({
        method: 'POST',
        url: `/api/foyer/sub-organizations/${org.north.id}/mobile-directory/new-address`,
        headers: bearer(org.owner.token),
      }),
      setDirectory(org.admin.token, org.north.id, false),
    ]);
    expect([rotated.statusCode, off.statusCode]).toEqual([200, 200]);
    const current = await turnOn(org, org.north.id);
    expect(tokenOf(current)).not.toBe(retired);
    expect((await visit(retired)).statusCode).toBe(404);
    await visitOk(tokenOf(current));
  });
});
