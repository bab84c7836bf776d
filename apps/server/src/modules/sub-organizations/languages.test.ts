import { BUILDING_LANGUAGE_MESSAGES, type SubOrganization } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { addDevice, addTenantList, publishDevice } from '../../test/device-fixture';
import { createOrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

/** A building's screen languages (docs/product.md §16, docs/decisions/languages.md LNG-6). */
describe.each(DIALECTS)('building languages on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const create = (token: string, orgId: string, payload: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/organizations/${orgId}/sub-organizations`,
      headers: bearer(token),
      payload,
    });
  const update = (token: string, id: string, payload: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${id}`,
      headers: bearer(token),
      payload,
    });

  it('gives a building English unless told, and keeps one or two languages in their order', async () => {
    const org = await createOrgFixture(app());
    const plain = await create(org.owner.token, org.orgId, { name: 'Plain' });
    expect(plain.json<{ data: SubOrganization }>().data.languages).toEqual(['en']);
    const bilingual = await create(org.owner.token, org.orgId, { name: 'Zürich', languages: ['de', 'en'] });
    expect(bilingual.statusCode).toBe(201);
    const building = bilingual.json<{ data: SubOrganization }>().data;
    expect(building.languages).toEqual(['de', 'en']);

    const renamed = await update(org.owner.token, building.id, { name: 'Zürich HQ' });
    expect(renamed.json<{ data: SubOrganization }>().data.languages).toEqual(['de', 'en']);
    const arabic = await update(org.owner.token, building.id, { name: 'Zürich HQ', languages: ['ar'] });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json<{ data: SubOrganization }>().data.languages).toEqual(['ar']);

    const listed = await app().inject({
      url: `/api/foyer/organizations/${org.orgId}/sub-organizations`,
      headers: bearer(org.owner.token),
    });
    const row = listed.json<{ data: SubOrganization[] }>().data.find((s) => s.id === building.id);
    expect(row?.languages).toEqual(['ar']);
    expect(
      listed.json<{ data: SubOrganization[] }>().data.find((s) => s.id === org.north.id)?.languages,
    ).toEqual(['en']);
  });

  it('refuses none, more than two, unknown codes and the same language twice (400 naming the field)', async () => {
    const org = await createOrgFixture(app());
    const cases: [unknown, string][] = [
      [[], BUILDING_LANGUAGE_MESSAGES.required],
      [['de', 'en', 'fr'], BUILDING_LANGUAGE_MESSAGES.tooMany],
      [['de', 'en'].concat('xx'), BUILDING_LANGUAGE_MESSAGES.tooMany],
      [['de', 'de'], BUILDING_LANGUAGE_MESSAGES.twice],
      ['de', BUILDING_LANGUAGE_MESSAGES.required],
    ];
    for (const [languages, message] of cases) {
      const res = await create(org.owner.token, org.orgId, { name: 'Bad', languages });
      expect(res.statusCode, JSON.stringify(languages)).toBe(400);
      expect(res.json().details[0]).toEqual({ path: 'languages', message });
    }
    for (const languages of [['xx'], ['EN'], ['zh']]) {
      const res = await update(org.owner.token, org.north.id, { name: 'North', languages });
      expect(res.statusCode, JSON.stringify(languages)).toBe(400);
      expect(res.json().details[0]).toEqual({
        path: 'languages.0',
        message: BUILDING_LANGUAGE_MESSAGES.unknown,
      });
    }
  });

  it('travels in the published bundle with the building’s time zone, and a change asks for a publish', async () => {
    const org = await createOrgFixture(app());
    expect(
      (await update(org.owner.token, org.north.id, { name: 'North', languages: ['de', 'en'] })).statusCode,
    ).toBe(200);
    const theme = await addTheme(app(), org.orgId, null, 'Lobby', { languages: { mode: 'alternate' } });
    const list = await addTenantList(app(), org.orgId, org.north.id);
    const device = await addDevice(app(), org.orgId, org.north.id, { pairing_code: 'LANG01' });
    const bundle = await publishDevice(app(), org.owner.token, device, {
      theme_id: theme.id,
      tenants_id: list.id,
    });
    expect(bundle.data.building?.languages).toEqual(['de', 'en']);
    expect(bundle.data.building?.time_zone).toBe('UTC');
    expect(bundle.data.theme.languages.mode).toBe('alternate');

    await update(org.owner.token, org.north.id, { name: 'North', languages: ['fr'] });
    const row = await app()
      .ctx.db.selectFrom('devices')
      .select('has_unpublished_changes')
      .where('id', '=', device.id)
      .executeTakeFirst();
    expect(row?.has_unpublished_changes).toBe(1);
  });
});
