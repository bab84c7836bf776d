import {
  DEVICE_SECRET_HEADER,
  type PublishedBundle,
  type PublishOutcome,
  type ScreenEvent,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { failBundleInserts } from '../../test/bundle-faults';
import { addDevice, addTenantList, publishDevice } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { pairScreen } from '../../test/screen-fixture';
import { useScreenStreams } from '../../test/stream-server';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { BodyCache } from './bundle-bodies';
import { newestBundlesOf } from './service';
import { addTheme } from '../../test/theme-fixture';

/*
 * Publish to many screens in one batch, the screens that show the same sharing one stored body
 * (docs/decisions/devices-and-publishing.md DEV-18).
 */
describe.each(DIALECTS)('publish many, shared bodies on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const connect = useScreenStreams(app);

  const publishMany = async (org: OrgFixture, deviceIds: string[]) => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/foyer/published-bundles/many',
      headers: bearer(org.owner.token),
      payload: { org_id: org.orgId, device_ids: deviceIds },
    });
    return res;
  };
  const outcomesOf = (res: { json: <T>() => T }) => res.json<{ data: PublishOutcome[] }>().data;
  const bundleOf = async (org: OrgFixture, deviceId: string) => {
    const res = await app().inject({
      method: 'GET',
      url: `/api/foyer/tv-devices/${deviceId}/bundle`,
      headers: bearer(org.owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: PublishedBundle }>().data;
  };
  const bodiesOf = (orgId: string) =>
    app().ctx.db.selectFrom('bundle_bodies').select(['id', 'used_at']).where('org_id', '=', orgId).execute();

  it('stores one body for screens that show the same; each bundle still carries its own device', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const list = await addTenantList(app(), org.orgId, null, 5);
    const fields = { theme_id: theme.id, tenants_id: list.id };
    const north = await Promise.all(
      ['NRTH22', 'NRTH23', 'NRTH24'].map((code, i) =>
        addDevice(app(), org.orgId, org.north.id, { ...fields, pairing_code: code, name: `Lobby ${i}` }),
      ),
    );
    const south = await addDevice(app(), org.orgId, org.south.id, { ...fields, pairing_code: 'STH222' });

    const res = await publishMany(org, [...north.map((d) => d.id), south.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(outcomesOf(res).map((o) => [o.version, o.error])).toEqual([
      [1, null],
      [1, null],
      [1, null],
      [1, null],
    ]);
    // North's three screens share a body; South's building is another.
    expect(await bodiesOf(org.orgId)).toHaveLength(2);

    const bundles = await Promise.all([...north, south].map((d) => bundleOf(org, d.id)));
    expect(bundles.map((b) => b.data.device.id)).toEqual([...north, south].map((d) => d.id));
    expect(bundles.map((b) => b.data.device.name)).toEqual([
      'Lobby 0',
      'Lobby 1',
      'Lobby 2',
      'Fixture Device',
    ]);
    expect(bundles.map((b) => b.data.device.hasBeenPublished)).toEqual([true, true, true, true]);
    expect(bundles.map((b) => b.data.building?.name)).toEqual([
      org.north.name,
      org.north.name,
      org.north.name,
      org.south.name,
    ]);
    expect(bundles.every((b) => b.data.tenants?.entries.length === 5 && b.data.theme.id === theme.id)).toBe(
      true,
    );

    // One audit line and one publish event per screen, as single publishes leave.
    const audit = await app()
      .ctx.db.selectFrom('audit_events')
      .select(['target_id', 'details'])
      .where('org_id', '=', org.orgId)
      .where('action', '=', 'device.published')
      .execute();
    expect(audit.map((a) => a.target_id).sort()).toEqual([...north, south].map((d) => d.id).sort());
    expect(new Set(audit.map((a) => a.details))).toEqual(new Set(['v1']));
    const events = await app()
      .ctx.db.selectFrom('publish_events')
      .select('device_id')
      .where('org_id', '=', org.orgId)
      .execute();
    expect(events).toHaveLength(4);

    // Again: the next version of each, and still two bodies.
    expect(
      outcomesOf(await publishMany(org, [...north.map((d) => d.id), south.id])).map((o) => o.version),
    ).toEqual([2, 2, 2, 2]);
    expect(await bodiesOf(org.orgId)).toHaveLength(2);
  });

  it('links a screen showing a device’s code, and every screen’s stream gets its own bundle', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const linked = await pairScreen(app());
    const waiting = await pairScreen(app());
    const linkedDevice = await addDevice(app(), org.orgId, org.north.id, {
      theme_id: theme.id,
      pairing_code: linked.code,
      name: 'Linked',
    });
    await publishDevice(app(), org.owner.token, linkedDevice);
    // Saved with the code its screen shows, never linked: the publish links it (docs/product.md §4).
    const waitingDevice = await addDevice(app(), org.orgId, org.north.id, {
      theme_id: theme.id,
      pairing_code: waiting.code,
      name: 'Waiting',
    });
    const linkedStream = await connect(linked.secret);
    await linkedStream.next((e) => e.type === 'bundle' && e.bundle.version === 1);
    const waitingStream = await connect(waiting.secret);
    await waitingStream.next((e) => e.type === 'state');

    const res = await publishMany(org, [linkedDevice.id, waitingDevice.id]);
    expect(outcomesOf(res).map((o) => o.version)).toEqual([2, 1]);

    const isBundleOf = (deviceId: string, version: number) => (e: ScreenEvent) =>
      e.type === 'bundle' && e.bundle.device_id === deviceId && e.bundle.version === version;
    const first = await linkedStream.next(isBundleOf(linkedDevice.id, 2));
    const second = await waitingStream.next(isBundleOf(waitingDevice.id, 1));
    expect(first.type === 'bundle' && first.bundle.data.device.name).toBe('Linked');
    expect(second.type === 'bundle' && second.bundle.data.device.name).toBe('Waiting');
    // The stream's bundle is the one the poll answers, parts spliced alike.
    const poll = await app().inject({
      method: 'GET',
      url: `/api/foyer/tv-devices/${waitingDevice.id}/bundle`,
      headers: { [DEVICE_SECRET_HEADER]: waiting.secret },
    });
    expect(second.type === 'bundle' && second.bundle).toEqual(poll.json<{ data: PublishedBundle }>().data);
  });

  it('keeps every screen’s bundle as it was when writing the batch fails', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const devices = await Promise.all(
      ['FAIL22', 'FAIL23', 'FAIL24'].map((code) =>
        addDevice(app(), org.orgId, org.north.id, { theme_id: theme.id, pairing_code: code }),
      ),
    );
    const ids = devices.map((d) => d.id);
    await publishMany(org, ids);
    const before = await Promise.all(ids.map((id) => bundleOf(org, id)));

    const restore = await failBundleInserts(app(), dialect);
    try {
      expect((await publishMany(org, ids)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await Promise.all(ids.map((id) => bundleOf(org, id)))).toEqual(before);
    expect(outcomesOf(await publishMany(org, ids)).map((o) => o.version)).toEqual([2, 2, 2]);
  });

  it('deletes a body no bundle names an hour after its last publish, never one in use', async () => {
    const org = await createOrgFixture(app());
    const first = await addTheme(app(), org.orgId, null);
    const second = await addTheme(app(), org.orgId, null);
    const device = await addDevice(app(), org.orgId, org.north.id, {
      theme_id: first.id,
      pairing_code: 'BODY22',
    });
    await publishDevice(app(), org.owner.token, device);
    const [old] = await bodiesOf(org.orgId);

    await publishDevice(app(), org.owner.token, device, { theme_id: second.id });
    // The first body is unused now, but kept for the hour a publish running meanwhile may take.
    expect((await bodiesOf(org.orgId)).map((b) => b.id)).toContain(old?.id);

    t.current.clock.advance(61 * 60 * 1000);
    await publishMany(org, [device.id]);
    const left = await bodiesOf(org.orgId);
    expect(left.map((b) => b.id)).not.toContain(old?.id);
    expect(left).toHaveLength(1);
    expect((await bundleOf(org, device.id)).data.theme.id).toBe(second.id);
  });

  it('looks for unused bodies at most once a minute; one left unused meanwhile goes at the next look', async () => {
    const org = await createOrgFixture(app());
    const first = await addTheme(app(), org.orgId, null);
    const second = await addTheme(app(), org.orgId, null);
    const third = await addTheme(app(), org.orgId, null);
    const steady = await addDevice(app(), org.orgId, org.north.id, {
      theme_id: first.id,
      pairing_code: 'SWEEP2',
    });
    const changing = await addDevice(app(), org.orgId, org.north.id, {
      theme_id: second.id,
      pairing_code: 'SWEEP3',
    });
    await publishDevice(app(), org.owner.token, steady);
    const [steadyBody] = await bodiesOf(org.orgId);
    await publishDevice(app(), org.owner.token, changing);
    const unused = (await bodiesOf(org.orgId)).find((b) => b.id !== steadyBody?.id);
    expect(unused).toBeDefined();

    // An hour on, a publish looks for unused bodies: none yet.
    t.current.clock.advance(61 * 60 * 1000);
    await publishDevice(app(), org.owner.token, steady);
    // Within that minute the second theme's body falls out of use, an hour after its last publish:
    // it waits for the next look.
    await publishDevice(app(), org.owner.token, changing, { theme_id: third.id });
    expect((await bodiesOf(org.orgId)).map((b) => b.id)).toContain(unused?.id);

    // A minute after the last look, the next publish looks again.
    t.current.clock.advance(61 * 1000);
    await publishMany(org, [steady.id]);
    const left = (await bodiesOf(org.orgId)).map((b) => b.id);
    expect(left).not.toContain(unused?.id);
    expect(left).toHaveLength(2);
  });

  it('answers every screen its bundle even when the kept bodies cannot hold them', async () => {
    const org = await createOrgFixture(app());
    const themes = await Promise.all([0, 1, 2].map(() => addTheme(app(), org.orgId, null)));
    const devices = await Promise.all(
      themes.map((theme, i) =>
        addDevice(app(), org.orgId, org.north.id, { theme_id: theme.id, pairing_code: `KEEP2${i + 2}` }),
      ),
    );
    await publishMany(
      org,
      devices.map((d) => d.id),
    );
    // A cache smaller than one body drops each as soon as it is kept: a heavy server's case.
    const rows = await newestBundlesOf(
      app().ctx.db,
      devices.map((d) => d.id),
      { cache: new BodyCache(10) },
    );
    expect(rows.map((row) => row?.device_id)).toEqual(devices.map((d) => d.id));
    expect(
      rows.map((row) => (JSON.parse(row?.body ?? '{}') as { theme?: { id: string } }).theme?.id),
    ).toEqual(themes.map((theme) => theme.id));
  });
});
