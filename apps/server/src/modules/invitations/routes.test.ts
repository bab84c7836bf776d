import { INVITATION_TTL_MS, USER_MESSAGES } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, uniqueEmail } from '../../test/auth-helpers';
import { createInvitation, createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { extractLink, listOutbox, readLatestMail } from '../../test/outbox';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { listUsers } from '../../test/users-api';

const PUBLIC_URL = 'https://lobby.example.com';

describe.each(DIALECTS)('invitations on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { publicUrl: PUBLIC_URL } });
  const app = () => t.current.app;

  const invite = (token: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/invite-users', headers: bearer(token), payload });
  const details = (token: string) => app().inject({ method: 'GET', url: `/api/invitation/${token}` });
  const accept = (
    token: string,
    payload: Record<string, unknown> = { name: 'Ingrid Invited', password: 'welcome-8' },
  ) => app().inject({ method: 'POST', url: `/api/accept-invitation/${token}`, payload });
  const login = (email: string, password: string) =>
    app().inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  const editorInvite = (org: OrgFixture, email = uniqueEmail('Invitee')) => ({
    name: 'Ingrid',
    email,
    role: 'Editor',
    accessibleSubOrganizations: [org.north.id],
    org_id: org.orgId,
    projectName: 'foyer',
  });

  /** The outbox folder once the worker has written every mail queued so far. */
  async function outboxFiles(): Promise<string[]> {
    await app().ctx.mailer.flush();
    return listOutbox(t.current.config.dataDir);
  }

  /** The token of the newest mailed invitation, checking the mail on the way. */
  async function mailedToken(to: string): Promise<string> {
    await app().ctx.mailer.flush();
    const mail = await readLatestMail(t.current.config.dataDir);
    expect(mail).toContain(`To: ${to}`);
    const link = extractLink(mail, '/accept-invitation?token=');
    expect(link.startsWith(`${PUBLIC_URL}/accept-invitation?token=`)).toBe(true);
    return decodeURIComponent(link.slice(link.indexOf('token=') + 'token='.length));
  }

  it('round trip: invite, mail, details, accept, signed in, single use', async () => {
    const org = await createOrgFixture(app(), 'Harbour Point');
    const email = uniqueEmail('Invitee');
    const res = await invite(org.owner.token, editorInvite(org, email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Invitation sent successfully! The user will receive an email to create their account.',
      data: {
        name: 'Ingrid',
        email: email.toLowerCase(),
        role: 'Editor',
        org_id: org.orgId,
        accessibleSubOrganizations: [org.north.id],
        isInvited: true,
        last_logged_in: null,
        // Queued, not awaited: the answer does not wait for the mail server.
        invitationDelivery: 'pending',
      },
    });

    await app().ctx.mailer.flush();
    const mail = await readLatestMail(t.current.config.dataDir);
    expect(mail).toContain('Olivia Owner invited you to join Harbour Point on Foyer as an Editor.');
    const token = await mailedToken(email.toLowerCase());

    const listed = await listUsers(app(), org.orgId, org.owner.token);
    expect(listed.find((u) => u.email === email.toLowerCase())).toMatchObject({
      isInvited: true,
      invitationDelivery: 'sent',
    });
    // Only invited users carry a delivery.
    expect(listed.find((u) => u.id === org.owner.user.id)).not.toHaveProperty('invitationDelivery');

    const shown = await details(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      success: true,
      data: {
        name: 'Ingrid',
        email: email.toLowerCase(),
        role: 'Editor',
        projectName: 'foyer',
        organizationName: 'Harbour Point',
        accessibleSubOrganizations: [org.north.id],
      },
    });

    // Invited users cannot sign in before accepting.
    expect((await login(email, 'welcome-8')).statusCode).toBe(401);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const { data } = accepted.json();
    expect(data.user).toMatchObject({
      name: 'Ingrid Invited',
      email: email.toLowerCase(),
      role: 'Editor',
      isInvited: false,
    });
    expect(data.user.last_logged_in).not.toBeNull();
    const me = await app().inject({ method: 'GET', url: '/api/me', headers: bearer(data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      user: { id: data.user.id, isInvited: false },
      organization: { id: org.orgId, name: 'Harbour Point' },
    });
    expect((await login(email, 'welcome-8')).statusCode).toBe(200);

    // Single use.
    for (const again of [
      await accept(token, { name: 'Again', password: 'another-8' }),
      await details(token),
    ]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: USER_MESSAGES.invalidInvitation,
      });
    }
    expect((await login(email, 'another-8')).statusCode).toBe(401);
  });

  it('expires after 7 days', async () => {
    const org = await createOrgFixture(app());
    const email = uniqueEmail('late');
    expect((await invite(org.admin.token, editorInvite(org, email))).statusCode).toBe(201);
    const token = await mailedToken(email);
    t.current.clock.advance(INVITATION_TTL_MS - 60_000);
    expect((await details(token)).statusCode).toBe(200);
    t.current.clock.advance(2 * 60_000);
    expect((await details(token)).json().message).toBe(USER_MESSAGES.invalidInvitation);
    const res = await accept(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(USER_MESSAGES.invalidInvitation);
  });

  it('answers an unknown token with 404 and checks the password before using the link', async () => {
    expect((await details('x'.repeat(43))).statusCode).toBe(404);
    expect((await accept('x'.repeat(43))).json().message).toBe(USER_MESSAGES.invalidInvitation);

    const org = await createOrgFixture(app());
    const email = uniqueEmail('short');
    await invite(org.owner.token, editorInvite(org, email));
    const token = await mailedToken(email);
    const short = await accept(token, { name: 'Short', password: 'seven77' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ path: 'password', message: 'At least 8 characters' }]);
    const noName = await accept(token, { name: '  ', password: 'long-enough' });
    expect(noName.json().details).toEqual([{ path: 'name', message: 'Full name is required' }]);
    const nul = await accept(token, { name: 'In\u0000grid', password: 'long-enough' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details).toEqual([
      { path: 'name', message: 'Full name contains an invalid character' },
    ]);
    for (const res of [await details('a%00b'), await accept('a%00b')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: 'token', message: 'Token contains an invalid character' }]);
    }
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('inviting again someone still only invited replaces the link and mails again (200)', async () => {
    const org = await createOrgFixture(app());
    const email = uniqueEmail('twice');
    await invite(org.owner.token, editorInvite(org, email));
    const first = await mailedToken(email);
    const again = await invite(org.admin.token, {
      ...editorInvite(org, email),
      name: 'Ingrid Two',
      role: 'Viewer',
      accessibleSubOrganizations: [org.south.id],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: USER_MESSAGES.invitationSent,
      data: { name: 'Ingrid Two', role: 'Viewer', isInvited: true },
    });
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await details(first)).statusCode).toBe(404);
    expect((await details(second)).json().data).toMatchObject({ name: 'Ingrid Two', role: 'Viewer' });
    const users = await listUsers(app(), org.orgId, org.owner.token);
    expect(users.filter((u) => u.email === email)).toHaveLength(1);
  });

  it('Resend mails a new link, the old one stops working; refused once accepted (409)', async () => {
    const org = await createOrgFixture(app());
    const email = uniqueEmail('resend');
    const invited = await invite(org.owner.token, editorInvite(org, email));
    const first = await mailedToken(email);
    const resend = () =>
      app().inject({
        method: 'POST',
        url: `/api/users/${invited.json().data.id}/resend-invitation`,
        headers: bearer(org.admin.token),
      });
    const res = await resend();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: USER_MESSAGES.invitationResent,
      data: { email, name: 'Ingrid', role: 'Editor', isInvited: true, invitationDelivery: 'pending' },
    });
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect(await readLatestMail(t.current.config.dataDir)).toContain('Adam Admin invited you to join');
    expect((await details(first)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(200);

    const after = await resend();
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'CONFLICT', message: USER_MESSAGES.notInvited });
  });

  it('inviting again someone invited as an Owner is refused: Admins 403, Owners 409', async () => {
    const org = await createOrgFixture(app());
    // An invited Owner, as data written before invited users were refused the role could hold.
    const invitedOwner = await createInvitation(app(), org.orgId, 'Owner');
    const body = {
      ...editorInvite(org, invitedOwner.email),
      role: 'Viewer',
      accessibleSubOrganizations: [org.south.id],
    };
    const before = await outboxFiles();
    const byAdmin = await invite(org.admin.token, body);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({ code: 'FORBIDDEN', message: USER_MESSAGES.adminCannotEditOwner });
    const byOwner = await invite(org.owner.token, body);
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json()).toMatchObject({ code: 'CONFLICT', message: USER_MESSAGES.ownerCannotBeInvited });
    expect(await outboxFiles()).toEqual(before);
    // Their role and link are untouched.
    expect((await details(invitedOwner.token)).json().data).toMatchObject({ role: 'Owner' });
  });

  it('refuses an e-mail that already has an account, here or in another organization (409)', async () => {
    const org = await createOrgFixture(app());
    const registered = await registerUser(app());
    const other = await createOrgFixture(app());
    const pendingElsewhere = uniqueEmail('elsewhere');
    await invite(other.owner.token, editorInvite(other, pendingElsewhere));

    for (const email of [org.viewer.email, registered.email.toUpperCase(), pendingElsewhere]) {
      const res = await invite(org.owner.token, editorInvite(org, email));
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'A user with this email already exists',
      });
    }
  });

  it('applies the role rules: no Owner, a sub-organization for non-Admins, Admins get []', async () => {
    const org = await createOrgFixture(app());
    const owner = await invite(org.owner.token, { ...editorInvite(org), role: 'Owner' });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().details).toEqual([{ path: 'role', message: USER_MESSAGES.ownerCannotBeInvited }]);

    const none = await invite(org.owner.token, {
      ...editorInvite(org),
      role: 'Viewer',
      accessibleSubOrganizations: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([
      { path: 'accessibleSubOrganizations', message: USER_MESSAGES.subOrganizationRequired },
    ]);

    const admin = await invite(org.owner.token, {
      ...editorInvite(org),
      role: 'Admin',
      accessibleSubOrganizations: [org.south.id],
    });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().data).toMatchObject({ role: 'Admin', accessibleSubOrganizations: [] });
  });

  it('refuses bad bodies with 400 naming the field, sending nothing', async () => {
    const org = await createOrgFixture(app());
    const before = await outboxFiles();
    const other = await createOrgFixture(app());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...editorInvite(org), name: undefined }, 'name', 'Full name is required'],
      [{ ...editorInvite(org), email: undefined }, 'email', 'Email is required'],
      [{ ...editorInvite(org), email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ ...editorInvite(org), role: undefined }, 'role', USER_MESSAGES.roleRequired],
      [{ ...editorInvite(org), role: 'Janitor' }, 'role', USER_MESSAGES.roleInvalid],
      [
        { ...editorInvite(org), accessibleSubOrganizations: [org.north.id, 3] },
        'accessibleSubOrganizations.1',
        'Invalid input: expected string, received number',
      ],
      [{ ...editorInvite(org), name: 'In\u0000grid' }, 'name', 'Full name contains an invalid character'],
      [
        { ...editorInvite(org), email: 'in\u0000grid@example.com' },
        'email',
        'Email contains an invalid character',
      ],
      [
        { ...editorInvite(org), accessibleSubOrganizations: ['n\u0000'] },
        'accessibleSubOrganizations.0',
        'Sub-organization id contains an invalid character',
      ],
      [
        { ...editorInvite(org), accessibleSubOrganizations: [other.north.id] },
        'accessibleSubOrganizations.0',
        `Unknown sub-organization: ${other.north.id}`,
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await invite(org.owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details).toContainEqual({ path, message });
    }
    expect(await outboxFiles()).toEqual(before);
  });

  it('answers 404 for an org_id other than the inviter’s', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app());
    const res = await invite(org.owner.token, { ...editorInvite(org), org_id: other.orgId });
    expect(res.statusCode).toBe(404);
  });

  it('a deleted invited user’s link stops working', async () => {
    const org = await createOrgFixture(app());
    const email = uniqueEmail('gone');
    const res = await invite(org.owner.token, editorInvite(org, email));
    const token = await mailedToken(email);
    await app().inject({
      method: 'DELETE',
      url: `/api/users/${res.json().data.id}`,
      headers: bearer(org.owner.token),
    });
    expect((await details(token)).statusCode).toBe(404);
  });
});
