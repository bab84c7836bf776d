import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/auth-helpers';
import { jpegImage, uploadFile } from '../test/image-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_RATE_LIMITS } from './config';

// Test code may read the environment: several instances share a PostgreSQL server (CI sets it).
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * Two instances on one PostgreSQL database, as behind a load balancer (docs/operations.md,
 * "Several instances"): with STORAGE=database an upload through one is served by the other, and
 * a rate limit counts the attempts made through both.
 */
describe.runIf(TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const shared = { storage: { kind: 'database' as const }, rateLimits: DEFAULT_RATE_LIMITS };
    first = await createTestApp('postgres', { config: shared });
    second = await createTestApp('postgres', {
      config: { ...shared, databaseUrl: first.config.databaseUrl },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const { token } = await registerUser(first.app);
    const bytes = await jpegImage(320, 200);
    const uploaded = await uploadFile(first.app, token, bytes);
    expect(uploaded.statusCode).toBe(201);
    const url = uploaded.json().data.image_url as string;
    expect(url).toMatch(/^\/api\/foyer\/uploads\/files\//);

    const fromSecond = await second.app.inject({ method: 'GET', url });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/jpeg');
    expect(fromSecond.rawPayload.equals((await first.app.inject({ method: 'GET', url })).rawPayload)).toBe(
      true,
    );
  });

  it('counts sign-in attempts made through both instances together', async () => {
    const { email } = await registerUser(first.app);
    const { max } = DEFAULT_RATE_LIMITS.login;
    const attempt = (through: TestApp) =>
      through.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'wrong-pass' },
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < max; i += 1)
      expect((await attempt(i % 2 === 0 ? first : second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
