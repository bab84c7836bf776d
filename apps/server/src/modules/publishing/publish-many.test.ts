import { DEVICE_MESSAGES, PUBLISH_MESSAGES, PUBLISH_MANY_MAX, type PublishOutcome } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { addDevice } from '../../test/device-fixture';
import { createOrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

describe.each(DIALECTS)('publish to many screens on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  it('publishes each device on its own; a refusal is answered for its device and the others go on', async () => {
    const org = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const first = await addDevice(app(), org.orgId, org.north.id, {
      pairing_code: 'MANY1',
      theme_id: theme.id,
    });
    const noTheme = await addDevice(app(), org.orgId, org.north.id, { pairing_code: 'MANY2' });
    const south = await addDevice(app(), org.orgId, org.south.id, {
      pairing_code: 'MANY3',
      theme_id: theme.id,
    });
    const last = await addDevice(app(), org.orgId, org.north.id, {
      pairing_code: 'MANY4',
      theme_id: theme.id,
    });

    // The Editor reaches North only: South is refused like a single publish would be.
    const res = await app().inject({
      method: 'POST',
      url: '/api/foyer/published-bundles/many',
      headers: bearer(org.editor.token),
      payload: { org_id: org.orgId, device_ids: [first.id, noTheme.id, south.id, last.id, first.id, 'nope'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const outcomes = res.json<{ data: PublishOutcome[] }>().data;
    expect(outcomes).toEqual([
      { device_id: first.id, version: 1, error: null },
      { device_id: noTheme.id, version: null, error: PUBLISH_MESSAGES.needsThemeAndCode },
      { device_id: south.id, version: null, error: expect.any(String) },
      { device_id: last.id, version: 1, error: null },
      { device_id: 'nope', version: null, error: DEVICE_MESSAGES.notFound },
    ]);
    const bundles = await app()
      .ctx.db.selectFrom('published_bundles')
      .select('device_id')
      .where('org_id', '=', org.orgId)
      .execute();
    expect(bundles.map((b) => b.device_id).sort()).toEqual([first.id, last.id].sort());

    // Again: the next version of each.
    const again = await app().inject({
      method: 'POST',
      url: '/api/foyer/published-bundles/many',
      headers: bearer(org.owner.token),
      payload: { org_id: org.orgId, device_ids: [first.id, south.id] },
    });
    expect(again.json<{ data: PublishOutcome[] }>().data.map((o) => o.version)).toEqual([2, 1]);
  });

  it('refuses Viewers, other organizations and malformed requests without publishing anything', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await addDevice(app(), org.orgId, org.south.id, {
      pairing_code: 'MANY5',
      theme_id: theme.id,
    });
    const call = (token: string, payload: unknown) =>
      app().inject({
        method: 'POST',
        url: '/api/foyer/published-bundles/many',
        headers: bearer(token),
        payload: payload as Record<string, unknown>,
      });
    expect((await call(org.viewer.token, { org_id: org.orgId, device_ids: [device.id] })).statusCode).toBe(
      403,
    );
    expect((await call(other.owner.token, { org_id: org.orgId, device_ids: [device.id] })).statusCode).toBe(
      404,
    );
    // Another organization's device in one's own call is not found, never published.
    const foreign = await call(other.owner.token, { org_id: other.orgId, device_ids: [device.id] });
    expect(foreign.json<{ data: PublishOutcome[] }>().data[0]?.error).toBe(DEVICE_MESSAGES.notFound);
    for (const payload of [
      { org_id: org.orgId, device_ids: [] },
      { org_id: org.orgId, device_ids: 'all' },
      { org_id: org.orgId, device_ids: Array.from({ length: PUBLISH_MANY_MAX + 1 }, (_, i) => `d${i}`) },
      { device_ids: [device.id] },
    ]) {
      expect((await call(org.owner.token, payload)).statusCode).toBe(400);
    }
    const count = await app()
      .ctx.db.selectFrom('published_bundles')
      .select('id')
      .where('org_id', '=', org.orgId)
      .execute();
    expect(count).toEqual([]);
  });
});
