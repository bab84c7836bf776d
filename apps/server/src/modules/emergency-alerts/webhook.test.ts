import {
  ALERT_MESSAGES,
  ALERT_START_LIMIT,
  type Device,
  type EmergencyAlert,
  type EmergencyAlertList,
} from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../platform/config';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { pairScreen } from '../../test/screen-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

interface HookAnswer {
  success: boolean;
  message: string;
  data: { action: string; alert?: EmergencyAlert; repeated?: boolean; ended?: number };
}

/** docs/product.md §10 Alert webhook: retries, repeats and limits (docs/decisions/alerts-and-audit.md ALR-8). */
describe.each(DIALECTS)('the alert webhook on %s', (dialect) => {
  const t = useTestApp(dialect, {
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, webhookRefused: { max: 3, windowMs: 60_000 } } },
  });
  const app = () => t.current.app;

  /** An organization with one screen in North and a webhook token. */
  async function panel() {
    const org = await createOrgFixture(app());
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await app().inject({
      method: 'POST',
      url: '/api/foyer/devices',
      headers: bearer(org.admin.token),
      payload: { org_id: org.orgId, sub_org_id: org.north.id, pairing_code: screen.code, theme_id: theme.id },
    });
    expect(device.statusCode).toBe(201);
    const created = await app().inject({
      method: 'POST',
      url: `/api/foyer/organizations/${org.orgId}/alert-webhook`,
      headers: bearer(org.owner.token),
    });
    const token = created.json<{ data: { token: string } }>().data.token;
    const hook = (payload: unknown, headers: Record<string, string> = {}, withToken = token) =>
      app().inject({
        method: 'POST',
        url: '/api/foyer/hooks/emergency-alerts',
        headers: { authorization: `Bearer ${withToken}`, ...headers },
        payload: payload as Record<string, unknown>,
      });
    return { org, token, hook, device: device.json<{ data: Device }>().data };
  }

  const alerts = async (org: OrgFixture) =>
    (
      await app().inject({
        url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
        headers: bearer(org.admin.token),
      })
    ).json<{ data: EmergencyAlertList }>().data;

  const auditDetails = async (org: OrgFixture) => {
    const rows = await app()
      .ctx.db.selectFrom('audit_events')
      .select(['action', 'details'])
      .where('org_id', '=', org.orgId)
      .where('action', 'like', 'webhook.%')
      .execute();
    return rows.filter((row) => row.action !== 'webhook.created');
  };

  it('the same Idempotency-Key within 24 hours answers the first answer and starts nothing more', async () => {
    const { org, hook } = await panel();
    const evacuate = { action: 'start', template: 'evacuate' };
    const first = await hook(evacuate, { 'Idempotency-Key': 'fire-panel-event-1001' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await hook(evacuate, { 'Idempotency-Key': 'fire-panel-event-1001' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<HookAnswer>().data).toEqual(first.json<HookAnswer>().data);
    expect((await alerts(org)).active).toHaveLength(1);

    // The key again with another body is refused, and changes nothing.
    const other = await hook({ action: 'end' }, { 'Idempotency-Key': 'fire-panel-event-1001' });
    expect(other.statusCode).toBe(409);
    expect(other.json<HookAnswer>().message).toBe(ALERT_MESSAGES.idempotencyKeyReused);
    expect((await alerts(org)).active).toHaveLength(1);

    // 'end' under a key: the replay says 1 ended, not 0.
    const end = await hook({ action: 'end' }, { 'Idempotency-Key': 'fire-panel-event-1002' });
    expect(end.json<HookAnswer>().data.ended).toBe(1);
    const endAgain = await hook({ action: 'end' }, { 'Idempotency-Key': 'fire-panel-event-1002' });
    expect(endAgain.json<HookAnswer>().data.ended).toBe(1);

    // After 24 hours the key is forgotten: it starts a new alert.
    t.current.clock.advance(24 * 60 * 60_000 + 1000);
    try {
      const later = await hook(evacuate, { 'Idempotency-Key': 'fire-panel-event-1001' });
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(later.json<HookAnswer>().data.alert?.id).not.toBe(first.json<HookAnswer>().data.alert?.id);
      expect((await alerts(org)).active).toHaveLength(1);
    } finally {
      t.current.clock.advance(-(24 * 60 * 60_000 + 1000));
    }

    // Every call is in the audit log, the replays and the refusal too.
    const audit = await auditDetails(org);
    expect(
      audit.filter((row) => row.details.includes('answer repeated for its Idempotency-Key')),
    ).toHaveLength(2);
    expect(audit.filter((row) => row.action === 'webhook.refused')).toHaveLength(1);
  });

  it('two calls with one key at the same moment start one alert', async () => {
    const { org, hook } = await panel();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        hook({ action: 'start', template: 'lockdown' }, { 'Idempotency-Key': 'same-moment' }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const conflicts = answers.filter((answer) => answer.statusCode === 409);
    for (const answer of conflicts) {
      expect(answer.json<HookAnswer>().message).toBe(ALERT_MESSAGES.idempotencyKeyInProgress);
    }
    expect((await alerts(org)).active).toHaveLength(1);
  });

  it('a refused call gives its key back, and a key that is not a header value is refused by name', async () => {
    const { org, hook } = await panel();
    const refused = await hook({ action: 'start', template: 'flood' }, { 'Idempotency-Key': 'k-1' });
    expect(refused.statusCode).toBe(400);
    const corrected = await hook({ action: 'start', template: 'weather' }, { 'Idempotency-Key': 'k-1' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<HookAnswer>().data.alert?.template).toBe('weather');

    const tooLong = await hook({ action: 'end' }, { 'Idempotency-Key': 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<HookAnswer>().message).toBe(ALERT_MESSAGES.idempotencyKeyInvalid);
    expect((await alerts(org)).active).toHaveLength(1);
  });

  it('without a key, the same start within a minute is the alert already running', async () => {
    const { org, hook } = await panel();
    const start = { action: 'start', template: 'evacuate', expires_in_minutes: 30 };
    const first = await hook(start);
    const twice = await hook(start);
    expect(twice.statusCode).toBe(200);
    expect(twice.json<HookAnswer>()).toMatchObject({
      message: ALERT_MESSAGES.repeated,
      data: { repeated: true, alert: { id: first.json<HookAnswer>().data.alert?.id } },
    });
    expect(first.json<HookAnswer>().data.repeated).toBe(false);
    // Anything different is a new alert: another text, another expiry.
    expect((await hook({ ...start, text: 'Use the east stairs.' })).json<HookAnswer>().data.repeated).toBe(
      false,
    );
    expect((await hook({ ...start, expires_in_minutes: 60 })).json<HookAnswer>().data.repeated).toBe(false);
    expect((await alerts(org)).active).toHaveLength(3);

    // Identical calls at the same moment: one alert.
    const together = await Promise.all(
      Array.from({ length: 4 }, () => hook({ action: 'start', template: 'shelter' })),
    );
    expect(new Set(together.map((answer) => answer.json<HookAnswer>().data.alert?.id)).size).toBe(1);
    expect((await alerts(org)).active).toHaveLength(4);

    // A minute later the same start is a new alert.
    t.current.clock.advance(61_000);
    try {
      expect((await hook(start)).json<HookAnswer>().data.repeated).toBe(false);
    } finally {
      t.current.clock.advance(-61_000);
    }
  });

  it('calls with a wrong token are limited per address; the right token still works', async () => {
    const { org, hook } = await panel();
    for (let i = 0; i < 3; i++) {
      const wrong = await hook({ action: 'end' }, {}, `foyer_whk_wrong${i}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<HookAnswer>().message).toBe(ALERT_MESSAGES.webhookTokenInvalid);
    }
    const limited = await hook({ action: 'end' }, {}, 'foyer_whk_wrong4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<HookAnswer>().message).toMatch(
      new RegExp(`^${ALERT_MESSAGES.webhookTooManyRefused} Please wait \\d+ seconds and try again\\.$`),
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const right = await hook({ action: 'start', template: 'evacuate' });
    expect(right.statusCode).toBe(200);
    expect((await alerts(org)).active).toHaveLength(1);
  });

  it('an organization starts at most the set number of alerts in the window, dashboard and webhook together', async () => {
    const { org, hook } = await panel();
    for (let i = 0; i < ALERT_START_LIMIT.max - 1; i++) {
      expect((await hook({ action: 'start', template: 'custom', title: `Drill ${i}` })).statusCode).toBe(200);
    }
    const fromDashboard = (title: string) =>
      app().inject({
        method: 'POST',
        url: `/api/foyer/organizations/${org.orgId}/emergency-alerts`,
        headers: bearer(org.owner.token),
        payload: { template: 'custom', title, text: '', scope: { kind: 'organization' } },
      });
    expect((await fromDashboard('The last one allowed')).statusCode).toBe(201);

    const over = await hook({ action: 'start', template: 'custom', title: 'One too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json<HookAnswer>().message).toBe(
      `At most ${ALERT_START_LIMIT.max} alerts can be started in ${ALERT_START_LIMIT.windowMinutes} minutes. Try again in ${ALERT_START_LIMIT.windowMinutes} minutes.`,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromDashboard('Also too many')).statusCode).toBe(429);
    // A repeat of a running alert is no new start: it still answers.
    expect((await fromDashboard('The last one allowed')).statusCode).toBe(200);
    expect((await alerts(org)).active).toHaveLength(ALERT_START_LIMIT.max);

    t.current.clock.advance(ALERT_START_LIMIT.windowMinutes * 60_000 + 1000);
    try {
      expect((await hook({ action: 'start', template: 'custom', title: 'Next window' })).statusCode).toBe(
        200,
      );
    } finally {
      t.current.clock.advance(-(ALERT_START_LIMIT.windowMinutes * 60_000 + 1000));
    }
  });

  it("the OpenAPI document gives the webhook its own security scheme, not a member's session", async () => {
    const res = await app().inject({ url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<
        string,
        { post?: { security?: unknown; parameters?: Array<{ name: string; in: string }> } }
      >;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    }>();
    const post = doc.paths['/api/foyer/hooks/emergency-alerts']?.post;
    expect(post?.security).toEqual([{ webhookToken: [] }]);
    expect(post?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key')).toBe(true);
    expect(doc.components.securitySchemes.webhookToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
