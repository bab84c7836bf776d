import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ScreenEvent } from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/auth-helpers';
import { publishDevice } from '../test/device-fixture';
import { createOrgFixture } from '../test/org-fixture';
import { linkedDevice, pairScreen, screenHeaders } from '../test/screen-fixture';
import { openStream, type TestStream } from '../test/sse-client';
import { createTestApp, DIALECTS, listenOnFreePort, useTestApp, type TestApp } from '../test/test-app';
import { addTheme } from '../test/theme-fixture';
import { DEFAULT_RATE_LIMITS, loadConfig } from './config';
import { insertOutboxMail } from './mail-outbox';
import {
  METRICS_TOKEN_MESSAGE,
  routeLabel,
  tokenMatches,
  UNMATCHED_ROUTE,
  WEB_APP_FILES_ROUTE,
} from './metrics';

const TOKEN = 'metrics-token-0123456789';
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
const DASHBOARD = fileURLToPath(new URL('../../../../docs/grafana/foyer-dashboard.json', import.meta.url));

/** The value of the sample `name{labels}` in a scrape (labels: a subset, in any order). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Every metric name a scrape declares (its `# TYPE` lines). */
const declaredNames = (text: string) =>
  new Set([...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((m) => m[1] ?? ''));

describe('metrics configuration', () => {
  it('is off unless the operator chooses a token or a port', () => {
    expect(loadConfig({}).metrics).toEqual({ kind: 'off' });
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toEqual({ kind: 'token', token: TOKEN });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      kind: 'port',
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      kind: 'port',
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('names the variable of a bad choice and never shows the token', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).not.toThrow(/"short"/);
    // A Bearer header ends at the first space: such a token could never be sent.
    expect(() => loadConfig({ METRICS_TOKEN: 'two words of a long secret' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must not contain spaces',
    );
    expect(() => loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' })).toThrow(
      'METRICS_PORT and METRICS_TOKEN: set one of them, not both',
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow('METRICS_PORT must differ from PORT');
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT must be a whole number');
  });

  it('compares the bearer token whatever its length', () => {
    expect(tokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN, TOKEN)).toBe(false);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
    expect(tokenMatches('Bearer ', TOKEN)).toBe(false);
  });
});

describe('the route label of a request', () => {
  it('is the API route pattern, and one shared label for the web app files and for unknown paths', () => {
    expect(routeLabel('/api/foyer/devices/:id')).toBe('/api/foyer/devices/:id');
    expect(routeLabel('/metrics')).toBe('/metrics');
    // The static server has a route per built file (hashed names, font subsets): never one label each.
    expect(routeLabel('/assets/noto-sans-jp-0-700-normal-Bx1.woff2')).toBe(WEB_APP_FILES_ROUTE);
    expect(routeLabel('/display-sw.js')).toBe(WEB_APP_FILES_ROUTE);
    expect(routeLabel(undefined)).toBe(UNMATCHED_ROUTE);
  });
});

describe.each(DIALECTS)('metrics on %s', (dialect) => {
  describe('off (the default)', () => {
    const t = useTestApp(dialect);

    it('answers 404 at /metrics, with or without a token', async () => {
      const { app } = t.current;
      expect(app.metrics).toBeUndefined();
      for (const headers of [{}, bearer(TOKEN), { accept: 'text/html' }]) {
        const res = await app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    });
  });

  describe('on its own port', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { config: { metrics: { kind: 'port', port: 0, host: '127.0.0.1' } } });
    });
    afterAll(async () => t.close());

    it('answers there without a token, and 404 on the main port', async () => {
      const address = t.app.metrics?.address();
      expect(address?.port).toBeGreaterThan(0);
      const base = `http://127.0.0.1:${address?.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(CONTENT_TYPE);
      expect(sample(await res.text(), 'foyer_screens_connected')).toBe(0);
      expect((await fetch(`${base}/other`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);

      const main = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(main.statusCode).toBe(404);
    });
  });

  describe('with a token, wrong tokens counted per address', () => {
    const t = useTestApp(dialect, {
      config: {
        metrics: { kind: 'token', token: TOKEN },
        rateLimits: { ...DEFAULT_RATE_LIMITS, metricsRefused: { max: 3, windowMs: 60_000 } },
      },
    });

    it('answers 429 after three wrong tokens from an address, and the right token all the same', async () => {
      const wrong = () =>
        t.current.app.inject({ method: 'GET', url: '/metrics', headers: bearer('guess-0123456789abcdef') });
      for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(401);
      const limited = await wrong();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Too many scrapes with a wrong metrics token from this address\. Please wait \d+ seconds and try again\.$/,
      );
      expect(limited.headers['retry-after']).toBeDefined();
      const right = await t.current.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(right.statusCode).toBe(200);
    });
  });

  describe('with a token', () => {
    const t = useTestApp(dialect, { config: { metrics: { kind: 'token', token: TOKEN } } });
    const app = () => t.current.app;
    const scrape = async () => {
      const res = await app().inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    let base = '';
    const streams: TestStream[] = [];
    beforeAll(async () => {
      base = await listenOnFreePort(app());
    });
    afterAll(() => {
      for (const stream of streams) stream.close();
    });

    it('answers 401 in the API envelope without the token or with a wrong one, 200 with it', async () => {
      for (const headers of [{}, bearer('wrong-token-0123456789'), { authorization: TOKEN }]) {
        const res = await app().inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: METRICS_TOKEN_MESSAGE });
      }
      const res = await app().inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(CONTENT_TYPE);
      expect(res.headers['cache-control']).toBe('no-store');
      // The process metrics, under the prefix.
      expect(sample(res.body, 'foyer_process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(declaredNames(res.body)).toContain('foyer_nodejs_eventloop_lag_seconds');
    });

    it('counts an open screen stream, a publish-to-screen receipt and the outbox', async () => {
      const { clock } = t.current;
      const org = await createOrgFixture(app());
      const screen = await pairScreen(app());
      const theme = await addTheme(app(), org.orgId, null);
      const device = await linkedDevice(app(), org.editor.token, screen, {
        org_id: org.orgId,
        sub_org_id: org.north.id,
        name: 'Lobby TV',
        theme_id: theme.id,
      });

      const before = await scrape();
      expect(sample(before, 'foyer_screens_connected')).toBe(0);
      expect(sample(before, 'foyer_publish_to_screen_seconds_count')).toBe(0);
      expect(sample(before, 'foyer_mail_outbox_depth')).toBe(0);
      expect(sample(before, 'foyer_mail_outbox_oldest_age_seconds')).toBe(0);

      const stream = await openStream(base, screen.secret);
      streams.push(stream);
      expect(stream.status).toBe(200);
      const bundle = await publishDevice(app(), org.editor.token, device);
      await stream.next((e: ScreenEvent) => e.type === 'bundle' && e.bundle.version === bundle.version);
      // The screen draws it two seconds later and says so.
      clock.advance(2_000);
      const report = await app().inject({
        method: 'POST',
        url: '/api/foyer/tv-devices/report',
        headers: screenHeaders(screen.secret),
        payload: { shown_version: bundle.version, uptime_s: 10, last_reload_reason: null, legacy: false },
      });
      expect(report.statusCode).toBe(200);
      // The same receipt again (the report's timer) is not a second delivery.
      clock.advance(60_000);
      await app().inject({
        method: 'POST',
        url: '/api/foyer/tv-devices/report',
        headers: screenHeaders(screen.secret),
        payload: {
          shown_version: bundle.version,
          uptime_s: 70,
          last_reload_reason: 'watchdog',
          legacy: false,
        },
      });

      // A mail queued a minute ago and not sent yet.
      await insertOutboxMail(
        app().ctx.db,
        { to: 'ops@example.com', subject: 'Waiting', text: 'Waiting', html: '<p>Waiting</p>' },
        { at: new Date(clock.now().getTime() - 60_000).toISOString(), orgId: org.orgId },
      );

      const after = await scrape();
      expect(sample(after, 'foyer_screens_connected')).toBe(1);
      expect(sample(after, 'foyer_stream_write_backlog_bytes')).toBeGreaterThanOrEqual(0);
      expect(sample(after, 'foyer_publish_to_screen_seconds_count')).toBe(1);
      expect(sample(after, 'foyer_publish_to_screen_seconds_sum')).toBeGreaterThanOrEqual(2);
      expect(sample(after, 'foyer_publish_to_screen_seconds_sum')).toBeLessThan(30);
      expect(sample(after, 'foyer_publish_to_screen_seconds_bucket', { le: '1' })).toBe(0);
      expect(sample(after, 'foyer_publish_to_screen_seconds_bucket', { le: '30' })).toBe(1);
      expect(sample(after, 'foyer_mail_outbox_depth')).toBe(1);
      expect(sample(after, 'foyer_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(60);

      stream.close();
      await expect.poll(async () => sample(await scrape(), 'foyer_screens_connected')).toBe(0);
    });

    it('times requests by route pattern and status class, never by raw URL', async () => {
      const org = await createOrgFixture(app());
      const missing = '00000000-0000-4000-8000-000000000000';
      const res = await app().inject({
        method: 'GET',
        url: `/api/foyer/devices/${missing}`,
        headers: bearer(org.owner.token),
      });
      expect(res.statusCode).toBe(404);
      await app().inject({
        method: 'GET',
        url: `/no/such/page/${missing}`,
        headers: { accept: 'application/json' },
      });
      const text = await scrape();
      expect(
        sample(text, 'foyer_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/api/foyer/devices/:id',
          status: '4xx',
        }),
      ).toBe(1);
      expect(
        sample(text, 'foyer_http_request_duration_seconds_count', {
          method: 'GET',
          route: '(unmatched)',
          status: '4xx',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(missing);
      // The event stream's whole life is not a request duration.
      expect(text).not.toContain('route="/api/foyer/tv-devices/stream"');
    });

    it('shows the database pool on PostgreSQL, and no pool gauges on SQLite, which has no pool', async () => {
      const text = await scrape();
      if (dialect === 'postgres') {
        expect(sample(text, 'foyer_db_pool_in_use')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'foyer_db_pool_waiting')).toBe(0);
      } else {
        const names = declaredNames(text);
        expect(names).not.toContain('foyer_db_pool_in_use');
        expect(names).not.toContain('foyer_db_pool_waiting');
      }
    });

    it('backs every query of the Grafana dashboard (docs/grafana/foyer-dashboard.json)', async () => {
      const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as {
        panels: Array<{ title: string; targets?: Array<{ expr: string }> }>;
      };
      const names = declaredNames(await scrape());
      // A histogram's series are its name with _bucket, _sum and _count.
      const exists = (name: string) => names.has(name.replace(/_(bucket|sum|count)$/, ''));
      const queried = dashboard.panels.flatMap((panel) =>
        (panel.targets ?? []).flatMap((target) => target.expr.match(/\bfoyer_\w+/g) ?? []),
      );
      expect(queried.length).toBeGreaterThan(8);
      // The pool gauges exist on PostgreSQL only (docs/decisions/metrics.md MET-5).
      const here =
        dialect === 'postgres' ? queried : queried.filter((name) => !name.startsWith('foyer_db_pool_'));
      expect(here.filter((name) => !exists(name))).toEqual([]);
      const titles = dashboard.panels.map((panel) => panel.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Connected screens',
          'Publish to screen (p50, p99)',
          'Stream write backlog',
          'Mail outbox',
          'Database pool',
          'Request p99 by route',
          'Memory',
        ]),
      );
    });
  });
});
