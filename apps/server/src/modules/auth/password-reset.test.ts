import { RESET_TOKEN_TTL_MS } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, uniqueEmail } from '../../test/auth-helpers';
import { extractLink, listOutbox, readLatestMail } from '../../test/outbox';
import { DIALECTS, useTestApp } from '../../test/test-app';

const SENT = 'Password reset instructions have been sent to your email address.';

describe.each(DIALECTS)('password reset on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { publicUrl: 'https://foyer.example.com' } });

  async function forgot(email: string) {
    const res = await t.current.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email, projectName: 'foyer' },
    });
    await t.current.app.ctx.mailer.flush();
    return res;
  }

  /** Asks for a reset and answers the token of the mailed link. */
  async function mailedToken(email: string): Promise<string> {
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    const mail = await readLatestMail(t.current.config.dataDir);
    expect(mail).toContain(`To: ${email}`);
    const link = extractLink(mail, '/reset-password/');
    expect(link.startsWith('https://foyer.example.com/reset-password/')).toBe(true);
    return link.slice(link.lastIndexOf('/') + 1);
  }

  const reset = (token: string, password: string) =>
    t.current.app.inject({ method: 'POST', url: `/api/reset-password/${token}`, payload: { password } });
  const login = (email: string, password: string) =>
    t.current.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('mails a working link: new password works, old fails, sessions end, link is single use', async () => {
    const { email, password, token: session } = await registerUser(t.current.app);
    const token = await mailedToken(email);

    const check = await t.current.app.inject({ method: 'GET', url: `/api/reset-password/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ success: true, data: { valid: true } });

    const res = await reset(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Password has been reset successfully. You can now sign in with your new password.',
      data: null,
    });

    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'brand-new-pass')).statusCode).toBe(200);
    const me = await t.current.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) });
    expect(me.statusCode).toBe(401);

    const twice = await reset(token, 'third-password');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ success: false, code: 'INVALID_INPUT', message: 'Invalid reset token' });
    expect(
      (await t.current.app.inject({ method: 'GET', url: `/api/reset-password/${token}` })).statusCode,
    ).toBe(404);
    expect((await login(email, 'third-password')).statusCode).toBe(401);
  });

  it('refuses a link older than one hour', async () => {
    const { email, password } = await registerUser(t.current.app);
    const token = await mailedToken(email);
    t.current.clock.advance(RESET_TOKEN_TTL_MS + 1000);

    const check = await t.current.app.inject({ method: 'GET', url: `/api/reset-password/${token}` });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Invalid reset token' });
    const res = await reset(token, 'too-late-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid reset token');
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('accepts a link just under one hour old', async () => {
    const { email } = await registerUser(t.current.app);
    const token = await mailedToken(email);
    t.current.clock.advance(RESET_TOKEN_TTL_MS - 5000);
    expect((await reset(token, 'in-time-pass')).statusCode).toBe(200);
  });

  it('a used link makes the other open links of the user useless too', async () => {
    const { email } = await registerUser(t.current.app);
    const first = await mailedToken(email);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'newer-pass-1')).statusCode).toBe(200);
    expect((await reset(first, 'newer-pass-2')).statusCode).toBe(400);
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const before = await listOutbox(t.current.config.dataDir);
    const res = await forgot(uniqueEmail('ghost'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SENT, data: null });
    expect(await listOutbox(t.current.config.dataDir)).toEqual(before);
  });

  it('answers a known e-mail with the same body', async () => {
    const { email } = await registerUser(t.current.app);
    const res = await forgot(email);
    expect(res.json()).toEqual({ success: true, message: SENT, data: null });
  });

  it('refuses an unknown token and validates the new password', async () => {
    const unknown = await reset('a'.repeat(43), 'valid-pass');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid reset token');

    const { email } = await registerUser(t.current.app);
    const token = await mailedToken(email);
    const short = await reset(token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([
      { path: 'password', message: 'Password must be at least 6 characters long' },
    ]);
    // The refused attempt did not use the link up.
    expect((await reset(token, 'long-enough')).statusCode).toBe(200);
  });
});
