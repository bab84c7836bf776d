import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/account/routes';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import { authenticateApiToken } from './modules/api-tokens/service';
import { analyticsRoutes } from './modules/analytics/routes';
import { auditRoutes } from './modules/audit/routes';
import { alertWebhookRoutes, emergencyAlertRoutes } from './modules/emergency-alerts/routes';
import { noticeRoutes } from './modules/notices/routes';
import { tenantSyncRoutes } from './modules/tenant-sync/routes';
import { registerTenantSyncScheduler, type TenantSyncOptions } from './modules/tenant-sync/service';
import { screenShowingRoutes } from './modules/screens/showing-routes';
import { authRoutes } from './modules/auth/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { mobileDirectoryRoutes, publicDirectoryRoutes } from './modules/mobile-directory/routes';
import { isMissingDirectoryPage } from './modules/mobile-directory/service';
import { publicListingRoutes, tenantConfirmationRoutes } from './modules/tenant-confirmations/routes';
import { isMissingListingPage } from './modules/tenant-confirmations/service';
import { organizationRoutes } from './modules/organizations/routes';
import { subOrganizationRoutes } from './modules/sub-organizations/routes';
import { systemRoutes } from './modules/system/routes';
import { themeRoutes } from './modules/themes/routes';
import { deviceRoutes } from './modules/devices/routes';
import { imageRoutes } from './modules/images/routes';
import { tenantRoutes } from './modules/tenants/routes';
import { categoryTranslationRoutes } from './modules/category-translations/routes';
import { publishingRoutes } from './modules/publishing/routes';
import { screenRoutes } from './modules/screens/routes';
import { ScreenService } from './modules/screens/service';
import { registerOfflineMail } from './modules/offline-mail/service';
import { userRoutes } from './modules/users/routes';
import { registerAuth } from './platform/auth';
import { findSessionByToken } from './modules/sessions/service';
import { toUser } from './modules/users/service';
import type { Config } from './platform/config';
import { registerContext } from './platform/context';
import { registerDocs } from './platform/docs';
import { loggerOptions } from './platform/logging';
import { registerErrorHandler, sendError } from './platform/error-handler';
import { registerMetrics } from './platform/metrics';
import { RateLimited } from './platform/errors';
import { recordRoutes } from './platform/route-table';
import { databaseRateLimitStore } from './platform/rate-limit-store';
import { registerSecurityHeaders } from './platform/security';
import { registerWebApp } from './platform/web-app';

// This file and the bundled dist/server.js both sit two levels below apps/.
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  /** The clock; tests pass one they can move forward. */
  now?: () => Date;
  /** The built web app; tests may point at a small fake one. */
  webDistDir?: string;
  /** Where the log goes instead of stdout; tests read what was logged. */
  logStream?: DestinationStream;
  /** Tenant sync: tests map host names and shorten the fetch's limits (docs/decisions/sync.md SYNC-3). */
  tenantSync?: TenantSyncOptions;
}

/** Fastify takes a hop count too, but its types do not: the same rule as a function. */
function toFastifyTrustProxy(value: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The whole HTTP app without listening: server.ts listens, tests use `app.inject`.
 * It opens the database of `config`; `app.close()` releases it. Migrations are the caller's.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    // Errors the router raises before any route (bad URL encoding, over-long parameter) get the envelope too.
    frameworkErrors: sendError,
    // Behind a reverse proxy, request.ip (and so every rate limit) is the real client's address.
    trustProxy: toFastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerContext(app, config, options.now ?? (() => new Date()));
  // Before any route: the request-duration hook must see them all (docs/operations.md "Metrics").
  registerMetrics(app);

  await registerSecurityHeaders(app);
  // Dashboard bundles and JSON shrink 3-4x; lobby screens are often on slow building networks.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerDocs(app, config.publicUrl);
  // Limits are set per route (auth, pairing), not globally.
  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL, counted in the database so that every instance counts the same attempts.
    ...(config.databaseUrl ? { store: databaseRateLimitStore(app.ctx.db) } : {}),
    errorResponseBuilder: (_request, context) =>
      new RateLimited(`Too many attempts. Please wait ${context.after} and try again.`),
  });
  registerAuth(
    app,
    async (db, tokenHash, now) => {
      const found = await findSessionByToken(db, tokenHash, now);
      return found && { sessionId: found.sessionId, user: toUser(found.user) };
    },
    authenticateApiToken,
    config.rateLimits.apiToken,
  );

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(invitationRoutes, { prefix: '/api' });
  await app.register(organizationRoutes, { prefix: '/api/foyer' });
  await app.register(subOrganizationRoutes, { prefix: '/api/foyer' });
  await app.register(themeRoutes, { prefix: '/api/foyer' });
  await app.register(deviceRoutes, { prefix: '/api/foyer' });
  await app.register(tenantRoutes, { prefix: '/api/foyer' });
  await app.register(categoryTranslationRoutes, { prefix: '/api/foyer' });
  await app.register(publishingRoutes, { prefix: '/api/foyer' });
  const screens = new ScreenService(app.ctx);
  app.decorate('screens', screens);
  if (app.metrics) {
    const { hub } = screens;
    app.metrics.watchScreens({ connected: () => hub.size, backlogBytes: () => hub.backlogBytes });
    screens.reports.onReceipt = app.metrics.observeReceipt;
  }
  // Streams never end by themselves: end them before the server waits for open connections.
  app.addHook('preClose', async () => screens.close());
  await app.register(screenRoutes, { prefix: '/api/foyer' });
  await app.register(analyticsRoutes, { prefix: '/api/foyer' });
  await app.register(emergencyAlertRoutes, { prefix: '/api/foyer' });
  await app.register(noticeRoutes, { prefix: '/api/foyer' });
  await app.register(tenantSyncRoutes, { prefix: '/api/foyer', ...options.tenantSync });
  await app.register(screenShowingRoutes, { prefix: '/api/foyer' });
  await app.register(alertWebhookRoutes, { prefix: '/api/foyer' });
  await app.register(auditRoutes, { prefix: '/api/foyer' });
  await app.register(mobileDirectoryRoutes, { prefix: '/api/foyer' });
  await app.register(publicDirectoryRoutes, { prefix: '/api/foyer' });
  await app.register(imageRoutes, { prefix: '/api/foyer' });
  await app.register(tenantConfirmationRoutes, { prefix: '/api/foyer' });
  await app.register(publicListingRoutes, { prefix: '/api/foyer' });
  await app.register(apiTokenRoutes, { prefix: '/api/foyer' });
  registerOfflineMail(app);
  registerTenantSyncScheduler(app, options.tenantSync ?? {});

  await registerWebApp(app, options.webDistDir ?? DEFAULT_WEB_DIST, {
    isMissingPage: async (pathname) =>
      (await isMissingDirectoryPage(app.ctx, pathname)) || (await isMissingListingPage(app.ctx, pathname)),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
