import {
  API_TOKEN_MESSAGES,
  type ApiToken,
  type AuditPage,
  type EmergencyAlert,
  type TenantList,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../platform/config';
import { addApiToken } from '../../test/api-token-fixture';
import { bearer } from '../../test/auth-helpers';
import { addDevice, addTenantList } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  details?: { path: string; message: string }[];
}

const day = (offsetDays: number, from = new Date()) =>
  new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** docs/product.md §14: API tokens, their scopes, building, expiry, last use, limits and audit lines. */
describe.each(DIALECTS)('API tokens on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const tokensUrl = (org: OrgFixture) => `/api/foyer/organizations/${org.orgId}/api-tokens`;
  const listsUrl = (org: OrgFixture) => `/api/foyer/organizations/${org.orgId}/tenants`;
  const call = (token: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    app().inject({ method, url, headers: bearer(token), payload });
  const listTokens = async (org: OrgFixture) =>
    (await call(org.owner.token, tokensUrl(org))).json<Envelope<ApiToken[]>>().data;

  it('lets Owners and Admins create a token whose secret shows once and is stored hashed', async () => {
    const org = await createOrgFixture(app());
    const res = await call(org.owner.token, tokensUrl(org), 'POST', {
      name: 'Nightly sync',
      scopes: ['tenants', 'read'],
      expires_on: day(30),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Envelope<ApiToken>>();
    expect(created.message).toBe(API_TOKEN_MESSAGES.created);
    expect(created.data.token).toMatch(/^foyer_api_[A-Za-z0-9_-]{43}$/);
    expect(created.data).toMatchObject({
      name: 'Nightly sync',
      scopes: ['read', 'tenants'],
      sub_org_id: null,
      created_by_name: 'Olivia Owner',
      last_used_at: null,
    });
    expect(created.data.token?.startsWith(created.data.hint)).toBe(true);

    const listed = await listTokens(org);
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('token');
    const stored = await app().ctx.db.selectFrom('api_tokens').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.data.token);

    expect(
      (await call(org.admin.token, tokensUrl(org), 'POST', { name: 'A', scopes: ['read'] })).statusCode,
    ).toBe(201);
    for (const member of [org.editor, org.viewer]) {
      const refused = await call(member.token, tokensUrl(org), 'POST', { name: 'E', scopes: ['read'] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Envelope<null>>().message).toBe(API_TOKEN_MESSAGES.notAllowed);
      expect((await call(member.token, tokensUrl(org))).statusCode).toBe(403);
    }
    const other = await createOrgFixture(app(), 'Other');
    expect((await call(other.owner.token, tokensUrl(org))).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad input', async () => {
    const org = await createOrgFixture(app());
    const other = await createOrgFixture(app(), 'Other');
    const cases: [object, string, string][] = [
      [{ name: 'X', scopes: [] }, 'scopes', API_TOKEN_MESSAGES.scopesRequired],
      [{ name: '', scopes: ['read'] }, 'name', 'Name is required'],
      [{ name: 'X', scopes: ['admin'] }, 'scopes.0', 'must be one of read, tenants, publish, alerts'],
      [
        { name: 'X', scopes: ['alerts'], sub_org_id: org.north.id },
        'scopes',
        API_TOKEN_MESSAGES.alertsNeedWholeOrganization,
      ],
      [{ name: 'X', scopes: ['read'], expires_on: day(-1) }, 'expires_on', API_TOKEN_MESSAGES.expiryInPast],
      [
        { name: 'X', scopes: ['read'], expires_on: '2026-02-30' },
        'expires_on',
        'Must be a date such as 2026-01-31',
      ],
      [
        { name: 'X', scopes: ['read'], sub_org_id: other.north.id },
        'sub_org_id',
        API_TOKEN_MESSAGES.buildingNotFound,
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call(org.owner.token, tokensUrl(org), 'POST', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Envelope<null>>().details).toContainEqual({ path, message });
    }
    expect(await listTokens(org)).toEqual([]);
  });

  it('calls the API within a token’s scopes and refuses a missing scope, naming it', async () => {
    const org = await createOrgFixture(app());
    await addTenantList(app(), org.orgId, org.north.id);
    const reader = await addApiToken(app(), org.owner.token, org.orgId, { name: 'Reader', scopes: ['read'] });
    const lists = await call(reader.token, listsUrl(org));
    expect(lists.statusCode).toBe(200);
    expect(lists.json<Envelope<TenantList[]>>().data).toHaveLength(1);

    const write = await call(reader.token, '/api/foyer/tenants', 'POST', {
      org_id: org.orgId,
      sub_org_id: org.north.id,
      name: 'Lobby',
      entries: [{ company_name: 'Acme' }],
    });
    expect(write.statusCode).toBe(403);
    expect(write.json<Envelope<null>>().message).toBe(
      'This API token cannot do this: it needs the tenants scope.',
    );

    // Never users, tokens, settings or the webhook: those routes declare no scope.
    for (const url of [
      '/api/me',
      tokensUrl(org),
      `/api/organizations/${org.orgId}/users`,
      `/api/foyer/organizations/${org.orgId}/alert-webhook`,
    ]) {
      const res = await call(reader.token, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<Envelope<null>>().message).toBe(API_TOKEN_MESSAGES.noTokenAccess);
    }
    expect((await call('foyer_api_notarealtokenatallnotarealtokenatallxx', listsUrl(org))).statusCode).toBe(
      401,
    );
  });

  it('stops a revoked token at once and asks for the token only once', async () => {
    const org = await createOrgFixture(app());
    const token = await addApiToken(app(), org.owner.token, org.orgId, { scopes: ['read'] });
    expect((await call(token.token, listsUrl(org))).statusCode).toBe(200);
    const revoked = await call(org.admin.token, `/api/foyer/api-tokens/${token.id}/revoke`, 'POST');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<Envelope<null>>().message).toBe(API_TOKEN_MESSAGES.revoked);
    expect((await call(token.token, listsUrl(org))).statusCode).toBe(401);
    expect(await listTokens(org)).toEqual([]);
    expect((await call(org.owner.token, `/api/foyer/api-tokens/${token.id}/revoke`, 'POST')).statusCode).toBe(
      404,
    );
    const other = await createOrgFixture(app(), 'Other');
    const kept = await addApiToken(app(), org.owner.token, org.orgId, { scopes: ['read'] });
    expect(
      (await call(other.owner.token, `/api/foyer/api-tokens/${kept.id}/revoke`, 'POST')).statusCode,
    ).toBe(404);
    expect((await call(org.editor.token, `/api/foyer/api-tokens/${kept.id}/revoke`, 'POST')).statusCode).toBe(
      403,
    );
  });

  it('works through its last day and not after', async () => {
    const org = await createOrgFixture(app());
    const token = await addApiToken(app(), org.owner.token, org.orgId, {
      scopes: ['read'],
      expires_on: day(0, app().ctx.now()),
    });
    expect((await call(token.token, listsUrl(org))).statusCode).toBe(200);
    t.current.clock.advance(86_400_000);
    try {
      expect((await call(token.token, listsUrl(org))).statusCode).toBe(401);
    } finally {
      t.current.clock.advance(-86_400_000);
    }
  });

  it('records the last use at most once a minute', async () => {
    const org = await createOrgFixture(app());
    const token = await addApiToken(app(), org.owner.token, org.orgId, { scopes: ['read'] });
    const lastUse = async () => (await listTokens(org)).find((x) => x.id === token.id)?.last_used_at;
    expect(await lastUse()).toBeNull();
    await call(token.token, listsUrl(org));
    const first = await lastUse();
    expect(first).toBe(first && new Date(first).toISOString());
    t.current.clock.advance(30_000);
    await call(token.token, listsUrl(org));
    expect(await lastUse()).toBe(first);
    t.current.clock.advance(31_000);
    await call(token.token, listsUrl(org));
    const later = await lastUse();
    expect(later && first && Date.parse(later) - Date.parse(first)).toBeGreaterThanOrEqual(60_000);
  });

  it('names the token in the audit log and on what it starts', async () => {
    const org = await createOrgFixture(app());
    const token = await addApiToken(app(), org.owner.token, org.orgId, {
      name: 'Nightly sync',
      scopes: ['tenants', 'publish', 'alerts'],
    });
    const created = await call(token.token, '/api/foyer/tenants', 'POST', {
      org_id: org.orgId,
      sub_org_id: org.north.id,
      name: 'Lobby',
      entries: [{ company_name: 'Acme' }],
    });
    expect(created.statusCode).toBe(201);
    // A publish and an alert: the bundle's and alert's author is no user.
    const theme = await addTheme(app(), org.orgId, null);
    const device = await addDevice(app(), org.orgId, org.north.id, {
      pairing_code: 'TOKPUB',
      theme_id: theme.id,
    });
    const published = await call(token.token, '/api/foyer/published-bundles', 'POST', {
      org_id: org.orgId,
      device_id: device.id,
    });
    expect(published.statusCode).toBe(201);
    const alert = await call(token.token, `/api/foyer/organizations/${org.orgId}/emergency-alerts`, 'POST', {
      template: 'evacuate',
      title: 'Evacuate',
      scope: { kind: 'organization' },
    });
    expect(alert.statusCode).toBe(201);
    expect(alert.json<Envelope<EmergencyAlert>>().data.started_by).toBe('API token "Nightly sync"');

    const revoke = await call(org.owner.token, `/api/foyer/api-tokens/${token.id}/revoke`, 'POST');
    expect(revoke.statusCode).toBe(200);
    const audit = await call(org.owner.token, `/api/foyer/organizations/${org.orgId}/audit-events`);
    const events = audit
      .json<Envelope<AuditPage>>()
      .data.events.map((e) => [e.action, e.actor_name, e.target_name]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['api-token.created', `Olivia Owner (${org.owner.email})`, 'Nightly sync'],
        ['tenants.created', 'API token "Nightly sync"', 'Lobby'],
        ['device.published', 'API token "Nightly sync"', expect.any(String)],
        ['alert.started', 'API token "Nightly sync"', expect.any(String)],
        ['api-token.revoked', `Olivia Owner (${org.owner.email})`, 'Nightly sync'],
      ]),
    );
  });

  it('limits a building token to its building: organization-wide items are read-only', async () => {
    const org = await createOrgFixture(app());
    const north = await addTenantList(app(), org.orgId, org.north.id, 3, 'North list');
    const south = await addTenantList(app(), org.orgId, org.south.id, 3, 'South list');
    const wide = await addTenantList(app(), org.orgId, null, 3, 'Everywhere');
    const token = await addApiToken(app(), org.owner.token, org.orgId, {
      scopes: ['read', 'tenants'],
      sub_org_id: org.north.id,
    });
    expect(token.sub_org_name).toBe('North');
    const seen = (await call(token.token, listsUrl(org)))
      .json<Envelope<TenantList[]>>()
      .data.map((l) => l.name);
    expect(seen.sort()).toEqual(['Everywhere', 'North list']);
    const save = (id: string) =>
      call(token.token, `/api/foyer/tenants/${id}`, 'POST', { entries: [{ company_name: 'Acme' }] });
    expect((await save(north.id)).statusCode).toBe(200);
    expect((await save(wide.id)).statusCode).toBe(403);
    expect([403, 404]).toContain((await save(south.id)).statusCode);
    expect((await call(token.token, `/api/foyer/tenants/${wide.id}`)).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('API token rate limit on %s', (dialect) => {
  const t = useTestApp(dialect, {
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, apiToken: { max: 3, windowMs: 60_000 } } },
  });

  it('answers 429 with Retry-After after the limit, per token', async () => {
    const { app } = t.current;
    const org = await createOrgFixture(app);
    const url = `/api/foyer/organizations/${org.orgId}/tenants`;
    const busy = await addApiToken(app, org.owner.token, org.orgId, { scopes: ['read'] });
    const calm = await addApiToken(app, org.owner.token, org.orgId, { scopes: ['read'] });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await app.inject({ url, headers: bearer(busy.token) })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ url, headers: bearer(busy.token) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ message: string; code: string }>()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many requests with this API token\. Please wait \d+ seconds and try again\.$/,
      ),
    });
    expect((await app.inject({ url, headers: bearer(calm.token) })).statusCode).toBe(200);
    // Members are not counted against it.
    for (let i = 0; i < 4; i++)
      expect((await app.inject({ url, headers: bearer(org.owner.token) })).statusCode).toBe(200);
  });
});
