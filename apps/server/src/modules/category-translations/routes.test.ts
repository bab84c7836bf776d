import {
  CATEGORY_TRANSLATION_MESSAGES,
  type BuildingDirectory,
  type CategoryTranslations,
  type PublicDirectory,
  type TenantEntry,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { addApiToken } from '../../test/api-token-fixture';
import { bearer } from '../../test/auth-helpers';
import { addDevice, publishDevice } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { insertTenantList } from '../tenants/repo';
import { newId } from '../../platform/tokens';

/** The organization's category dictionary (docs/product.md §16 "Category translations", LNG-19..21). */
describe.each(DIALECTS)('category translations on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const url = (orgId: string) => `/api/foyer/organizations/${orgId}/category-translations`;

  const get = (token: string, orgId: string) => app().inject({ url: url(orgId), headers: bearer(token) });
  const put = (token: string, orgId: string, payload: unknown) =>
    app().inject({ method: 'PUT', url: url(orgId), headers: bearer(token), payload: payload as object });

  const list = async (
    org: OrgFixture,
    subOrgId: string | null,
    entries: Partial<TenantEntry>[],
    name = 'List',
  ) => {
    const at = app().ctx.now().toISOString();
    const row = await insertTenantList(app().ctx.db, {
      id: newId(),
      org_id: org.orgId,
      sub_org_id: subOrgId,
      name,
      scope: 'global',
      theme_id: null,
      entries: JSON.stringify(
        entries.map((entry, i) => ({ id: `e${i}`, company_name: `Company ${i}`, active: true, ...entry })),
      ),
      created_at: at,
      updated_at: at,
    });
    return row.id;
  };
  const setLanguages = async (org: OrgFixture, subOrgId: string, name: string, languages: string[]) => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${subOrgId}`,
      headers: bearer(org.owner.token),
      payload: { name, languages },
    });
    expect(res.statusCode).toBe(200);
  };
  const changed = async (deviceId: string) =>
    (
      await app()
        .ctx.db.selectFrom('devices')
        .select('has_unpublished_changes')
        .where('id', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).has_unpublished_changes;

  it('lists categories case-insensitively distinct with counts, and the buildings’ languages', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north.id, 'North', ['de', 'en']);
    // Lists are read by name: North's 'Law' is the first spelling seen.
    await list(
      org,
      org.north.id,
      [{ category: 'Law' }, { category: 'law ' }, { category: 'Dental' }, {}],
      'A',
    );
    await list(org, null, [{ category: ' LAW' }, { category: 'Bakery' }], 'B');

    const res = await get(org.owner.token, org.orgId);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: CategoryTranslations }>().data;
    expect(data.languages).toEqual(['en', 'de']);
    expect(data.categories).toEqual([
      { category: 'Bakery', translations: {}, companies: 1 },
      { category: 'Dental', translations: {}, companies: 1 },
      { category: 'Law', translations: {}, companies: 3 },
    ]);
  });

  it('shows a member or token limited to buildings only the categories and counts of the lists it reaches', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north.id, 'North', ['de', 'en']);
    await list(org, org.north.id, [{ category: 'Law' }, { category: 'Secret Lab' }, { category: 'Dental' }]);
    await list(org, org.south.id, [{ category: 'Bakery' }, { category: 'Law' }]);
    await list(org, null, [{ category: 'Law' }, { category: 'Café' }]);
    await put(org.owner.token, org.orgId, {
      categories: [
        { category: 'Secret Lab', translations: { de: 'Geheimlabor' } },
        { category: 'Law', translations: { de: 'Recht' } },
        { category: 'Gone', translations: { de: 'Weg' } },
      ],
    });
    const categories = async (token: string) =>
      (await get(token, org.orgId)).json<{ data: CategoryTranslations }>().data.categories;

    // The Viewer reaches South only: South's and the organization-wide lists, not North's
    // categories, counts or saved translations; a saved category no list uses stays.
    expect(await categories(org.viewer.token)).toEqual([
      { category: 'Bakery', translations: {}, companies: 1 },
      { category: 'Café', translations: {}, companies: 1 },
      { category: 'Law', translations: { de: 'Recht' }, companies: 2 },
      { category: 'Gone', translations: { de: 'Weg' }, companies: 0 },
    ]);
    const south = await addApiToken(app(), org.owner.token, org.orgId, {
      scopes: ['read'],
      sub_org_id: org.south.id,
    });
    expect(await categories(south.token)).toEqual(await categories(org.viewer.token));

    // Owners (and Admins) see every list.
    expect(await categories(org.owner.token)).toEqual([
      { category: 'Bakery', translations: {}, companies: 1 },
      { category: 'Café', translations: {}, companies: 1 },
      { category: 'Dental', translations: {}, companies: 1 },
      { category: 'Law', translations: { de: 'Recht' }, companies: 3 },
      { category: 'Secret Lab', translations: { de: 'Geheimlabor' }, companies: 1 },
      { category: 'Gone', translations: { de: 'Weg' }, companies: 0 },
    ]);
  });

  it('upserts and removes translations, keeps unused entries as "not used now", and writes the audit log', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north.id, 'North', ['de', 'en']);
    await setLanguages(org, org.south.id, 'South', ['fr']);
    await list(org, org.north.id, [{ category: 'Law' }, { category: 'Dental' }]);

    const saved = await put(org.editor.token, org.orgId, {
      categories: [
        { category: 'law ', translations: { de: 'Recht', fr: 'Droit' } },
        { category: 'Dental', translations: { de: 'Zahnarzt' } },
        { category: 'Gone', translations: { de: 'Weg' } },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(CATEGORY_TRANSLATION_MESSAGES.saved);
    expect(saved.json<{ data: CategoryTranslations }>().data).toEqual({
      languages: ['en', 'de', 'fr'],
      categories: [
        { category: 'Dental', translations: { de: 'Zahnarzt' }, companies: 1 },
        { category: 'Law', translations: { de: 'Recht', fr: 'Droit' }, companies: 1 },
        { category: 'Gone', translations: { de: 'Weg' }, companies: 0 },
      ],
    });

    // '' removes a language, absent too; a row without any text removes the entry.
    const second = await put(org.owner.token, org.orgId, {
      categories: [
        { category: 'LAW', translations: { de: 'Recht', fr: '' } },
        { category: 'Gone', translations: {} },
        { category: 'Dental' },
      ],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<{ data: CategoryTranslations }>().data.categories).toEqual([
      { category: 'Dental', translations: {}, companies: 1 },
      { category: 'Law', translations: { de: 'Recht' }, companies: 1 },
    ]);

    const audit = await app()
      .ctx.db.selectFrom('audit_events')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('action', '=', 'tenants.category-translations')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.actor_name).toContain('Eddie Editor');
  });

  it('refuses bad rows with 400 naming the field', async () => {
    const org = await createOrgFixture(app());
    const cases: [unknown, string, string][] = [
      [
        { categories: [{ category: 'Law', translations: { xx: 'Recht' } }] },
        'categories.0.translations.xx',
        CATEGORY_TRANSLATION_MESSAGES.unknownLanguage,
      ],
      [
        { categories: [{ category: 'Law', translations: { de: 'x'.repeat(101) } }] },
        'categories.0.translations.de',
        CATEGORY_TRANSLATION_MESSAGES.tooLong,
      ],
      [
        { categories: [{ category: 'Law' }, { category: '  ', translations: { de: 'Recht' } }] },
        'categories.1.category',
        CATEGORY_TRANSLATION_MESSAGES.emptyCategory,
      ],
      [
        { categories: Array.from({ length: 501 }, (_, i) => ({ category: `C${i}` })) },
        'categories',
        CATEGORY_TRANSLATION_MESSAGES.tooMany,
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await put(org.owner.token, org.orgId, payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().details[0], path).toEqual({ path, message });
    }
  });

  it('lets Viewers read but not save; a read token reads, a tenants token saves', async () => {
    const org = await createOrgFixture(app());
    const body = { categories: [{ category: 'Law', translations: { de: 'Recht' } }] };
    expect((await get(org.viewer.token, org.orgId)).statusCode).toBe(200);
    expect((await put(org.viewer.token, org.orgId, body)).statusCode).toBe(403);

    const reader = await addApiToken(app(), org.owner.token, org.orgId, { scopes: ['read'] });
    expect((await get(reader.token, org.orgId)).statusCode).toBe(200);
    expect((await put(reader.token, org.orgId, body)).statusCode).toBe(403);
    const writer = await addApiToken(app(), org.owner.token, org.orgId, { scopes: ['tenants'] });
    expect((await get(writer.token, org.orgId)).statusCode).toBe(403);
    expect((await put(writer.token, org.orgId, body)).statusCode).toBe(200);
    // A building's token does not change what is the organization's (TOK-4).
    const north = await addApiToken(app(), org.owner.token, org.orgId, {
      scopes: ['read', 'tenants'],
      sub_org_id: org.north.id,
    });
    expect((await put(north.token, org.orgId, body)).statusCode).toBe(403);
  });

  it('marks the published screens whose list uses a changed category, and the next bundle carries only what it needs', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north.id, 'North', ['de', 'en']);
    const theme = await addTheme(app(), org.orgId, null);
    const lawList = await list(org, org.north.id, [{ category: 'Law' }, { category: 'Dental' }]);
    const bakeryList = await list(org, org.south.id, [{ category: 'Bakery' }]);
    const lawDevice = await addDevice(app(), org.orgId, org.north.id, { pairing_code: 'CAT001' });
    const bakeryDevice = await addDevice(app(), org.orgId, org.south.id, { pairing_code: 'CAT002' });
    await publishDevice(app(), org.owner.token, lawDevice, { theme_id: theme.id, tenants_id: lawList });
    await publishDevice(app(), org.owner.token, bakeryDevice, { theme_id: theme.id, tenants_id: bakeryList });
    expect(await changed(lawDevice.id)).toBe(0);

    await put(org.owner.token, org.orgId, {
      categories: [
        { category: 'Law', translations: { de: 'Recht', fr: 'Droit' } },
        { category: 'Hotel', translations: { de: 'Hotel' } },
      ],
    });
    expect(await changed(lawDevice.id)).toBe(1);
    expect(await changed(bakeryDevice.id)).toBe(0);

    const bundle = await publishDevice(app(), org.owner.token, lawDevice);
    expect(bundle.data.categories).toEqual({ law: { de: 'Recht' } });
    const bakery = await publishDevice(app(), org.owner.token, bakeryDevice);
    expect(bakery.data.categories).toEqual({});

    // Saving the same texts again changes nothing.
    await put(org.owner.token, org.orgId, {
      categories: [{ category: 'law', translations: { de: 'Recht', fr: 'Droit' } }],
    });
    expect(await changed(lawDevice.id)).toBe(0);
  });

  it('marks only the screens whose building uses a changed language (LNG-20)', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north.id, 'North', ['de', 'en']);
    await setLanguages(org, org.south.id, 'South', ['en']);
    const theme = await addTheme(app(), org.orgId, null);
    const shared = await list(org, null, [{ category: 'Law' }]);
    const german = await addDevice(app(), org.orgId, org.north.id, { pairing_code: 'CAT011' });
    const english = await addDevice(app(), org.orgId, org.south.id, { pairing_code: 'CAT012' });
    for (const device of [german, english])
      await publishDevice(app(), org.owner.token, device, { theme_id: theme.id, tenants_id: shared });

    await put(org.owner.token, org.orgId, {
      categories: [{ category: 'Law', translations: { de: 'Recht' } }],
    });
    expect(await changed(german.id)).toBe(1);
    expect(await changed(english.id)).toBe(0);

    await publishDevice(app(), org.owner.token, german);
    await put(org.owner.token, org.orgId, {
      categories: [{ category: 'Law', translations: { de: 'Recht', en: 'Legal' } }],
    });
    expect(await changed(german.id)).toBe(1);
    expect(await changed(english.id)).toBe(1);
  });

  it('gives the public directory the translations of its categories in its languages', async () => {
    const org = await createOrgFixture(app());
    await setLanguages(org, org.north.id, 'North', ['de', 'en']);
    const theme = await addTheme(app(), org.orgId, null);
    // A category named like an object's property is an entry like any other (LNG-19).
    const lawList = await list(org, org.north.id, [
      { category: 'Law' },
      { category: 'Constructor' },
      { category: 'toString' },
    ]);
    const device = await addDevice(app(), org.orgId, org.north.id, { pairing_code: 'CAT003' });
    await put(org.owner.token, org.orgId, {
      categories: [
        { category: 'Law', translations: { de: 'Recht', fr: 'Droit' } },
        { category: 'Dental', translations: { de: 'Zahnarzt' } },
        { category: 'Constructor', translations: { de: 'Bauunternehmen' } },
      ],
    });
    const bundle = await publishDevice(app(), org.owner.token, device, {
      theme_id: theme.id,
      tenants_id: lawList,
    });
    const wanted = { law: { de: 'Recht' }, constructor: { de: 'Bauunternehmen' } };
    expect(bundle.data.categories).toEqual(wanted);
    const on = await app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${org.north.id}/mobile-directory`,
      headers: bearer(org.owner.token),
      payload: { enabled: true },
    });
    const token = on.json<{ data: BuildingDirectory }>().data.url?.split('/directory/')[1] ?? '';
    const res = await app().inject({ url: `/api/foyer/public/directories/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: PublicDirectory }>().data.categories).toEqual(wanted);
  });
});
