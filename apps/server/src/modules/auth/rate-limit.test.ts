import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { DEFAULT_RATE_LIMITS } from '../../platform/config';
import { registerUser, uniqueEmail } from '../../test/auth-helpers';
import { DIALECTS, useTestApp } from '../../test/test-app';

describe.each(DIALECTS)('auth rate limits on %s', (dialect) => {
  // The real limits, as production runs them.
  const t = useTestApp(dialect, { config: { rateLimits: DEFAULT_RATE_LIMITS } });

  it('limits login attempts per address and client, then answers 429 in the envelope', async () => {
    const { email, password } = await registerUser(t.current.app);
    const attempt = (address: string, pass: string) =>
      t.current.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: address, password: pass },
      });

    for (let i = 0; i < DEFAULT_RATE_LIMITS.login.max; i += 1) {
      expect((await attempt(email, 'wrong-pass')).statusCode).toBe(401);
    }
    // Letter case does not make a new key.
    const blocked = await attempt(email.toUpperCase(), password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect(blocked.headers['retry-after']).toBeDefined();

    // Another address from the same client is still let through.
    expect((await attempt(uniqueEmail(), 'wrong-pass')).statusCode).toBe(401);
  });

  it('limits forgot-password requests to 5 per address', async () => {
    const email = uniqueEmail('forgetful');
    const ask = () =>
      t.current.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.forgotPassword.max; i += 1) {
      expect((await ask()).statusCode).toBe(200);
    }
    const blocked = await ask();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
  });

  it('limits registrations per client', async () => {
    // registerUser above already used one.
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.register.max; i += 1) {
      const res = await t.current.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Many', email: uniqueEmail(), password: 'secret123' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_RATE_LIMITS.register.max - 1);
  });
});

describe('rate limits behind a reverse proxy', () => {
  const attempts = (t: { current: { app: App } }, forwardedFor: string) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'proxy@example.com' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  describe('with TRUST_PROXY=true', () => {
    const t = useTestApp('sqlite', { config: { rateLimits: DEFAULT_RATE_LIMITS, trustProxy: true } });

    it('counts each forwarded client address separately', async () => {
      for (let i = 0; i < DEFAULT_RATE_LIMITS.forgotPassword.max; i += 1) {
        expect((await attempts(t, '203.0.113.7')).statusCode).toBe(200);
      }
      expect((await attempts(t, '203.0.113.7')).statusCode).toBe(429);
      expect((await attempts(t, '198.51.100.9')).statusCode).toBe(200);
    });
  });

  describe('without it', () => {
    const t = useTestApp('sqlite', { config: { rateLimits: DEFAULT_RATE_LIMITS } });

    it('ignores X-Forwarded-For, so a client cannot dodge the limit by forging it', async () => {
      for (let i = 0; i < DEFAULT_RATE_LIMITS.forgotPassword.max; i += 1) {
        expect((await attempts(t, `203.0.113.${i}`)).statusCode).toBe(200);
      }
      expect((await attempts(t, '198.51.100.9')).statusCode).toBe(429);
    });
  });
});

describe.each(DIALECTS)('sign-in limits beyond the address and e-mail pair on %s', (dialect) => {
  const spread = {
    ...DEFAULT_RATE_LIMITS,
    loginPerAccount: { max: 4, windowMs: 60_000 },
    loginPerAddress: { max: 6, windowMs: 60_000 },
  };
  const t = useTestApp(dialect, { config: { rateLimits: spread } });
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.current.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('slows down one account guessed from many addresses', async () => {
    const { email, password } = await registerUser(t.current.app);
    for (let i = 0; i < spread.loginPerAccount.max; i += 1) {
      expect((await attempt(email, 'wrong-pass', `10.0.1.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await attempt(email, password, '10.0.1.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/,
    );
    expect(blocked.headers['retry-after']).toBeDefined();
    // Other accounts are not affected.
    expect((await attempt(uniqueEmail(), 'wrong-pass', '10.0.1.201')).statusCode).toBe(401);
  });

  it('slows down one address trying many accounts', async () => {
    for (let i = 0; i < spread.loginPerAddress.max; i += 1) {
      expect((await attempt(uniqueEmail(`spray${i}`), 'wrong-pass', '10.0.2.1')).statusCode).toBe(401);
    }
    expect((await attempt(uniqueEmail('spray-last'), 'wrong-pass', '10.0.2.1')).statusCode).toBe(429);
    // Another address signs in as usual.
    const { email, password } = await registerUser(t.current.app);
    expect((await attempt(email, password, '10.0.2.2')).statusCode).toBe(200);
  });
});
