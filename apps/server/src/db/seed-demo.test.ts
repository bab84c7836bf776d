import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp } from '../test/test-app';
import { DEMO_OWNER, seedDemo } from './seed-demo';

describe.each(DIALECTS)('demo seed on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('creates the demo owner on an empty database, once', async () => {
    const { app } = t.current;
    expect(await seedDemo(app.ctx.db)).toBe(true);
    expect(await seedDemo(app.ctx.db)).toBe(false);

    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    expect(res.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${res.json().data.token}` },
    });
    expect(me.json().data).toMatchObject({
      user: { name: 'Demo Owner', role: 'Owner', email: 'demo@foyer.local' },
      organization: { name: 'Foyer Demo Properties' },
    });
  });
});
