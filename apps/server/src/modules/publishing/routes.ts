import {
  deletedCountSchema,
  idSchema,
  PUBLISH_MESSAGES,
  publishedBundleSchema,
  publishManyRequestSchema,
  publishManyResultSchema,
  publishRequestSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import * as publishing from './service';

const pairingCodeParams = z.object({
  orgId: idSchema('Organization id'),
  pairingCode: z.string().min(1).max(40),
});

/** Under /api/foyer: publishing and bundles (docs/product.md §7 published-bundles; the tv-devices calls are in screens). */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['publishing'];

  app.post(
    '/published-bundles',
    {
      config: { apiScope: 'publish' },
      schema: {
        tags,
        summary:
          'Publish a device in one transaction: older bundles of its pairing code go, the new one (full copy of ' +
          'theme, tenants, device; next version) is stored, the device is marked published',
        security: bearerSecurity,
        body: publishRequestSchema,
        response: { 201: successEnvelope(publishedBundleSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await publishing.publish(app.ctx, requireActor(request), request.body);
      return reply.code(201).send({ success: true, message: PUBLISH_MESSAGES.published, data });
    },
  );

  app.post(
    '/published-bundles/many',
    {
      config: { apiScope: 'publish' },
      schema: {
        tags,
        summary:
          'Publish up to 200 devices as they are saved, each with the single publish’s checks, written ' +
          'together; answers per device the new version or why it was refused (the others go on)',
        security: bearerSecurity,
        body: publishManyRequestSchema,
        response: { 200: successEnvelope(publishManyResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publishing.publishMany(app.ctx, requireActor(request), request.body),
    }),
  );

  app.delete(
    '/published-bundles/:id',
    {
      config: { apiScope: 'publish' },
      schema: {
        tags,
        summary: 'Delete one published bundle',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await publishing.removeBundle(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: PUBLISH_MESSAGES.deleted, data: null };
    },
  );

  app.get(
    '/published-bundles/pairing-code/:orgId/:pairingCode',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary:
          "The newest bundle of a pairing code, for the preview's 'Published Bundle' mode (not in docs/product.md §7)",
        security: bearerSecurity,
        params: pairingCodeParams,
        response: { 200: successEnvelope(publishedBundleSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publishing.bundleOfPairingCode(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.params.pairingCode,
      ),
    }),
  );

  app.delete(
    '/published-bundles/pairing-code/:orgId/:pairingCode',
    {
      config: { apiScope: 'publish' },
      schema: {
        tags,
        summary: 'Delete the bundles of a pairing code; answers deletedCount',
        security: bearerSecurity,
        params: pairingCodeParams,
        response: { 200: successEnvelope(deletedCountSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: PUBLISH_MESSAGES.deletedByPairingCode,
      data: {
        deletedCount: await publishing.removeBundlesOfPairingCode(
          app.ctx,
          requireActor(request),
          request.params.orgId,
          request.params.pairingCode,
        ),
      },
    }),
  );
};
