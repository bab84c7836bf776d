import { DEVICE_SECRET_HEADER, type Device, type PublishedBundle, type ScreenEvent } from '@foyer/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as stripStoredBundles } from '../../db/migrations/014-screen-bundles-without-contacts';
import {
  down as unshareBundleBodies,
  up as shareBundleBodies,
} from '../../db/migrations/026-shared-bundle-bodies';
import { bearer } from '../../test/auth-helpers';
import { publishDevice } from '../../test/device-fixture';
import { createOrgFixture } from '../../test/org-fixture';
import { pairScreen } from '../../test/screen-fixture';
import { useScreenStreams } from '../../test/stream-server';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

/** Every private value a tenant row can hold; none may reach a screen (docs/product.md §3 Published bundle). */
const PRIVATE = {
  phone: '+49 30 5550199',
  email: 'frontdesk@kaiserhof-dental.example',
  contact_person: 'Dr. Anna Weber',
  notes: 'Door code 4711#',
  logo_url: 'https://cdn.example.com/private-logo.png',
  image_url: 'https://cdn.example.com/private-photo.png',
};
const leaks = (text: string) => Object.values(PRIVATE).filter((value) => text.includes(value));

const entries = [
  { company_name: 'Kaiserhof Dental', floor: '3', suite_room: '301', category: 'Medical', ...PRIVATE },
  { company_name: 'Hidden Holdings', floor: '4', active: false },
  { company_name: 'Gone GmbH', floor: '5', move_out_date: '2020-01-31' },
  { company_name: 'Arriving AG', floor: '6', move_in_date: '2099-01-01' },
];

describe.each(DIALECTS)('what a screen receives of the tenants, on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const connect = useScreenStreams(app);

  async function publishedScreen() {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const list = await app().inject({
      method: 'POST',
      url: '/api/foyer/tenants',
      headers: bearer(org.editor.token),
      payload: { org_id: org.orgId, sub_org_id: org.north.id, name: 'Kaiserhof', entries },
    });
    expect(list.statusCode).toBe(201);
    const screen = await pairScreen(app());
    const created = await app().inject({
      method: 'POST',
      url: '/api/foyer/devices',
      headers: bearer(org.editor.token),
      payload: {
        org_id: org.orgId,
        sub_org_id: org.north.id,
        pairing_code: screen.code,
        theme_id: theme.id,
        tenants_id: list.json<{ data: { id: string } }>().data.id,
      },
    });
    const device = created.json<{ data: Device }>().data;
    return { org, screen, device };
  }

  it('publishes names and places only: the publish answer, the poll and the stream carry no contact or note', async () => {
    const { org, screen, device } = await publishedScreen();
    const stream = await connect(screen.secret);

    const bundle = await publishDevice(app(), org.editor.token, device);
    expect(leaks(JSON.stringify(bundle))).toEqual([]);
    expect(bundle.data.tenants?.entries.map((e) => e.company_name)).toEqual([
      'Kaiserhof Dental',
      'Arriving AG',
    ]);
    expect(bundle.data.tenants?.entries[0]).toEqual({
      id: expect.any(String),
      company_name: 'Kaiserhof Dental',
      floor: '3',
      suite_room: '301',
      category: 'Medical',
      move_in_date: '',
      move_out_date: '',
      active: true,
    });

    const poll = await app().inject({
      method: 'GET',
      url: `/api/foyer/tv-devices/${device.id}/bundle`,
      headers: { [DEVICE_SECRET_HEADER]: screen.secret },
    });
    expect(poll.statusCode).toBe(200);
    expect(leaks(poll.body)).toEqual([]);
    expect(poll.body).toContain('Kaiserhof Dental');

    const event = await stream.next(
      (e: ScreenEvent) => e.type === 'bundle' && e.bundle?.version === bundle.version,
    );
    expect(leaks(JSON.stringify(event))).toEqual([]);
    expect(JSON.stringify(event)).toContain('Kaiserhof Dental');

    // The dashboard's 'Published Bundle' preview reads the same copy.
    const preview = await app().inject({
      method: 'GET',
      url: `/api/foyer/published-bundles/pairing-code/${org.orgId}/${screen.code}`,
      headers: bearer(org.editor.token),
    });
    expect(preview.statusCode).toBe(200);
    expect(leaks(preview.body)).toEqual([]);

    // Staff still see every field in the list itself.
    const saved = await app().inject({
      method: 'GET',
      url: `/api/foyer/tenants/${device.tenants_id}`,
      headers: bearer(org.editor.token),
    });
    expect(leaks(saved.body)).toEqual(Object.values(PRIVATE));
  });

  it('takes contacts and notes out of bundles published before the upgrade', async () => {
    const { org, screen, device } = await publishedScreen();
    const bundle = await publishDevice(app(), org.editor.token, device);
    const db = app().ctx.db;
    // The schema before migration 026, and a bundle as a release before 014 stored it: every
    // field of every company.
    await unshareBundleBodies(db);
    const oldData = { ...bundle.data, tenants: bundle.data.tenants && { ...bundle.data.tenants, entries } };
    await sql`update published_bundles set data = ${JSON.stringify(oldData)} where id = ${bundle.id}`.execute(
      db,
    );
    const stored = await sql<{
      data: string;
    }>`select data from published_bundles where id = ${bundle.id}`.execute(db);
    expect(leaks(stored.rows[0]?.data ?? '')).toEqual(Object.values(PRIVATE));

    await stripStoredBundles(db);
    await shareBundleBodies(db);

    const after = await app().inject({
      method: 'GET',
      url: `/api/foyer/tv-devices/${device.id}/bundle`,
      headers: { [DEVICE_SECRET_HEADER]: screen.secret },
    });
    expect(after.statusCode).toBe(200);
    expect(leaks(after.body)).toEqual([]);
    const served = after.json<{ data: PublishedBundle }>().data;
    expect(served.data.tenants?.entries.map((e) => e.company_name)).toEqual([
      'Kaiserhof Dental',
      'Arriving AG',
    ]);
    // Everything else of the bundle came through both migrations as it was.
    expect({ ...served.data, tenants: null }).toEqual({ ...bundle.data, tenants: null });
  });
});
