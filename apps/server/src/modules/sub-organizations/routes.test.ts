import { SUB_ORGANIZATION_MESSAGES, type SubOrganization } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation } from '../../db/errors';
import { newId } from '../../platform/tokens';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { deleteSubOrganization } from './repo';

describe.each(DIALECTS)('sub-organization routes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const list = (token: string, orgId: string) =>
    app().inject({
      method: 'GET',
      url: `/api/foyer/organizations/${orgId}/sub-organizations`,
      headers: bearer(token),
    });
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
  const remove = (token: string, id: string) =>
    app().inject({
      method: 'POST',
      url: `/api/foyer/sub-organizations/${id}/delete`,
      headers: bearer(token),
    });
  const slugOf = async (org: OrgFixture, name: string) =>
    ((await create(org.owner.token, org.orgId, { name })).json().data as SubOrganization).slug;

  describe('listing', () => {
    it('shows Owners and Admins every sub-organization, by name', async () => {
      const org = await createOrgFixture(app());
      for (const member of [org.owner, org.admin]) {
        const res = await list(member.token, org.orgId);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.map((s: SubOrganization) => s.name)).toEqual(['North', 'South']);
      }
    });

    it('shows Editors and Viewers only the sub-organizations they may access', async () => {
      const org = await createOrgFixture(app());
      expect((await list(org.editor.token, org.orgId)).json().data).toEqual([org.north]);
      expect((await list(org.viewer.token, org.orgId)).json().data).toEqual([org.south]);
    });

    it('answers 404 for another organization', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const res = await list(org.owner.token, other.orgId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Organization not found');
    });
  });

  describe('creating', () => {
    it('answers the new sub-organization with a slug from its name', async () => {
      const org = await createOrgFixture(app());
      const res = await create(org.admin.token, org.orgId, {
        name: '  Café Résidence ',
        description: ' Lobby B ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: SUB_ORGANIZATION_MESSAGES.created,
        data: {
          org_id: org.orgId,
          name: 'Café Résidence',
          description: 'Lobby B',
          slug: 'cafe-residence',
          created_by: org.admin.user.id,
        },
      });
      expect(Date.parse(res.json().data.created_at)).not.toBeNaN();
      const names = (await list(org.owner.token, org.orgId)).json().data.map((s: SubOrganization) => s.name);
      expect(names).toContain('Café Résidence');
    });

    it('keeps slugs unique within the organization only', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      // Names of one slug that are not the same name (same names are refused: duplicate-names.test.ts).
      expect(await slugOf(org, 'East Wing')).toBe('east-wing');
      expect(await slugOf(org, 'East-Wing')).toBe('east-wing-2');
      expect(await slugOf(org, 'EAST-WING!')).toBe('east-wing-3');
      expect(await slugOf(other, 'East Wing')).toBe('east-wing');
    });

    it('needs a name that is not blank, and defaults the description to empty', async () => {
      const org = await createOrgFixture(app());
      for (const payload of [{}, { name: '   ' }, { name: 12 }]) {
        const res = await create(org.owner.token, org.orgId, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details).toEqual([
          { path: 'name', message: SUB_ORGANIZATION_MESSAGES.nameRequired },
        ]);
      }
      const wrongType = await create(org.owner.token, org.orgId, { name: 'Ok', description: 5 });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().details[0].path).toBe('description');
      const bare = await create(org.owner.token, org.orgId, { name: 'Bare' });
      expect(bare.json().data.description).toBe('');
    });

    it('refuses Editors and Viewers (403) and another organization (404)', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      expect((await create(org.editor.token, org.orgId, { name: 'X' })).statusCode).toBe(403);
      expect((await create(org.viewer.token, org.orgId, { name: 'X' })).statusCode).toBe(403);
      expect((await create(org.owner.token, other.orgId, { name: 'X' })).statusCode).toBe(404);
    });
  });

  describe('updating', () => {
    it('renames with a new unique slug and keeps the description when none is sent', async () => {
      const org = await createOrgFixture(app());
      await slugOf(org, 'West Hall');
      const res = await update(org.owner.token, org.north.id, { name: 'West-Hall' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: SUB_ORGANIZATION_MESSAGES.updated,
        data: {
          id: org.north.id,
          name: 'West-Hall',
          slug: 'west-hall-2',
          description: org.north.description,
        },
      });
    });

    it('keeps the slug when the name only changes in ways the slug ignores', async () => {
      const org = await createOrgFixture(app());
      const res = await update(org.admin.token, org.north.id, {
        name: org.north.name.toUpperCase(),
        description: 'New text',
      });
      expect(res.json().data).toMatchObject({ slug: org.north.slug, description: 'New text' });
    });

    it('answers 404 for an unknown or foreign sub-organization and 403 to Editors', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const foreign = await update(org.owner.token, other.north.id, { name: 'Mine' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(SUB_ORGANIZATION_MESSAGES.notFound);
      expect((await update(org.owner.token, newId(), { name: 'Mine' })).statusCode).toBe(404);
      expect((await update(org.editor.token, org.north.id, { name: 'Mine' })).statusCode).toBe(403);
    });
  });

  it('refuses a NUL character in names, descriptions and path ids (400)', async () => {
    const org = await createOrgFixture(app());
    const cases: Array<[ReturnType<typeof list>, string, string]> = [
      [
        create(org.owner.token, org.orgId, { name: 'a\u0000b' }),
        'name',
        'Name contains an invalid character',
      ],
      [
        create(org.owner.token, org.orgId, { name: 'Ok', description: 'x\u0000' }),
        'description',
        'Description contains an invalid character',
      ],
      [
        update(org.owner.token, org.north.id, { name: '\u0000' }),
        'name',
        'Name contains an invalid character',
      ],
      [
        update(org.owner.token, org.north.id, { name: 'Ok', description: '\u0000' }),
        'description',
        'Description contains an invalid character',
      ],
      [update(org.owner.token, 'a%00b', { name: 'Ok' }), 'id', 'Id contains an invalid character'],
      [remove(org.owner.token, 'a%00b'), 'id', 'Id contains an invalid character'],
      [
        create(org.owner.token, 'a%00b', { name: 'Ok' }),
        'orgId',
        'Organization id contains an invalid character',
      ],
      [list(org.owner.token, 'a%00b'), 'orgId', 'Organization id contains an invalid character'],
    ];
    for (const [pending, path, message] of cases) {
      const res = await pending;
      expect(res.statusCode, path).toBe(400);
      expect(res.json().details, path).toEqual([{ path, message }]);
    }
    const names = ((await list(org.owner.token, org.orgId)).json().data as SubOrganization[]).map(
      (s) => s.name,
    );
    expect(names).toEqual(['North', 'South']);
  });

  describe('deleting', () => {
    it.each(['devices', 'themes', 'tenant_lists'] as const)(
      'is refused while it holds %s (409)',
      async (table) => {
        const org = await createOrgFixture(app());
        const at = new Date().toISOString();
        await app()
          .ctx.db.insertInto(table)
          .values({
            id: newId(),
            org_id: org.orgId,
            sub_org_id: org.north.id,
            name: 'Held',
            created_at: at,
            updated_at: at,
          })
          .execute();
        const res = await remove(org.owner.token, org.north.id);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          success: false,
          code: 'CONFLICT',
          message: 'Error deleting sub-organization. It may contain devices, themes, or tenants.',
        });
        expect((await list(org.owner.token, org.orgId)).json().data).toHaveLength(2);
      },
    );

    it('is also refused by the foreign key, should a device arrive after the check', async () => {
      const org = await createOrgFixture(app());
      const at = new Date().toISOString();
      await app()
        .ctx.db.insertInto('themes')
        .values({
          id: newId(),
          org_id: org.orgId,
          sub_org_id: org.south.id,
          name: 'Late',
          created_at: at,
          updated_at: at,
        })
        .execute();
      const error = await deleteSubOrganization(app().ctx.db, org.south.id).catch((e: unknown) => e);
      expect(isForeignKeyViolation(error)).toBe(true);
    });

    it('ignores organization-wide items and those of other sub-organizations', async () => {
      const org = await createOrgFixture(app());
      const at = new Date().toISOString();
      await app()
        .ctx.db.insertInto('devices')
        .values([
          {
            id: newId(),
            org_id: org.orgId,
            sub_org_id: null,
            name: 'Org-wide',
            created_at: at,
            updated_at: at,
          },
          {
            id: newId(),
            org_id: org.orgId,
            sub_org_id: org.south.id,
            name: 'South',
            created_at: at,
            updated_at: at,
          },
        ])
        .execute();
      expect((await remove(org.owner.token, org.north.id)).statusCode).toBe(200);
    });

    it('removes it from every user’s access list', async () => {
      const org = await createOrgFixture(app());
      await app().inject({
        method: 'PUT',
        url: `/api/users/${org.viewer.user.id}/access`,
        headers: bearer(org.owner.token),
        payload: { accessibleSubOrganizations: [org.north.id, org.south.id] },
      });
      const res = await remove(org.admin.token, org.north.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SUB_ORGANIZATION_MESSAGES.deleted, data: null });

      const me = (token: string) => app().inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect((await me(org.viewer.token)).json().data.user.accessibleSubOrganizations).toEqual([
        org.south.id,
      ]);
      expect((await me(org.editor.token)).json().data.user.accessibleSubOrganizations).toEqual([]);
      expect((await list(org.owner.token, org.orgId)).json().data).toEqual([org.south]);
      expect((await remove(org.admin.token, org.north.id)).statusCode).toBe(404);
    });
  });
});
