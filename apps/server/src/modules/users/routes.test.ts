import { USER_MESSAGES, type User } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer, uniqueEmail } from '../../test/auth-helpers';
import {
  addMember,
  createInvitation,
  createOrgFixture,
  FIXTURE_PASSWORD,
  signIn,
} from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';

describe.each(DIALECTS)('users routes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  const list = (token: string, orgId: string) =>
    app().inject({ method: 'GET', url: `/api/organizations/${orgId}/users`, headers: bearer(token) });
  const edit = (token: string, id: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload });
  const remove = (token: string, id: string) =>
    app().inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(token) });
  const access = (token: string, id: string, ids: unknown) =>
    app().inject({
      method: 'PUT',
      url: `/api/users/${id}/access`,
      headers: bearer(token),
      payload: { accessibleSubOrganizations: ids },
    });
  const me = (token: string) => app().inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  const editBody = (user: User, changes: Record<string, unknown> = {}) => ({
    name: user.name,
    email: user.email,
    role: user.role,
    accessibleSubOrganizations: user.accessibleSubOrganizations,
    org_id: user.org_id,
    projectName: 'foyer',
    ...changes,
  });

  it('answers 401 before looking at the body', async () => {
    const res = await app().inject({ method: 'PUT', url: '/api/users/anyone', payload: { name: 5 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  describe('GET /api/organizations/:orgId/users', () => {
    it('lists every member by name, invited ones marked, without password hashes', async () => {
      const org = await createOrgFixture(app());
      const invited = await createInvitation(app(), org.orgId, 'Viewer', [org.south.id]);
      const res = await list(org.admin.token, org.orgId);
      expect(res.statusCode).toBe(200);
      const users: User[] = res.json().data;
      expect(users.map((u) => u.name)).toEqual([
        'Adam Admin',
        'Eddie Editor',
        'Invited Person',
        'Olivia Owner',
        'Vera Viewer',
      ]);
      expect(users.find((u) => u.email === invited.email)).toMatchObject({
        isInvited: true,
        role: 'Viewer',
        last_logged_in: null,
      });
      expect(users.find((u) => u.id === org.editor.user.id)).toMatchObject({
        isInvited: false,
        accessibleSubOrganizations: [org.north.id],
      });
      expect(res.body).not.toContain('password');
    });

    it('answers 404 for another organization, even to its would-be Owner', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const res = await list(org.owner.token, other.orgId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Organization not found' });
    });

    it('refuses Editors and Viewers with 403', async () => {
      const org = await createOrgFixture(app());
      for (const member of [org.editor, org.viewer]) {
        const res = await list(member.token, org.orgId);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(USER_MESSAGES.notAllowed);
      }
    });
  });

  describe('PUT /api/users/:id', () => {
    it('lets an Admin edit an Editor: name, e-mail, role and access', async () => {
      const org = await createOrgFixture(app());
      const email = uniqueEmail('Renamed');
      const res = await edit(
        org.admin.token,
        org.editor.user.id,
        editBody(org.editor.user, {
          name: 'Edna Edited',
          email,
          role: 'Viewer',
          accessibleSubOrganizations: [org.south.id],
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: USER_MESSAGES.userUpdated,
        data: {
          id: org.editor.user.id,
          name: 'Edna Edited',
          email: email.toLowerCase(),
          role: 'Viewer',
          accessibleSubOrganizations: [org.south.id],
        },
      });
      // The change applies to the user's live session at once.
      expect((await me(org.editor.token)).json().data.user.role).toBe('Viewer');
    });

    it('keeps the stored access list when none is sent', async () => {
      const org = await createOrgFixture(app());
      const { accessibleSubOrganizations: _omitted, ...body } = editBody(org.editor.user, {
        name: 'Only Name',
      });
      const res = await edit(org.owner.token, org.editor.user.id, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.accessibleSubOrganizations).toEqual([org.north.id]);
    });

    it('stores [] for Owners and Admins, who reach every sub-organization by role', async () => {
      const org = await createOrgFixture(app());
      const res = await edit(
        org.owner.token,
        org.editor.user.id,
        editBody(org.editor.user, { role: 'Admin' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ role: 'Admin', accessibleSubOrganizations: [] });

      // Back to Editor: [] is not enough any more.
      const back = await edit(org.owner.token, org.editor.user.id, {
        ...editBody(org.editor.user, { role: 'Editor' }),
        accessibleSubOrganizations: undefined,
      });
      expect(back.statusCode).toBe(400);
      expect(back.json()).toMatchObject({
        message: USER_MESSAGES.subOrganizationRequired,
        details: [{ path: 'accessibleSubOrganizations', message: USER_MESSAGES.subOrganizationRequired }],
      });
    });

    it('refuses an Admin editing an Owner (403), but lets them edit themselves', async () => {
      const org = await createOrgFixture(app());
      const res = await edit(
        org.admin.token,
        org.owner.user.id,
        editBody(org.owner.user, { name: 'Hijacked' }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: USER_MESSAGES.adminCannotEditOwner });
      const self = await edit(
        org.admin.token,
        org.admin.user.id,
        editBody(org.admin.user, { name: 'Adam Self' }),
      );
      expect(self.statusCode).toBe(200);
    });

    it('lets only an Owner give the Owner role', async () => {
      const org = await createOrgFixture(app());
      const byAdmin = await edit(
        org.admin.token,
        org.admin.user.id,
        editBody(org.admin.user, { role: 'Owner' }),
      );
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toBe(USER_MESSAGES.onlyOwnerGivesOwner);
      const byOwner = await edit(
        org.owner.token,
        org.editor.user.id,
        editBody(org.editor.user, { role: 'Owner' }),
      );
      expect(byOwner.statusCode).toBe(200);
      expect(byOwner.json().data).toMatchObject({ role: 'Owner', accessibleSubOrganizations: [] });
    });

    it('refuses to demote the last Owner (409), allows it once another Owner exists', async () => {
      const org = await createOrgFixture(app());
      const demote = () =>
        edit(org.owner.token, org.owner.user.id, editBody(org.owner.user, { role: 'Admin' }));
      const refused = await demote();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: USER_MESSAGES.lastOwner });
      expect((await me(org.owner.token)).json().data.user.role).toBe('Owner');

      await addMember(app(), org.orgId, 'Owner');
      const allowed = await demote();
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().data.role).toBe('Admin');
    });

    it('refuses the Owner role to a user still invited (409): an Owner cannot be invited', async () => {
      const org = await createOrgFixture(app());
      const invited = await createInvitation(app(), org.orgId, 'Editor', [org.north.id]);
      const res = await edit(org.owner.token, invited.userId, {
        name: 'Invited Person',
        email: invited.email,
        role: 'Owner',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: USER_MESSAGES.invitedUserCannotBeOwner });
      const users: User[] = (await list(org.owner.token, org.orgId)).json().data;
      expect(users.find((u) => u.id === invited.userId)?.role).toBe('Editor');
      // The only active Owner is still the last one.
      expect((await remove(org.owner.token, org.owner.user.id)).statusCode).toBe(409);
    });

    it('refuses the caller’s own password and e-mail (400): Settings asks for the current password', async () => {
      const org = await createOrgFixture(app());
      for (const member of [org.owner, org.admin]) {
        const otherSession = await signIn(app(), member.user.id);
        const password = await edit(
          member.token,
          member.user.id,
          editBody(member.user, { password: 'taken-over' }),
        );
        expect(password.statusCode).toBe(400);
        expect(password.json()).toMatchObject({
          message: USER_MESSAGES.ownPasswordInSettings,
          details: [{ path: 'password', message: USER_MESSAGES.ownPasswordInSettings }],
        });
        const email = await edit(
          member.token,
          member.user.id,
          editBody(member.user, { email: uniqueEmail('thief') }),
        );
        expect(email.statusCode).toBe(400);
        expect(email.json()).toMatchObject({
          message: USER_MESSAGES.ownEmailByAnother,
          details: [{ path: 'email', message: USER_MESSAGES.ownEmailByAnother }],
        });
        // Nothing changed: the other session lives and the password still signs in.
        expect((await me(otherSession)).statusCode).toBe(200);
        const login = await app().inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: member.email, password: FIXTURE_PASSWORD },
        });
        expect(login.statusCode).toBe(200);
      }
      // Their own name, with the same e-mail in another letter case and no password, is fine.
      const own = await edit(
        org.owner.token,
        org.owner.user.id,
        editBody(org.owner.user, { name: 'Olivia O.', email: org.owner.email.toUpperCase(), password: '' }),
      );
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ name: 'Olivia O.', email: org.owner.email });
      // Another user's e-mail and password stay the Owner's and Admin's to set.
      const other = await edit(
        org.admin.token,
        org.editor.user.id,
        editBody(org.editor.user, { email: uniqueEmail('moved'), password: 'fresh-pass' }),
      );
      expect(other.statusCode).toBe(200);
    });

    it('refuses a NUL character in the path and in every text field and id (400)', async () => {
      const org = await createOrgFixture(app());
      for (const res of [
        await edit(org.owner.token, 'a%00b', editBody(org.editor.user)),
        await remove(org.owner.token, 'a%00b'),
        await access(org.owner.token, 'a%00b', [org.north.id]),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([{ path: 'id', message: 'Id contains an invalid character' }]);
      }
      const listed = await list(org.owner.token, 'a%00b');
      expect(listed.statusCode).toBe(400);
      expect(listed.json().details).toEqual([
        { path: 'orgId', message: 'Organization id contains an invalid character' },
      ]);

      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ name: 'Ed\u0000die' }, 'name', 'Full name contains an invalid character'],
        [{ email: 'ed\u0000@example.com' }, 'email', 'Email contains an invalid character'],
        [
          { accessibleSubOrganizations: [org.north.id, 'x\u0000'] },
          'accessibleSubOrganizations.1',
          'Sub-organization id contains an invalid character',
        ],
        [{ org_id: `${org.orgId}\u0000` }, 'org_id', 'Organization id contains an invalid character'],
        [{ projectName: 'foyer\u0000' }, 'projectName', 'Project name contains an invalid character'],
      ];
      for (const [changes, path, message] of cases) {
        const res = await edit(org.owner.token, org.editor.user.id, editBody(org.editor.user, changes));
        expect(res.statusCode, path).toBe(400);
        expect(res.json().details, path).toEqual([{ path, message }]);
      }
      const ids = await access(org.owner.token, org.editor.user.id, ['\u0000']);
      expect(ids.statusCode).toBe(400);
      expect(ids.json().details).toEqual([
        {
          path: 'accessibleSubOrganizations.0',
          message: 'Sub-organization id contains an invalid character',
        },
      ]);
      expect((await me(org.editor.token)).json().data.user.name).toBe('Eddie Editor');
    });

    it('refuses an e-mail another user has, in any letter case (409)', async () => {
      const org = await createOrgFixture(app());
      const elsewhere = await createOrgFixture(app());
      const res = await edit(
        org.owner.token,
        org.editor.user.id,
        editBody(org.editor.user, { email: elsewhere.viewer.email.toUpperCase() }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: USER_MESSAGES.emailTaken });
    });

    it('sets a new password, signing the user out everywhere but the editor’s own session', async () => {
      const org = await createOrgFixture(app());
      const res = await edit(
        org.owner.token,
        org.editor.user.id,
        editBody(org.editor.user, { password: 'fresh-pass' }),
      );
      expect(res.statusCode).toBe(200);
      expect((await me(org.editor.token)).statusCode).toBe(401);
      expect((await me(org.owner.token)).statusCode).toBe(200);
      const login = (password: string) =>
        app().inject({ method: 'POST', url: '/api/login', payload: { email: org.editor.email, password } });
      expect((await login(FIXTURE_PASSWORD)).statusCode).toBe(401);
      expect((await login('fresh-pass')).statusCode).toBe(200);
    });

    it('leaves the password alone when the field is empty, and refuses one for an invited user', async () => {
      const org = await createOrgFixture(app());
      const same = await edit(
        org.owner.token,
        org.editor.user.id,
        editBody(org.editor.user, { password: '' }),
      );
      expect(same.statusCode).toBe(200);
      expect((await me(org.editor.token)).statusCode).toBe(200);

      const invited = await createInvitation(app(), org.orgId, 'Editor', [org.north.id]);
      const res = await edit(org.owner.token, invited.userId, {
        name: 'Invited Person',
        email: invited.email,
        role: 'Editor',
        password: 'sneaky-pass',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(USER_MESSAGES.invitedUserPassword);
    });

    it('names an unknown sub-organization, including one of another organization', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      for (const id of ['no-such-id', other.north.id]) {
        const res = await edit(
          org.owner.token,
          org.editor.user.id,
          editBody(org.editor.user, { accessibleSubOrganizations: [org.north.id, id] }),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'INVALID_INPUT',
          message: `Unknown sub-organization: ${id}`,
          details: [{ path: 'accessibleSubOrganizations.1', message: `Unknown sub-organization: ${id}` }],
        });
      }
    });

    it('validates the body and names each bad field', async () => {
      const org = await createOrgFixture(app());
      const id = org.editor.user.id;
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ email: org.editor.email, role: 'Editor' }, 'name', 'Full name is required'],
        [{ name: 'X', role: 'Editor' }, 'email', 'Email is required'],
        [{ name: 'X', email: 'not-mail', role: 'Editor' }, 'email', 'Please enter a valid email address'],
        [{ name: 'X', email: org.editor.email }, 'role', USER_MESSAGES.roleRequired],
        [{ name: 'X', email: org.editor.email, role: 'Superuser' }, 'role', USER_MESSAGES.roleInvalid],
        [{ name: 'X', email: org.editor.email, role: 7 }, 'role', USER_MESSAGES.roleInvalid],
        [
          { name: 'X', email: org.editor.email, role: 'Editor', password: '123' },
          'password',
          'Password must be at least 6 characters long',
        ],
        [
          { name: 'X', email: org.editor.email, role: 'Editor', accessibleSubOrganizations: 'North' },
          'accessibleSubOrganizations',
          'Invalid input: expected array, received string',
        ],
        [{ name: 42, email: org.editor.email, role: 'Editor' }, 'name', 'Full name is required'],
      ];
      for (const [payload, path, message] of cases) {
        const res = await edit(org.owner.token, id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details, JSON.stringify(payload)).toContainEqual({ path, message });
      }
      // Nothing changed.
      expect((await me(org.editor.token)).json().data.user.name).toBe('Eddie Editor');
    });

    it('answers 404 for a user of another organization and for an org_id that is not the caller’s', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app());
      const foreign = await edit(
        org.owner.token,
        other.editor.user.id,
        editBody(other.editor.user, { accessibleSubOrganizations: undefined }),
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(USER_MESSAGES.userNotFound);
      const moved = await edit(
        org.owner.token,
        org.editor.user.id,
        editBody(org.editor.user, { org_id: other.orgId }),
      );
      expect(moved.statusCode).toBe(404);
      expect((await remove(org.owner.token, 'no-such-user')).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes the user and ends their sessions', async () => {
      const org = await createOrgFixture(app());
      const res = await remove(org.admin.token, org.viewer.user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: USER_MESSAGES.userDeleted, data: null });
      expect((await me(org.viewer.token)).statusCode).toBe(401);
      const users: User[] = (await list(org.admin.token, org.orgId)).json().data;
      expect(users.map((u) => u.id)).not.toContain(org.viewer.user.id);
      expect((await remove(org.admin.token, org.viewer.user.id)).statusCode).toBe(404);
    });

    it('refuses an Admin deleting an Owner or themselves (403)', async () => {
      const org = await createOrgFixture(app());
      const owner = await remove(org.admin.token, org.owner.user.id);
      expect(owner.statusCode).toBe(403);
      expect(owner.json().message).toBe(USER_MESSAGES.adminCannotDeleteOwner);
      const self = await remove(org.admin.token, org.admin.user.id);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe(USER_MESSAGES.cannotDeleteSelf);
      const other = await addMember(app(), org.orgId, 'Admin');
      expect((await remove(org.admin.token, other.user.id)).statusCode).toBe(200);
    });

    it('refuses to delete the last Owner (409), even by themselves', async () => {
      const org = await createOrgFixture(app());
      const refused = await remove(org.owner.token, org.owner.user.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(USER_MESSAGES.lastOwner);

      const second = await addMember(app(), org.orgId, 'Owner');
      expect((await remove(second.token, org.owner.user.id)).statusCode).toBe(200);
      expect((await remove(second.token, second.user.id)).statusCode).toBe(409);
    });
  });

  describe('Owners who are still invited', () => {
    it('do not count as Owners: the only active Owner stays the last one', async () => {
      const org = await createOrgFixture(app());
      // An invited Owner, as data written before invited users were refused the role could hold.
      const invitedOwner = await createInvitation(app(), org.orgId, 'Owner');
      const deleted = await remove(org.owner.token, org.owner.user.id);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().message).toBe(USER_MESSAGES.lastOwner);
      const demoted = await edit(
        org.owner.token,
        org.owner.user.id,
        editBody(org.owner.user, { role: 'Admin' }),
      );
      expect(demoted.statusCode).toBe(409);
      expect((await me(org.owner.token)).json().data.user.role).toBe('Owner');

      // They can be demoted or removed, as they keep nothing owned.
      const fixed = await edit(org.owner.token, invitedOwner.userId, {
        name: 'Invited Person',
        email: invitedOwner.email,
        role: 'Viewer',
        accessibleSubOrganizations: [org.south.id],
      });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().data).toMatchObject({ role: 'Viewer', isInvited: true });
      expect((await remove(org.owner.token, invitedOwner.userId)).statusCode).toBe(200);
    });
  });

  describe('PUT /api/users/:id/access', () => {
    it('sets the sub-organizations of an Editor, without duplicates', async () => {
      const org = await createOrgFixture(app());
      const res = await access(org.admin.token, org.editor.user.id, [
        org.south.id,
        org.north.id,
        org.south.id,
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: USER_MESSAGES.accessUpdated,
        data: { accessibleSubOrganizations: [org.south.id, org.north.id] },
      });
    });

    it('needs at least one for Editors and Viewers, and keeps [] for Admins', async () => {
      const org = await createOrgFixture(app());
      const empty = await access(org.owner.token, org.viewer.user.id, []);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(USER_MESSAGES.subOrganizationRequired);
      const admin = await access(org.owner.token, org.admin.user.id, [org.north.id]);
      expect(admin.statusCode).toBe(200);
      expect(admin.json().data.accessibleSubOrganizations).toEqual([]);
    });

    it('refuses an Admin changing an Owner’s access, and unknown ids', async () => {
      const org = await createOrgFixture(app());
      const owner = await access(org.admin.token, org.owner.user.id, [org.north.id]);
      expect(owner.statusCode).toBe(403);
      expect(owner.json().message).toBe(USER_MESSAGES.adminCannotEditOwner);
      const unknown = await access(org.admin.token, org.editor.user.id, ['ghost']);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown sub-organization: ghost');
      const wrongType = await access(org.admin.token, org.editor.user.id, [1]);
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().details[0].path).toBe('accessibleSubOrganizations.0');
    });
  });
});
