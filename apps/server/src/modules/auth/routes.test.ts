import { AUTH_MESSAGES, SESSION_TTL_MS } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/tokens';
import { bearer, registerUser, uniqueEmail } from '../../test/auth-helpers';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { insertUser } from '../users/repo';

describe.each(DIALECTS)('auth routes on %s', (dialect) => {
  const t = useTestApp(dialect);

  describe('POST /api/register', () => {
    it('creates an organization with the user as Owner and signs them in', async () => {
      const email = uniqueEmail('Owner');
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Grace Hopper', email, password: 'secret123', projectName: 'foyer' },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Account created successfully',
        data: {
          user: { name: 'Grace Hopper', email: email.toLowerCase(), role: 'Owner', isInvited: false },
          organization: { name: "Grace Hopper's Organization" },
        },
      });
      expect(body.data.user.org_id).toBe(body.data.organization.id);
      expect(body.data.user.accessibleSubOrganizations).toEqual([]);
      expect(body.data.user).not.toHaveProperty('password_hash');
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const me = await t.current.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer(body.data.token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.organization).toEqual(body.data.organization);
    });

    it('refuses an e-mail already taken, in any letter case, with 409', async () => {
      const { email } = await registerUser(t.current.app);
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Someone Else', email: `  ${email.toUpperCase()} `, password: 'another1' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, code: 'CONFLICT', message: AUTH_MESSAGES.emailTaken });
    });

    it('names a missing field in the message and the details', async () => {
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: uniqueEmail(), password: 'secret123' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'INVALID_INPUT' });
      expect(body.message).toBe(`name: ${AUTH_MESSAGES.nameRequired}`);
      expect(body.details).toEqual([{ path: 'name', message: AUTH_MESSAGES.nameRequired }]);
    });

    it('lists every bad field', async () => {
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: '', email: 'not-an-email', password: 'secret123' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'name', message: AUTH_MESSAGES.nameRequired },
        { path: 'email', message: AUTH_MESSAGES.emailInvalid },
      ]);
    });

    it('refuses a password shorter than 6 characters', async () => {
      const email = uniqueEmail();
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Short Pass', email, password: '12345' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('password: Password must be at least 6 characters long');
      expect(res.json().details).toEqual([
        { path: 'password', message: 'Password must be at least 6 characters long' },
      ]);

      // Bad input changes nothing: the address is still free.
      const login = await t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: '12345' },
      });
      expect(login.statusCode).toBe(401);
    });
  });

  describe('POST /api/login', () => {
    it('answers the user and a token, and records the login time', async () => {
      const { email, password, user } = await registerUser(t.current.app);
      t.current.clock.advance(60_000);
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: email.toUpperCase(), password, projectName: 'foyer' },
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.user).toMatchObject({ id: user.id, email, role: 'Owner' });
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(data.user.last_logged_in)).toBeGreaterThan(Date.parse(user.last_logged_in ?? ''));

      const me = await t.current.app.inject({ method: 'GET', url: '/api/me', headers: bearer(data.token) });
      expect(me.json().data.user.last_logged_in).toBe(data.user.last_logged_in);
    });

    it('refuses a wrong password with 401 "Invalid email or password"', async () => {
      const { email } = await registerUser(t.current.app);
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'wrong-pass' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Invalid email or password',
      });
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail('nobody'), password: 'whatever1' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Invalid email or password',
      });
    });

    it('refuses an invited user who has not chosen a password yet', async () => {
      const { organization } = await registerUser(t.current.app);
      const email = uniqueEmail('invited');
      await insertUser(t.current.app.ctx.db, {
        id: newId(),
        org_id: organization.id,
        name: 'Invited Person',
        email,
        password_hash: null,
        role: 'Editor',
        accessibleSubOrganizations: [],
        isInvited: true,
        now: new Date().toISOString(),
      });
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'anything1' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    });

    it('validates the body', async () => {
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@b.co' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: 'password', message: AUTH_MESSAGES.passwordRequired }]);
    });
  });

  describe('a NUL character', () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.current.app.inject({ method: 'POST', url, payload });

    it('is refused (400) in every text field of register, login and forgot-password', async () => {
      const email = uniqueEmail('nul');
      const cases: Array<[string, Record<string, unknown>, string, string]> = [
        ['/api/register', { name: 'Ada\u0000', email, password: 'secret123' }, 'name', 'Full name'],
        ['/api/register', { name: 'Ada', email: `\u0000${email}`, password: 'secret123' }, 'email', 'Email'],
        [
          '/api/register',
          { name: 'Ada', email, password: 'secret123', projectName: 'foyer\u0000' },
          'projectName',
          'Project name',
        ],
        ['/api/login', { email: `${email}\u0000`, password: 'secret123' }, 'email', 'Email'],
        ['/api/forgot-password', { email: `a\u0000${email}` }, 'email', 'Email'],
      ];
      for (const [url, payload, path, field] of cases) {
        const res = await post(url, payload);
        expect(res.statusCode, `${url} ${path}`).toBe(400);
        expect(res.json().details, `${url} ${path}`).toEqual([
          { path, message: `${field} contains an invalid character` },
        ]);
      }
      // No account was made on the way.
      expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
      expect((await post('/api/login', { email, password: 'secret123' })).statusCode).toBe(401);
    });

    it('in a password is only ever hashed: a wrong one is 401, never a database error', async () => {
      const { email } = await registerUser(t.current.app);
      const res = await post('/api/login', { email, password: 'secret\u0000123' });
      expect(res.statusCode).toBe(401);
    });

    it('is refused (400) in a reset link token', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.current.app.inject({
          method,
          url: '/api/reset-password/a%00b',
          payload: method === 'POST' ? { password: 'new-pass-1' } : undefined,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([
          { path: 'token', message: 'Token contains an invalid character' },
        ]);
      }
    });
  });

  describe('GET /api/me', () => {
    it('answers the user and organization for a valid token', async () => {
      const { token, user, organization } = await registerUser(t.current.app);
      const res = await t.current.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { user, organization } });
    });

    it('answers 401 without a token, with a malformed header or an unknown token', async () => {
      const headers = [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43))];
      for (const h of headers) {
        const res = await t.current.app.inject({ method: 'GET', url: '/api/me', headers: h });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Unauthorized' });
      }
    });

    it('answers 401 once the session has expired', async () => {
      const { token } = await registerUser(t.current.app);
      t.current.clock.advance(SESSION_TTL_MS + 1000);
      const res = await t.current.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the token and only that token', async () => {
      const { token, email, password } = await registerUser(t.current.app);
      const second = await t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
      });
      const otherToken: string = second.json().data.token;

      const res = await t.current.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Signed out', data: null });

      const me = await t.current.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
      const again = await t.current.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(token),
      });
      expect(again.statusCode).toBe(401);
      const other = await t.current.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer(otherToken),
      });
      expect(other.statusCode).toBe(200);
    });
  });
});
