import {
  ANALYTICS_DAYS,
  DEVICE_CONNECTED_WITHIN_MS,
  DEVICE_MESSAGES,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  PUBLISH_MESSAGES,
  SCREEN_MESSAGES,
  screenAnalyticsSchema,
  type Device,
  type PairResult,
  type PlayerState,
  type PublishedBundle,
} from '@foyer/shared';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../platform/config';
import { bearer } from '../../test/auth-helpers';
import { addDevice, publishDevice } from '../../test/device-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { linkedDevice, pairScreen, screenHeaders } from '../../test/screen-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { newId } from '../../platform/tokens';
import { CONTACT_WRITE_INTERVAL_MS, ContactRecorder } from './contacts';
import { minuteOf } from './repo';

/** The test clock runs on with real time: "now" is within a second. */
const aboutNow = (now: Date) =>
  expect.toSatisfy(
    (iso: unknown) => typeof iso === 'string' && Math.abs(Date.parse(iso) - now.getTime()) < 1000,
  );

const CODE = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`);

describe.each(DIALECTS)('screens on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  const clock = () => t.current.clock;

  const me = (secret: string, appVersion?: string) =>
    app().inject({
      method: 'GET',
      url: '/api/foyer/tv-devices/me',
      headers: screenHeaders(secret, appVersion),
    });
  const myState = async (secret: string) => (await me(secret)).json<{ data: PlayerState }>().data;
  const renew = (secret: string) =>
    app().inject({ method: 'POST', url: '/api/foyer/tv-devices/pair', headers: screenHeaders(secret) });
  const createDevice = (token: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/foyer/devices', headers: bearer(token), payload });
  const getDevice = async (token: string, id: string) =>
    (await app().inject({ method: 'GET', url: `/api/foyer/devices/${id}`, headers: bearer(token) })).json<{
      data: Device;
    }>().data;
  const bundle = (deviceId: string, headers: Record<string, string>) =>
    app().inject({ method: 'GET', url: `/api/foyer/tv-devices/${deviceId}/bundle`, headers });

  /** A screen linked to a new device of North with a theme, its code typed in lower case. */
  async function linkedScreen(org: OrgFixture) {
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(
      app(),
      org.editor.token,
      { code: screen.code.toLowerCase() },
      { org_id: org.orgId, sub_org_id: org.north.id, name: 'Lobby TV', theme_id: theme.id },
    );
    return { screen, device };
  }

  describe('pairing', () => {
    it('gives a new screen a 6-character code without look-alikes, its expiry and a secret', async () => {
      const before = clock().now().getTime();
      const res = await app().inject({ method: 'POST', url: '/api/foyer/tv-devices/pair' });
      expect(res.statusCode).toBe(201);
      const data = res.json<{ success: boolean; data: PairResult }>().data;
      expect(data.pairing_code).toMatch(CODE);
      expect(data.pairing_code).not.toMatch(/[O0I1L]/);
      expect(Date.parse(data.pairing_expires_at)).toBeGreaterThanOrEqual(before + PAIRING_CODE_TTL_MS);
      expect(Date.parse(data.pairing_expires_at)).toBeLessThanOrEqual(
        clock().now().getTime() + PAIRING_CODE_TTL_MS,
      );
      expect(data.device_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await myState(data.device_secret ?? '')).toEqual({
        player_id: data.player_id,
        pairing_code: data.pairing_code,
        pairing_expires_at: data.pairing_expires_at,
        device_id: null,
        alert: null,
        // Not linked: always on, no notices (docs/decisions/schedules.md SCH-4, SCH-9).
        schedule: {
          windows: null,
          server_time: expect.toSatisfy((ms: unknown) => typeof ms === 'number' && ms >= before),
          notices: [],
        },
      });
    });

    it('never gives two screens the same code, nor a code a device already uses', async () => {
      const org = await createOrgFixture(app());
      await addDevice(app(), org.orgId, null, { pairing_code: 'ABC234' });
      const codes = await Promise.all(Array.from({ length: 25 }, async () => (await pairScreen(app())).code));
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes).not.toContain('ABC234');
    });

    it('renews the code of a waiting screen that sends its secret, without sending the secret again', async () => {
      const screen = await pairScreen(app());
      clock().advance(60_000);
      const res = await renew(screen.secret);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: PairResult }>().data;
      expect(data.player_id).toBe(screen.playerId);
      expect(data.pairing_code).toMatch(CODE);
      expect(data.pairing_code).not.toBe(screen.code);
      expect(Date.parse(data.pairing_expires_at)).toBeGreaterThan(Date.parse(screen.expiresAt));
      expect(data.device_secret).toBeUndefined();
      expect((await myState(screen.secret)).pairing_code).toBe(data.pairing_code);
    });

    it('treats an unknown secret as a new screen', async () => {
      const res = await renew('x'.repeat(43));
      expect(res.statusCode).toBe(201);
      expect(res.json<{ data: PairResult }>().data.device_secret).toBeDefined();
    });

    it('links the screen when staff save a device with its code, whatever the letter case', async () => {
      const org = await createOrgFixture(app());
      const { screen, device } = await linkedScreen(org);
      expect(device.pairing_code).toBe(screen.code);
      expect(device.pairing_expires_at).toBe(screen.expiresAt);
      // The screen was just seen (when it asked for the code).
      expect(device.status).toBe('Connected');
      expect(await myState(screen.secret)).toMatchObject({ device_id: device.id, pairing_code: screen.code });
      // A linked screen asking again keeps its state.
      const again = await renew(screen.secret);
      expect(again.statusCode).toBe(200);
      expect(again.json<{ data: PairResult }>().data).toEqual({
        player_id: screen.playerId,
        pairing_code: screen.code,
        pairing_expires_at: screen.expiresAt,
      });
    });

    it('links on update and on publish too, and unlinks the screen whose code the device gives up', async () => {
      const org = await createOrgFixture(app());
      const { screen: first, device } = await linkedScreen(org);
      const second = await pairScreen(app());
      const update = await app().inject({
        method: 'POST',
        url: `/api/foyer/devices/${device.id}`,
        headers: bearer(org.editor.token),
        payload: { pairing_code: second.code },
      });
      expect(update.statusCode).toBe(200);
      expect((await myState(second.secret)).device_id).toBe(device.id);
      const firstState = await myState(first.secret);
      expect(firstState.device_id).toBeNull();
      expect(firstState.pairing_code).not.toBe(first.code);
      expect(firstState.pairing_code).toMatch(CODE);

      const third = await pairScreen(app());
      await publishDevice(app(), org.editor.token, device, { pairing_code: third.code });
      expect((await myState(third.secret)).device_id).toBe(device.id);
      expect((await myState(second.secret)).device_id).toBeNull();
    });

    it('refuses an expired code with a clear message and saves nothing', async () => {
      const org = await createOrgFixture(app());
      const screen = await pairScreen(app());
      clock().advance(PAIRING_CODE_TTL_MS + 1000);
      const res = await createDevice(org.editor.token, {
        org_id: org.orgId,
        sub_org_id: org.north.id,
        name: 'Too Late TV',
        pairing_code: screen.code,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_INPUT',
        message: SCREEN_MESSAGES.pairingExpired,
        details: [{ path: 'pairing_code', message: SCREEN_MESSAGES.pairingExpired }],
      });
      const list = await app().inject({
        method: 'GET',
        url: `/api/foyer/organizations/${org.orgId}/devices`,
        headers: bearer(org.owner.token),
      });
      expect(list.json<{ data: Device[] }>().data).toEqual([]);
      // A renewed code links.
      const renewed = (await renew(screen.secret)).json<{ data: PairResult }>().data;
      const retry = await createDevice(org.editor.token, {
        org_id: org.orgId,
        sub_org_id: org.north.id,
        pairing_code: renewed.pairing_code,
      });
      expect(retry.statusCode).toBe(201);
    });

    it('saves a code no screen shows (the device waits), and refuses a code another organization’s screen holds', async () => {
      const org = await createOrgFixture(app());
      const waiting = await createDevice(org.editor.token, {
        org_id: org.orgId,
        sub_org_id: org.north.id,
        pairing_code: 'WAYT42',
      });
      expect(waiting.statusCode).toBe(201);
      expect(waiting.json<{ data: Device }>().data).toMatchObject({
        pairing_code: 'WAYT42',
        pairing_expires_at: null,
        status: 'Disconnected',
        screen: { linked: false },
      });
      const { screen } = await linkedScreen(org);
      const other = await createOrgFixture(app(), 'Other Org');
      const res = await createDevice(other.owner.token, { org_id: other.orgId, pairing_code: screen.code });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(DEVICE_MESSAGES.pairingCodeTaken);
    });

    it('unlinks the screen of a deleted device, with a fresh code', async () => {
      const org = await createOrgFixture(app());
      const { screen, device } = await linkedScreen(org);
      const res = await app().inject({
        method: 'POST',
        url: `/api/foyer/devices/${device.id}/delete`,
        headers: bearer(org.editor.token),
      });
      expect(res.statusCode).toBe(200);
      const state = await myState(screen.secret);
      expect(state.device_id).toBeNull();
      expect(state.pairing_code).not.toBe(screen.code);
      expect(Date.parse(state.pairing_expires_at ?? '')).toBeGreaterThan(clock().now().getTime());
    });
  });

  describe('secret', () => {
    it('is required for the state and refused when unknown', async () => {
      const none = await app().inject({ method: 'GET', url: '/api/foyer/tv-devices/me' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED', message: SCREEN_MESSAGES.secretRequired });
      const wrong = await me('y'.repeat(43));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(SCREEN_MESSAGES.secretInvalid);
      const stream = await app().inject({
        method: 'GET',
        url: '/api/foyer/tv-devices/stream',
        headers: screenHeaders('z'.repeat(43)),
      });
      expect(stream.statusCode).toBe(401);
    });
  });

  describe('bundle poll', () => {
    it('answers the linked screen and members, nobody else', async () => {
      const org = await createOrgFixture(app());
      const other = await createOrgFixture(app(), 'Other Org');
      const { screen, device } = await linkedScreen(org);
      const stranger = await pairScreen(app());
      await publishDevice(app(), org.editor.token, device);

      expect((await bundle(device.id, {})).statusCode).toBe(401);
      expect((await bundle(device.id, screenHeaders('q'.repeat(43)))).statusCode).toBe(401);
      // A screen still showing its code is told so; one linked elsewhere hears of no such device.
      const unlinked = await bundle(device.id, screenHeaders(stranger.secret));
      expect(unlinked.statusCode).toBe(404);
      expect(unlinked.json()).toMatchObject({ code: 'NOT_FOUND', message: SCREEN_MESSAGES.notPaired });
      const elsewhere = await linkedScreen(org);
      const wrongDevice = await bundle(device.id, screenHeaders(elsewhere.screen.secret));
      expect(wrongDevice.statusCode).toBe(404);
      expect(wrongDevice.json().message).toBe(DEVICE_MESSAGES.notFound);
      expect((await bundle(device.id, bearer(other.owner.token))).statusCode).toBe(404);
      // The Viewer reaches South only; the device is North's.
      expect((await bundle(device.id, bearer(org.viewer.token))).statusCode).toBe(403);
      expect((await bundle(device.id, bearer(org.owner.token))).statusCode).toBe(200);

      const res = await bundle(device.id, screenHeaders(screen.secret));
      expect(res.statusCode).toBe(200);
      const data = res.json<{ success: boolean; data: PublishedBundle }>();
      expect(data.success).toBe(true);
      expect(data.data).toMatchObject({ device_id: device.id, version: 1, pairing_code: screen.code });
      expect(data.data.data.theme).toBeDefined();
    });

    it('answers 304 without a body while the ETag matches, 200 with the new ETag after a publish', async () => {
      const org = await createOrgFixture(app());
      const { screen, device } = await linkedScreen(org);
      const headers = screenHeaders(screen.secret);
      const none = await bundle(device.id, headers);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(PUBLISH_MESSAGES.noBundle);

      await publishDevice(app(), org.editor.token, device);
      const first = await bundle(device.id, headers);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBe('"1"');
      expect(first.headers['cache-control']).toBe('no-cache');

      const same = await bundle(device.id, { ...headers, 'if-none-match': '"1"' });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      expect(same.headers.etag).toBe('"1"');
      expect((await bundle(device.id, { ...headers, 'if-none-match': 'W/"1"' })).statusCode).toBe(304);

      await publishDevice(app(), org.editor.token, device);
      const changed = await bundle(device.id, { ...headers, 'if-none-match': '"1"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).toBe('"2"');
      expect(changed.json<{ data: PublishedBundle }>().data.version).toBe(2);
      // The member's poll works the same way.
      const member = await bundle(device.id, { ...bearer(org.owner.token), 'if-none-match': '"2"' });
      expect(member.statusCode).toBe(304);
    });

    it('sends the same document as the publish call answered', async () => {
      const org = await createOrgFixture(app());
      const { screen, device } = await linkedScreen(org);
      const published = await publishDevice(app(), org.editor.token, device);
      const res = await bundle(device.id, { ...screenHeaders(screen.secret), 'accept-encoding': 'identity' });
      expect(res.json<{ data: PublishedBundle }>().data).toEqual(published);
    });
  });

  describe('contacts and status', () => {
    it('turns Disconnected 90 s after the last contact and Connected again with the next one', async () => {
      const org = await createOrgFixture(app());
      const { screen, device } = await linkedScreen(org);
      expect((await getDevice(org.owner.token, device.id)).status).toBe('Connected');
      clock().advance(DEVICE_CONNECTED_WITHIN_MS - 1000);
      expect((await getDevice(org.owner.token, device.id)).status).toBe('Connected');
      clock().advance(2000);
      expect((await getDevice(org.owner.token, device.id)).status).toBe('Disconnected');

      expect((await me(screen.secret, '2.1.0')).statusCode).toBe(200);
      const seen = await getDevice(org.owner.token, device.id);
      expect(seen).toMatchObject({
        status: 'Connected',
        app_version: '2.1.0',
        last_seen_at: aboutNow(clock().now()),
      });
      const list = await app().inject({
        method: 'GET',
        url: `/api/foyer/organizations/${org.orgId}/devices`,
        headers: bearer(org.owner.token),
      });
      expect(list.json<{ data: Device[] }>().data[0]).toMatchObject({ id: device.id, status: 'Connected' });
    });

    it('writes at most one contact per screen in the throttle interval, a new version at once', async () => {
      const org = await createOrgFixture(app());
      const { screen, device } = await linkedScreen(org);
      await me(screen.secret, '1.0.0');
      const first = (await getDevice(org.owner.token, device.id)).last_seen_at;
      clock().advance(CONTACT_WRITE_INTERVAL_MS / 2);
      await me(screen.secret, '1.0.0');
      expect((await getDevice(org.owner.token, device.id)).last_seen_at).toBe(first);
      await me(screen.secret, '1.0.1');
      const second = await getDevice(org.owner.token, device.id);
      expect(second).toMatchObject({ app_version: '1.0.1', last_seen_at: aboutNow(clock().now()) });
      expect(Date.parse(second.last_seen_at ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
      clock().advance(CONTACT_WRITE_INTERVAL_MS);
      await bundle(device.id, screenHeaders(screen.secret));
      expect((await getDevice(org.owner.token, device.id)).last_seen_at).toEqual(aboutNow(clock().now()));
    });
  });

  describe('contacts of screens calling at once (docs/decisions/player.md PLY-3)', () => {
    it('writes them together, each screen with its own version', async () => {
      const org = await createOrgFixture(app());
      const linked = [];
      for (let i = 0; i < 6; i++) linked.push(await linkedScreen(org));
      clock().advance(CONTACT_WRITE_INTERVAL_MS);
      // The first write waits until every screen's call has come for its contact.
      const { contacts } = app().screens;
      let calls = 0;
      let allCame = () => {};
      const came = new Promise<void>((resolve) => (allCame = resolve));
      const record = contacts.record.bind(contacts);
      vi.spyOn(contacts, 'record').mockImplementation((...args) => {
        if (++calls === linked.length) allCame();
        return record(...args);
      });
      const db = app().ctx.db;
      const transaction = db.transaction.bind(db);
      const transactions = vi.spyOn(db, 'transaction').mockImplementation(() => {
        const builder = transaction();
        if (transactions.mock.calls.length > 1) return builder;
        const execute = builder.execute.bind(builder);
        return Object.assign(Object.create(builder) as typeof builder, {
          execute: async (work: Parameters<typeof execute>[0]) => {
            await came;
            return execute(work);
          },
        });
      });
      const version = (i: number) => (i % 2 === 0 ? '3.0.0' : '3.0.1');
      try {
        const answers = await Promise.all(linked.map(({ screen }, i) => me(screen.secret, version(i))));
        expect(answers.map((answer) => answer.statusCode)).toEqual(linked.map(() => 200));
        // The first alone, the rest that came meanwhile in one more.
        expect(transactions).toHaveBeenCalledTimes(2);
      } finally {
        vi.restoreAllMocks();
      }
      for (const [i, { device }] of linked.entries()) {
        expect(await getDevice(org.owner.token, device.id)).toMatchObject({
          status: 'Connected',
          app_version: version(i),
          last_seen_at: aboutNow(clock().now()),
        });
      }
      const minutes = await app()
        .ctx.db.selectFrom('device_contacts')
        .select(['device_id', 'minute'])
        .where('org_id', '=', org.orgId)
        .where('minute', '=', minuteOf(clock().now()))
        .execute();
      expect(new Set(minutes.map((m) => m.device_id))).toEqual(
        new Set(linked.map(({ device }) => device.id)),
      );
    });
  });

  describe('batched contacts of open streams', () => {
    it('writes every stream’s contact in one batch and prunes old history', async () => {
      const org = await createOrgFixture(app());
      const { screen, device } = await linkedScreen(org);
      const db = app().ctx.db;
      const now = clock().now();
      const old = new Date(now.getTime() - 9 * 24 * 60 * 60_000);
      await db
        .insertInto('device_contacts')
        .values({ device_id: device.id, org_id: org.orgId, minute: minuteOf(old) })
        .execute();
      await db
        .insertInto('publish_events')
        .values({
          id: newId(),
          org_id: org.orgId,
          sub_org_id: null,
          device_id: device.id,
          published_at: old.toISOString(),
        })
        .execute();
      const abandoned = await pairScreen(app());
      await db
        .updateTable('players')
        .set({ pairing_expires_at: new Date(now.getTime() - 25 * 60 * 60_000).toISOString() })
        .where('id', '=', abandoned.playerId)
        .execute();
      clock().advance(5 * 60_000);

      const contacts = new ContactRecorder(app().ctx);
      await contacts.touch([
        { id: screen.playerId, device_id: device.id, org_id: org.orgId },
        // A device deleted meanwhile does not fail the batch.
        { id: abandoned.playerId, device_id: newId(), org_id: org.orgId },
      ]);
      const seen = await getDevice(org.owner.token, device.id);
      expect(seen).toMatchObject({ status: 'Connected', last_seen_at: aboutNow(clock().now()) });
      const minutes = await db
        .selectFrom('device_contacts')
        .select('minute')
        .where('device_id', '=', device.id)
        .execute();
      expect(minutes.map((m) => Number(m.minute))).toEqual([minuteOf(clock().now())]);
      const publishes = await db
        .selectFrom('publish_events')
        .select('id')
        .where('device_id', '=', device.id)
        .execute();
      expect(publishes).toEqual([]);
      expect((await me(abandoned.secret)).statusCode).toBe(401);
      expect((await me(screen.secret)).statusCode).toBe(200);
    });
  });

  describe('analytics', () => {
    it('shows each screen’s periods over 7 days, its status and the publishes per day', async () => {
      const org = await createOrgFixture(app());
      const { screen, device } = await linkedScreen(org);
      await publishDevice(app(), org.editor.token, device);
      for (let i = 0; i < 3; i += 1) {
        await me(screen.secret);
        clock().advance(60_000);
      }
      await me(screen.secret);
      clock().advance(10 * 60_000);
      const res = await app().inject({
        method: 'GET',
        url: `/api/foyer/organizations/${org.orgId}/analytics?sub_org_id=${org.north.id}`,
        headers: bearer(org.editor.token),
      });
      expect(res.statusCode).toBe(200);
      const data = screenAnalyticsSchema.parse(res.json().data);
      expect(data.to).toEqual(aboutNow(clock().now()));
      expect(data.publishes_per_day).toHaveLength(ANALYTICS_DAYS);
      expect(data.publishes_per_day.reduce((sum, day) => sum + day.count, 0)).toBe(1);
      expect(data.publishes_per_day[0]?.date).toBe(data.from.slice(0, 10));
      expect(data.screens).toHaveLength(1);
      const [entry] = data.screens;
      expect(entry).toMatchObject({ device_id: device.id, name: 'Lobby TV', status: 'Disconnected' });
      // Contiguous from `from` to `to`, alternating, ending offline; one online run of 4+ minutes.
      expect(entry?.periods[0]?.start).toBe(data.from);
      expect(entry?.periods.at(-1)).toMatchObject({ end: data.to, online: false });
      entry?.periods.slice(1).forEach((period, i) => {
        expect(period.start).toBe(entry.periods[i]?.end);
        expect(period.online).not.toBe(entry.periods[i]?.online);
      });
      const online = entry?.periods.filter((p) => p.online) ?? [];
      expect(online).toHaveLength(1);
      const minutes = (Date.parse(online[0]?.end ?? '') - Date.parse(online[0]?.start ?? '')) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(4);
      expect(minutes).toBeLessThanOrEqual(6);
    });

    it('keeps to the sub-organizations the caller reaches', async () => {
      const org = await createOrgFixture(app());
      await linkedScreen(org);
      const viewer = await app().inject({
        method: 'GET',
        url: `/api/foyer/organizations/${org.orgId}/analytics`,
        headers: bearer(org.viewer.token),
      });
      expect(viewer.statusCode).toBe(200);
      expect(viewer.json().data.screens).toEqual([]);
      expect(viewer.json().data.publishes_per_day).toHaveLength(ANALYTICS_DAYS);
      const north = await app().inject({
        method: 'GET',
        url: `/api/foyer/organizations/${org.orgId}/analytics?sub_org_id=${org.north.id}`,
        headers: bearer(org.viewer.token),
      });
      expect(north.statusCode).toBe(403);
    });
  });
});

describe.each(DIALECTS)('pairing rate limit on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { rateLimits: DEFAULT_RATE_LIMITS } });

  it('limits code requests per address, then answers 429 in the envelope', async () => {
    const pair = (address: string) =>
      t.current.app.inject({ method: 'POST', url: '/api/foyer/tv-devices/pair', remoteAddress: address });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.pair.max; i += 1) {
      expect((await pair('192.0.2.10')).statusCode).toBe(201);
    }
    const blocked = await pair('192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await pair('192.0.2.11')).statusCode).toBe(201);
  });
});
