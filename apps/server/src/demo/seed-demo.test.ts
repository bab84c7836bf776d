import {
  DEFAULT_SCREEN_DIAGONAL,
  DEFAULT_VIEWING_DISTANCE,
  deviceBadge,
  THEME_DEFAULTS,
  type Device,
  type PublishedBundle,
  type SubOrganization,
  type TenantList,
  type Theme,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../test/auth-helpers';
import { createTestApp, DIALECTS, useTestApp } from '../test/test-app';
import { DEMO_MEMBERS, DEMO_OWNER, DEMO_PASSWORD, seedDemo } from './seed-demo';
import { DEMO_THEMES } from './seed-demo-themes';

describe.each(DIALECTS)('demo seed on %s', (dialect) => {
  const t = useTestApp(dialect);

  const login = async (email: string) => {
    const res = await t.current.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, email).toBe(200);
    return res.json().data.token as string;
  };
  const get = (url: string, token: string) =>
    t.current.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('seeds once when two instances start at the same moment', async () => {
    // A database of its own: the other tests here expect the seeded one.
    const other = await createTestApp(dialect);
    try {
      const seeded = await Promise.all([
        seedDemo(other.app.ctx.db, other.app.ctx.config.publicUrl),
        seedDemo(other.app.ctx.db, other.app.ctx.config.publicUrl),
      ]);
      expect(seeded.sort()).toEqual([false, true]);
      const owners = await other.app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_OWNER.email)
        .execute();
      expect(owners).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('creates the demo organization on an empty database, once', async () => {
    const { app } = t.current;
    expect(await seedDemo(app.ctx.db, app.ctx.config.publicUrl)).toBe(true);
    expect(await seedDemo(app.ctx.db, app.ctx.config.publicUrl)).toBe(false);

    const me = await get('/api/me', await login(DEMO_OWNER.email));
    expect(me.json().data).toMatchObject({
      user: { name: 'Demo Owner', role: 'Owner', email: 'demo@foyer.local' },
      organization: { name: 'Foyer Demo Properties' },
    });
  });

  it('has North and South Tower and one user of each role, who see what their role allows', async () => {
    const owner = await login(DEMO_OWNER.email);
    const orgId: string = (await get('/api/me', owner)).json().data.organization.id;
    const subOrgsFor = async (token: string) =>
      (await get(`/api/foyer/organizations/${orgId}/sub-organizations`, token)).json()
        .data as SubOrganization[];

    const towers = await subOrgsFor(owner);
    expect(towers.map((s) => [s.name, s.slug])).toEqual([
      ['North Tower', 'north-tower'],
      ['South Tower', 'south-tower'],
    ]);
    expect(towers.every((s) => s.description.length > 0)).toBe(true);

    const visible: Record<string, string[]> = {
      'admin@foyer.local': ['North Tower', 'South Tower'],
      'editor@foyer.local': ['North Tower'],
      'viewer@foyer.local': ['South Tower'],
    };
    for (const member of DEMO_MEMBERS) {
      const token = await login(member.email);
      expect((await get('/api/me', token)).json().data.user.role).toBe(member.role);
      expect((await subOrgsFor(token)).map((s) => s.name)).toEqual(visible[member.email]);
    }
  });

  it('has themes in different layouts and orientations, each in a tower, seen as roles allow', async () => {
    const owner = await login(DEMO_OWNER.email);
    const orgId: string = (await get('/api/me', owner)).json().data.organization.id;
    const towers = (await get(`/api/foyer/organizations/${orgId}/sub-organizations`, owner)).json()
      .data as SubOrganization[];
    const towerName = new Map(towers.map((s) => [s.id, s.name]));
    const themesOf = async (token: string) =>
      (await get(`/api/foyer/organizations/${orgId}/themes`, token)).json().data as Theme[];
    const themesFor = async (token: string) =>
      (await themesOf(token)).map((theme) => ({
        name: theme.name,
        layout: theme.layout,
        orientation: theme.layoutOptions.orientation,
        tower: theme.sub_org_id && towerName.get(theme.sub_org_id),
      }));

    const all = await themesFor(owner);
    expect(all).toEqual([
      { name: 'Harbor Split', layout: 'split', orientation: 'landscape', tower: 'North Tower' },
      { name: 'North Tower Lobby', layout: 'list-simple', orientation: 'landscape', tower: 'North Tower' },
      { name: 'South Tower Portrait', layout: 'imageTenant', orientation: 'portrait', tower: 'South Tower' },
    ]);
    // Every value written is stored and answered: a mistyped field name would be dropped, and fail here.
    for (const theme of await themesOf(owner)) {
      expect(theme).toMatchObject(DEMO_THEMES.find((t) => t.name === theme.name)?.content ?? {});
      // Names as large as the default, designed for 3 m on 55 inches (THM-34).
      expect(theme.tenants.textSize, theme.name).toBeGreaterThanOrEqual(THEME_DEFAULTS.tenants.textSize);
      expect(theme.typography, theme.name).toMatchObject({
        viewingDistance: DEFAULT_VIEWING_DISTANCE,
        screenDiagonal: DEFAULT_SCREEN_DIAGONAL,
      });
    }

    expect((await themesFor(await login('editor@foyer.local'))).map((t) => t.name)).toEqual([
      'Harbor Split',
      'North Tower Lobby',
    ]);
    expect((await themesFor(await login('viewer@foyer.local'))).map((t) => t.name)).toEqual([
      'South Tower Portrait',
    ]);
  });

  it('has the sample directory and a published lobby screen with a theme in each tower', async () => {
    const owner = await login(DEMO_OWNER.email);
    const orgId: string = (await get('/api/me', owner)).json().data.organization.id;
    const lists = (await get(`/api/foyer/organizations/${orgId}/tenants`, owner)).json().data as TenantList[];
    expect(lists.map((l) => [l.name, l.entries.length])).toEqual([
      ['North Tower Directory', 23],
      ['South Tower Directory', 23],
    ]);
    const devices = (await get(`/api/foyer/organizations/${orgId}/devices`, owner)).json().data as Device[];
    expect(devices.map((d) => [d.name, d.pairing_code])).toEqual([
      ['North Tower Lobby Screen', 'NRTH23'],
      ['South Tower Lobby Screen', 'STH234'],
    ]);
    for (const device of devices) {
      expect(device.theme_id).not.toBeNull();
      expect(lists.find((l) => l.id === device.tenants_id)?.sub_org_id).toBe(device.sub_org_id);
      expect(deviceBadge(device)).toBe('DISCONNECTED');
      const bundle = (await get(`/api/foyer/tv-devices/${device.id}/bundle`, owner)).json()
        .data as PublishedBundle;
      expect(bundle).toMatchObject({ version: 1, pairing_code: device.pairing_code });
      expect(bundle.data.tenants?.entries).toHaveLength(23);
      expect(bundle.data.theme.id).toBe(device.theme_id);
    }
    const viewerDevices = (
      await get(`/api/foyer/organizations/${orgId}/devices`, await login('viewer@foyer.local'))
    ).json().data as Device[];
    expect(viewerDevices.map((d) => d.pairing_code)).toEqual(['STH234']);
  });
});
