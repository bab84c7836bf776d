import { AUTH_NOTICES, USER_MESSAGES } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer, uniqueEmail } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { listUsers } from '../../test/users-api';

describe.each(DIALECTS)('POST /api/register by an Owner or Admin on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const register = (payload: Record<string, unknown>, token?: string) =>
    app().inject({ method: 'POST', url: '/api/register', payload, headers: token ? bearer(token) : {} });
  const member = (org: OrgFixture, changes: Record<string, unknown> = {}) => ({
    name: 'Cora Created',
    email: uniqueEmail('created'),
    password: 'created-1',
    projectName: 'foyer',
    role: 'Editor',
    accessibleSubOrganizations: [org.north.id],
    org_id: org.orgId,
    ...changes,
  });

  it('creates the user in the organization with their password, and no session for them', async () => {
    const org = await createOrgFixture(app());
    const body = member(org);
    const res = await register(body, org.admin.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: USER_MESSAGES.userCreated,
      data: {
        user: expect.objectContaining({
          name: 'Cora Created',
          email: body.email,
          role: 'Editor',
          org_id: org.orgId,
          accessibleSubOrganizations: [org.north.id],
          isInvited: false,
          last_logged_in: null,
        }),
      },
    });

    // The creator is still the one signed in.
    const me = await app().inject({ method: 'GET', url: '/api/me', headers: bearer(org.admin.token) });
    expect(me.json().data.user.id).toBe(org.admin.user.id);
    const users = await listUsers(app(), org.orgId, org.owner.token);
    expect(users.map((u) => u.email)).toContain(body.email);
    const login = await app().inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: 'created-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.org_id).toBe(org.orgId);
  });

  it('applies the invitation rules', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ role: 'Owner' }, 400, USER_MESSAGES.ownerCannotBeCreated],
      [{ role: undefined }, 400, USER_MESSAGES.roleRequired],
      [{ role: 'Viewer', accessibleSubOrganizations: [] }, 400, USER_MESSAGES.subOrganizationRequired],
      [{ accessibleSubOrganizations: [other.south.id] }, 400, `Unknown sub-organization: ${other.south.id}`],
      [{ org_id: other.orgId }, 404, 'Organization not found'],
      [{ email: org.viewer.email }, 409, USER_MESSAGES.emailTaken],
      [{ name: 'Co\u0000ra' }, 400, 'name: Full name contains an invalid character'],
      [
        { accessibleSubOrganizations: ['\u0000'] },
        400,
        'accessibleSubOrganizations.0: Sub-organization id contains an invalid character',
      ],
      [{ org_id: '\u0000' }, 400, 'org_id: Organization id contains an invalid character'],
    ];
    for (const [changes, status, message] of cases) {
      const res = await register(member(org, changes), org.owner.token);
      expect(res.statusCode, JSON.stringify(changes)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const admin = await register(member(org, { role: 'Admin' }), org.owner.token);
    expect(admin.json().data.user.accessibleSubOrganizations).toEqual([]);
  });

  it('refuses Editors and Viewers (403) and a bad token (401)', async () => {
    const org = await createOrgFixture(app());
    for (const caller of [org.editor, org.viewer]) {
      const res = await register(member(org), caller.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(USER_MESSAGES.notAllowed);
    }
    expect((await register(member(org), 'y'.repeat(43))).statusCode).toBe(401);
  });

  it('without a token, or a plain sign-up carrying a stray token, registers a new organization', async () => {
    const org = await createOrgFixture(app());
    const anonymous = await register(member(org));
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json()).toMatchObject({
      message: AUTH_NOTICES.accountCreated,
      data: { user: { role: 'Owner' } },
    });
    expect(anonymous.json().data.user.org_id).not.toBe(org.orgId);

    const plain = await register(
      { name: 'Plain', email: uniqueEmail(), password: 'plain-pass' },
      org.owner.token,
    );
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.token).toEqual(expect.any(String));
    expect(plain.json().data.user.org_id).not.toBe(org.orgId);
  });
});
