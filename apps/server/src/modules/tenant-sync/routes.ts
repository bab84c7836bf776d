import {
  SYNC_MESSAGES,
  successEnvelope,
  syncRunParamsSchema,
  syncRunSchema,
  tenantBulkUpsertBodySchema,
  tenantBulkUpsertQuerySchema,
  tenantBulkUpsertResultSchema,
  tenantSyncInputSchema,
  tenantSyncSchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import {
  applyTenantSyncRun,
  bulkUpsertEntries,
  getTenantSync,
  rejectTenantSyncRun,
  removeTenantSync,
  runTenantSyncNow,
  saveTenantSync,
  syncFetchOptions,
  type TenantSyncOptions,
} from './service';

const tags = ['tenant-sync'];
/** 10,000 entries of a few hundred bytes each, as the tenants routes take (tenants/routes.ts). */
const BULK_BODY_LIMIT = 16 * 1024 * 1024;

/** Under /api/foyer: syncing a tenant list from a URL and bulk upsert (docs/product.md §13). */
export const tenantSyncRoutes: FastifyPluginAsyncZod<TenantSyncOptions> = async (app, options) => {
  const fetch = syncFetchOptions(app.ctx, options);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tenants/:id/sync',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary:
          "A list's sync source, the run waiting for Apply or Reject (with its preview), the last 20 runs",
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(tenantSyncSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getTenantSync(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.put(
    '/tenants/:id/sync',
    {
      config: { apiScope: 'tenants' },
      schema: {
        tags,
        summary:
          'Sync the list from a CSV or JSON address; a new address waits for a person to apply its first sync',
        security: bearerSecurity,
        params: idParams,
        body: tenantSyncInputSchema,
        response: { 200: successEnvelope(tenantSyncSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: SYNC_MESSAGES.saved,
      data: await saveTenantSync(app.ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/tenants/:id/sync/delete',
    {
      config: { apiScope: 'tenants' },
      schema: {
        tags,
        summary: 'Stop syncing the list; its entries stay',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeTenantSync(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: SYNC_MESSAGES.deleted, data: null };
    },
  );

  app.post(
    '/tenants/:id/sync/run',
    {
      config: { apiScope: 'tenants' },
      schema: {
        tags,
        summary:
          "Sync now: fetch, compare and apply, hold or wait for the first apply. A failed fetch answers 200 with outcome 'failed'",
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(syncRunSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await runTenantSyncNow(app.ctx, requireActor(request), request.params.id, fetch),
    }),
  );

  app.post(
    '/tenants/:id/sync/runs/:runId/apply',
    {
      config: { apiScope: 'tenants' },
      schema: {
        tags,
        summary: 'Apply a held or first sync as previewed; 409 when the list changed since the preview',
        security: bearerSecurity,
        params: syncRunParamsSchema,
        response: { 200: successEnvelope(syncRunSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: SYNC_MESSAGES.applied,
      data: await applyTenantSyncRun(app.ctx, requireActor(request), request.params.id, request.params.runId),
    }),
  );

  app.post(
    '/tenants/:id/sync/runs/:runId/reject',
    {
      config: { apiScope: 'tenants' },
      schema: {
        tags,
        summary: 'Reject a held or first sync; the list stays as it is',
        security: bearerSecurity,
        params: syncRunParamsSchema,
        response: { 200: successEnvelope(syncRunSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: SYNC_MESSAGES.rejected,
      data: await rejectTenantSyncRun(
        app.ctx,
        requireActor(request),
        request.params.id,
        request.params.runId,
      ),
    }),
  );

  app.put(
    '/tenants/:id/entries',
    {
      config: { apiScope: 'tenants' },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Replace or merge the list's entries, keyed on external_id, else company name; dry_run answers the preview; 409 when it would remove too many unless force=true",
        security: bearerSecurity,
        params: idParams,
        querystring: tenantBulkUpsertQuerySchema,
        body: tenantBulkUpsertBodySchema,
        response: {
          200: successEnvelope(tenantBulkUpsertResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bulkUpsertEntries(app.ctx, requireActor(request), request.params.id, {
        ...request.query,
        entries: request.body.entries,
      }),
    }),
  );
};
