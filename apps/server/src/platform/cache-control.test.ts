import { describe, expect, it } from 'vitest';
import { bearer } from '../test/auth-helpers';
import { createOrgFixture, FIXTURE_PASSWORD } from '../test/org-fixture';
import { DIALECTS, useTestApp } from '../test/test-app';
import { API_CACHE_CONTROL } from './security';

/** Answers with tokens or personal data must never be kept by a browser or proxy cache. */
describe.each(DIALECTS)('Cache-Control of API answers on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('is no-store on sign-in, the profile, the users list and refusals', async () => {
    const app = t.current.app;
    const org = await createOrgFixture(app);
    const answers = [
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: org.owner.email, password: FIXTURE_PASSWORD },
      }),
      await app.inject({ method: 'GET', url: '/api/me', headers: bearer(org.owner.token) }),
      await app.inject({
        method: 'GET',
        url: `/api/organizations/${org.orgId}/users`,
        headers: bearer(org.owner.token),
      }),
      await app.inject({ method: 'GET', url: '/api/me' }),
    ];
    expect(answers.map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, API_CACHE_CONTROL],
      [200, API_CACHE_CONTROL],
      [200, API_CACHE_CONTROL],
      [401, API_CACHE_CONTROL],
    ]);
  });
});
