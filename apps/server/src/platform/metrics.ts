import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/connection';
import { NotFound, Unauthorized } from './errors';
import { findMailBacklog } from './mail-outbox';
import { refusedCallsLimit } from './rate-limits';

/*
 * Operators' metrics in Prometheus' text format (docs/operations.md "Metrics",
 * docs/decisions/metrics.md). One registry per app: tests build many apps in one process, and
 * prom-client's global default registry would mix (and refuse) their metrics.
 */

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_MESSAGE = 'Metrics need the operator token: Authorization: Bearer <METRICS_TOKEN>';
export const METRICS_TOO_MANY_REFUSED = 'Too many scrapes with a wrong metrics token from this address.';

/** What only the screens module knows, read at scrape time (app.ts connects it). */
export interface ScreenSources {
  /** Open streams of this instance. */
  connected(): number;
  /** Bytes written to the streams and not yet sent. */
  backlogBytes(): number;
}

export interface Metrics {
  readonly registry: Registry;
  /** The text of one scrape: the outbox read once, then every metric. */
  scrape(): Promise<string>;
  /** A screen's receipt of a newly shown version (ISO server times of the publish and the receipt). */
  observeReceipt(publishedAt: string, receivedAt: string): void;
  /** Where the screens' gauges read from. */
  watchScreens(sources: ScreenSources): void;
  /** The metrics port's address once listening (METRICS_PORT); undefined otherwise. */
  address(): AddressInfo | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined while metrics are off (the default). */
    metrics: Metrics | undefined;
  }
}

/** Publish to receipt: a screen on a live stream draws within a second or two; a reconnecting one takes minutes. */
const RECEIPT_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600];
/** Requests: the API answers in milliseconds; uploads and imports may take seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A request no route matched: one label value, never the raw URL (docs/decisions/metrics.md MET-3). */
export const UNMATCHED_ROUTE = '(unmatched)';
/**
 * The built web app's files: the static server has one route per file (hundreds of hashed assets
 * and font subsets, new names each build), so they share one label, as unknown paths do (MET-3).
 */
export const WEB_APP_FILES_ROUTE = '(web app files)';

/** The `route` label of a request: its API route pattern, or one of the two shared labels. */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return UNMATCHED_ROUTE;
  return pattern.startsWith('/api/') || pattern === METRICS_PATH ? pattern : WEB_APP_FILES_ROUTE;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Bearer token check in constant time: equal-length digests, whatever was sent. */
export function tokenMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  return crypto.timingSafeEqual(sha256(given), sha256(token));
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The metrics port's server, once made (METRICS_PORT). */
interface Listening {
  server?: http.Server;
}

function createMetrics(app: FastifyInstance, listening: Listening): Metrics {
  const { ctx } = app;
  const registry = new Registry();
  // Memory, CPU, event loop lag, handles, GC: prom-client's process metrics, under our prefix.
  collectDefaultMetrics({ register: registry, prefix: 'foyer_' });

  let screens: ScreenSources | undefined;
  new Gauge({
    name: 'foyer_screens_connected',
    help: 'Screens with an open event stream on this instance.',
    registers: [registry],
    collect() {
      this.set(screens?.connected() ?? 0);
    },
  });
  new Gauge({
    name: 'foyer_stream_write_backlog_bytes',
    help: 'Bytes written to the screens\u2019 event streams on this instance and not yet sent (slow or stuck screens).',
    registers: [registry],
    collect() {
      this.set(screens?.backlogBytes() ?? 0);
    },
  });
  const receipts = new Histogram({
    name: 'foyer_publish_to_screen_seconds',
    help: 'Seconds from a publish to the screen\u2019s receipt that it shows the new version (server times).',
    buckets: RECEIPT_BUCKETS,
    registers: [registry],
  });
  const requests = new Histogram({
    name: 'foyer_http_request_duration_seconds',
    help: 'Seconds to answer an HTTP request, by method, route pattern and status class (event streams excluded).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const outboxDepth = new Gauge({
    name: 'foyer_mail_outbox_depth',
    help: 'Mails waiting in the outbox to be handed to the mail server (all instances share it).',
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'foyer_mail_outbox_oldest_age_seconds',
    help: 'Seconds the oldest waiting mail has waited; 0 when none waits.',
    registers: [registry],
  });

  // SQLite has no pool (one synchronous connection): the pool gauges exist on PostgreSQL only (MET-5).
  const pool = poolOf(ctx.db);
  if (pool) {
    new Gauge({
      name: 'foyer_db_pool_in_use',
      help: 'Database connections of this instance running a query or transaction now (pool of 10).',
      registers: [registry],
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'foyer_db_pool_waiting',
      help: 'Queries of this instance waiting for a free database connection.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // An event stream's "duration" is its whole life (hours): it would drown the route's answers.
    if (String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    requests.observe(
      {
        method: request.method,
        route: routeLabel(request.routeOptions.url),
        status: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  /** One query per scrape for both outbox gauges; a database away leaves them out, not the scrape. */
  async function readOutbox(): Promise<void> {
    try {
      const backlog = await findMailBacklog(ctx.db);
      outboxDepth.set(backlog.waiting);
      const age = backlog.oldest ? (ctx.now().getTime() - Date.parse(backlog.oldest)) / 1000 : 0;
      outboxAge.set(Math.max(0, age));
    } catch (error) {
      ctx.log.warn({ err: error }, 'Metrics: could not read the mail outbox');
      outboxDepth.reset();
      outboxAge.reset();
    }
  }

  return {
    registry,
    async scrape() {
      await readOutbox();
      return registry.metrics();
    },
    observeReceipt(publishedAt, receivedAt) {
      const seconds = (Date.parse(receivedAt) - Date.parse(publishedAt)) / 1000;
      if (Number.isFinite(seconds)) receipts.observe(Math.max(0, seconds));
    },
    watchScreens(sources) {
      screens = sources;
    },
    address() {
      const address = listening.server?.address();
      return address && typeof address === 'object' ? address : undefined;
    },
  };
}

/** The metrics' own port (METRICS_PORT): GET /metrics without a token, 404 for anything else. */
function metricsServer(app: FastifyInstance, metrics: Metrics): http.Server {
  return http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || pathname !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Metrics: scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Scrape failed\n');
      },
    );
  });
}

/**
 * Metrics as configured (`config.metrics`, docs/decisions/metrics.md MET-1). Call before the
 * routes are registered: the request-duration hook must see every route. `GET /metrics` on the
 * main port always exists and answers 404 unless a token is configured, so that it never falls
 * through to the web app's pages.
 */
export function registerMetrics(app: FastifyInstance): void {
  const exposure = app.ctx.config.metrics;
  const listening: Listening = {};
  const metrics = exposure.kind === 'off' ? undefined : createMetrics(app, listening);
  app.decorate('metrics', metrics);

  // Wrong tokens per address (MET-1).
  const countRefused = refusedCallsLimit(
    app,
    'metrics-refused',
    app.ctx.config.rateLimits.metricsRefused,
    METRICS_TOO_MANY_REFUSED,
  );
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (exposure.kind !== 'token' || !metrics) throw new NotFound(`Route GET ${METRICS_PATH} not found`);
    if (!tokenMatches(request.headers.authorization, exposure.token)) {
      await countRefused(request);
      throw new Unauthorized(METRICS_TOKEN_MESSAGE);
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.scrape();
  });

  if (exposure.kind !== 'port' || !metrics) return;
  const server = (listening.server = metricsServer(app, metrics));
  // Listening with the app (after the migrations: server.ts, tests' ready); a taken port fails the start.
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(exposure.port, exposure.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ address: metrics.address() }, 'Metrics served on their own port');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
