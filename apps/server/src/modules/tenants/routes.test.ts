import { TENANT_LIST_MAX_ENTRIES, TENANT_LIST_MESSAGES, type TenantList } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { addTenantList } from '../../test/device-fixture';
import { createOrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

type Body = Record<string, unknown>;

describe.each(DIALECTS)('tenant routes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const list = (token: string, orgId: string, subOrgId?: string) =>
    app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${orgId}/tenants`,
      query: subOrgId === undefined ? {} : { sub_org_id: subOrgId },
      headers: bearer(token),
    });
  const get = (token: string, id: string) =>
    app().inject({ method: 'GET', url: `/api/foyer/tenants/${id}`, headers: bearer(token) });
  const create = (token: string, payload: Body) =>
    app().inject({ method: 'POST', url: '/api/foyer/tenants', headers: bearer(token), payload });
  const update = (token: string, id: string, payload: Body) =>
    app().inject({ method: 'POST', url: `/api/foyer/tenants/${id}`, headers: bearer(token), payload });
  const remove = (token: string, id: string) =>
    app().inject({ method: 'POST', url: `/api/foyer/tenants/${id}/delete`, headers: bearer(token) });

  it('creates a list, dropping entries without a company name, with scope global by default', async () => {
    const org = await createOrgFixture(app());
    const res = await create(org.editor.token, {
      org_id: org.orgId,
      sub_org_id: org.north.id,
      name: 'North directory',
      entries: [
        { company_name: 'Acme, Inc.', floor: '3', suite_room: '301', active: true },
        { company_name: '   ' },
        { company_name: 'Zürich Ärzte', floor: '12' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data as TenantList;
    expect(created).toMatchObject({ name: 'North directory', scope: 'global', sub_org_id: org.north.id });
    expect(created.entries.map((e) => e.company_name)).toEqual(['Acme, Inc.', 'Zürich Ärzte']);
    expect(created.entries[0]).toMatchObject({ floor: '3', suite_room: '301', active: true, category: '' });
    expect((await get(org.owner.token, created.id)).json().data).toEqual(created);
  });

  it('needs at least one named entry, on create and on save', async () => {
    const org = await createOrgFixture(app());
    for (const entries of [[], [{ company_name: '' }]]) {
      const res = await create(org.owner.token, { name: 'Empty', entries });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(TENANT_LIST_MESSAGES.atLeastOne);
    }
    const stored = await addTenantList(app(), org.orgId, null, 2);
    const res = await update(org.owner.token, stored.id, { entries: [{ company_name: ' ' }] });
    expect(res.statusCode).toBe(400);
    expect(((await get(org.owner.token, stored.id)).json().data as TenantList).entries).toHaveLength(2);
  });

  it('refuses logo and image addresses that are not http(s) or an uploaded file, and changes nothing', async () => {
    const org = await createOrgFixture(app());
    const stored = await addTenantList(app(), org.orgId, null, 1);
    for (const [field, value] of [
      ['logo_url', 'javascript:alert(1)'],
      ['logo_url', 'data:image/svg+xml,<svg onload=alert(1)>'],
      ['image_url', 'vbscript:msgbox(1)'],
    ] as const) {
      const created = await create(org.owner.token, {
        name: 'Bad',
        entries: [{ company_name: 'A', [field]: value }],
      });
      expect(created.statusCode, value).toBe(400);
      expect(JSON.stringify(created.json()), value).toContain(
        'Must be an http(s) address or an uploaded image',
      );
      const saved = await update(org.owner.token, stored.id, {
        entries: [{ company_name: 'A', [field]: value }],
      });
      expect(saved.statusCode, value).toBe(400);
    }
    const kept = (await get(org.owner.token, stored.id)).json().data as TenantList;
    expect(kept.entries).toHaveLength(1);
    const good = await update(org.owner.token, stored.id, {
      entries: [
        {
          company_name: 'A',
          logo_url: 'https://example.com/a.png',
          image_url: '/api/foyer/uploads/files/x.png',
        },
      ],
    });
    expect(good.statusCode).toBe(200);
  });

  it('takes 10,000 entries and refuses one more (400)', async () => {
    const org = await createOrgFixture(app());
    const entries = Array.from({ length: TENANT_LIST_MAX_ENTRIES }, (_, i) => ({
      company_name: `Company ${i}`,
    }));
    const res = await create(org.owner.token, { name: 'Big', entries });
    expect(res.statusCode).toBe(201);
    expect((res.json().data as TenantList).entries).toHaveLength(TENANT_LIST_MAX_ENTRIES);
    const tooMany = await create(org.owner.token, {
      name: 'Bigger',
      entries: [...entries, { company_name: 'One more' }],
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('saves entries (absent fields kept) and deletes', async () => {
    const org = await createOrgFixture(app());
    const stored = await addTenantList(app(), org.orgId, org.north.id, 3, 'Lobby');
    const res = await update(org.editor.token, stored.id, {
      entries: [{ company_name: 'Only One' }, { company_name: '' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Lobby',
      scope: 'global',
      entries: [{ company_name: 'Only One' }],
    });
    expect((await remove(org.editor.token, stored.id)).statusCode).toBe(200);
    expect((await get(org.owner.token, stored.id)).statusCode).toBe(404);
  });

  it('lists by sub-organization and refuses Viewer writes (403) and other organizations (404)', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    await addTenantList(app(), org.orgId, org.north.id, 1, 'North list');
    const south = await addTenantList(app(), org.orgId, org.south.id, 1, 'South list');
    const names = async (token: string, sub?: string) =>
      ((await list(token, org.orgId, sub)).json().data as TenantList[]).map((l) => l.name);
    expect(await names(org.owner.token)).toEqual(['North list', 'South list']);
    expect(await names(org.owner.token, org.north.id)).toEqual(['North list']);
    expect(await names(org.viewer.token)).toEqual(['South list']);
    expect((await create(org.viewer.token, { entries: [{ company_name: 'X' }] })).statusCode).toBe(403);
    expect((await update(org.viewer.token, south.id, { name: 'X' })).statusCode).toBe(403);
    expect((await remove(org.viewer.token, south.id)).statusCode).toBe(403);
    expect((await update(org.editor.token, south.id, { name: 'X' })).statusCode).toBe(403);
    expect((await get(other.owner.token, south.id)).statusCode).toBe(404);
    expect((await update(other.owner.token, south.id, { name: 'X' })).statusCode).toBe(404);
    expect((await remove(other.owner.token, south.id)).statusCode).toBe(404);
    expect((await list(other.owner.token, org.orgId)).statusCode).toBe(404);
    expect(((await get(org.owner.token, south.id)).json().data as TenantList).name).toBe('South list');
  });
});
