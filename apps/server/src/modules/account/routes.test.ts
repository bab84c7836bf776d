import { ACCOUNT_MESSAGES, type AuditPage } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, FIXTURE_PASSWORD, signIn } from '../../test/org-fixture';
import { DEFAULT_RATE_LIMITS } from '../../platform/config';
import { DIALECTS, useTestApp } from '../../test/test-app';

describe.each(DIALECTS)('settings: own account on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const me = (token: string) => app().inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  const rename = (token: string, name: string) =>
    app().inject({ method: 'PUT', url: '/api/me', headers: bearer(token), payload: { name } });
  const changePassword = (token: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload });

  it('PUT /api/me changes the own name, for every role', async () => {
    const org = await createOrgFixture(app());
    const res = await rename(org.viewer.token, ' Vera V. ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.profileUpdated,
      data: { id: org.viewer.user.id, name: 'Vera V.' },
    });
    expect((await me(org.viewer.token)).json().data.user.name).toBe('Vera V.');

    const blank = await rename(org.viewer.token, '');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([{ path: 'name', message: 'Full name is required' }]);

    const nul = await rename(org.viewer.token, 'Vera\u0000V.');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details).toEqual([
      { path: 'name', message: 'Full name contains an invalid character' },
    ]);
    expect((await me(org.viewer.token)).json().data.user.name).toBe('Vera V.');
  });

  it('PUT /api/me writes a changed name to the audit log, as Edit User does', async () => {
    const org = await createOrgFixture(app());
    const audit = async () =>
      (
        await app().inject({
          url: `/api/foyer/organizations/${org.orgId}/audit-events?category=users`,
          headers: bearer(org.owner.token),
        })
      ).json<{ data: AuditPage }>().data.events;
    expect((await rename(org.viewer.token, 'Vera V.')).statusCode).toBe(200);
    const { email } = org.viewer.user;
    expect(await audit()).toMatchObject([
      {
        actor_name: `Vera Viewer (${email})`,
        action: 'user.updated',
        action_label: 'Changed a user',
        target_type: 'User',
        target_name: `Vera V. (${email})`,
        details: 'Name: Vera Viewer → Vera V.',
      },
    ]);
    // The same name again, and a refused one, change nothing and write nothing.
    expect((await rename(org.viewer.token, ' Vera V. ')).statusCode).toBe(200);
    expect((await rename(org.viewer.token, '')).statusCode).toBe(400);
    expect(await audit()).toHaveLength(1);
  });

  it('POST /api/me/password needs the current password', async () => {
    const org = await createOrgFixture(app());
    const wrong = await changePassword(org.editor.token, {
      currentPassword: 'not-it',
      newPassword: 'brand-new',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'INVALID_INPUT',
      message: 'Current password is incorrect',
      details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    const short = await changePassword(org.editor.token, {
      currentPassword: FIXTURE_PASSWORD,
      newPassword: '12345',
    });
    expect(short.json().details).toEqual([
      { path: 'newPassword', message: 'Password must be at least 6 characters long' },
    ]);
    const missing = await changePassword(org.editor.token, { newPassword: 'brand-new' });
    expect(missing.json().details).toEqual([
      { path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired },
    ]);
  });

  it('a changed password signs out the other sessions and keeps this one', async () => {
    const org = await createOrgFixture(app());
    const otherSession = await signIn(app(), org.editor.user.id);
    const res = await changePassword(org.editor.token, {
      currentPassword: FIXTURE_PASSWORD,
      newPassword: 'brand-new',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordChanged, data: null });
    expect((await me(org.editor.token)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    const login = (password: string) =>
      app().inject({ method: 'POST', url: '/api/login', payload: { email: org.editor.email, password } });
    expect((await login(FIXTURE_PASSWORD)).statusCode).toBe(401);
    expect((await login('brand-new')).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('settings: password change rate limit on %s', (dialect) => {
  // The real limits, as production runs them.
  const t = useTestApp(dialect, { config: { rateLimits: DEFAULT_RATE_LIMITS } });
  const { max } = DEFAULT_RATE_LIMITS.login;
  const attempt = (authorization: string, address = '127.0.0.1') =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { authorization },
      remoteAddress: address,
      payload: { currentPassword: 'a-wrong-guess', newPassword: 'brand-new' },
    });

  it('counts per user, however the token is written, from any address and any of their sessions', async () => {
    const org = await createOrgFixture(t.current.app);
    const { token } = org.editor;
    const second = await signIn(t.current.app, org.editor.user.id);
    // Each spelling the server accepts for the same token, another session, other addresses.
    const spellings = [
      `Bearer ${token}`,
      `bearer ${token}`,
      `BEARER ${token}`,
      `Bearer   ${token}`,
      `Bearer ${token} `,
      `Bearer\t${token}`,
      `Bearer ${second}`,
    ];
    for (let i = 0; i < max; i += 1) {
      const res = await attempt(spellings[i % spellings.length] ?? '', `203.0.113.${i}`);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(400);
    }
    const blocked = await attempt(`bEaReR ${token}`, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');

    // Another user of the same address is not held back.
    expect((await attempt(`Bearer ${org.viewer.token}`, '203.0.113.0')).statusCode).toBe(400);
    // Calls without a valid token are 401 and count for nobody.
    expect((await attempt('Bearer not-a-real-token-at-all-0000000000')).statusCode).toBe(401);
  });
});
