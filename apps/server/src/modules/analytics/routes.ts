import { deviceListQuerySchema, screenAnalyticsSchema, successEnvelope } from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth';
import { orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { screenAnalytics } from './service';

/** Under /api/foyer: the analytics page (signed-in members only). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organizations/:orgId/analytics',
    {
      schema: {
        tags: ['screens'],
        summary:
          'Screens of the caller’s sub-organizations (as the devices list; ?sub_org_id= narrows): online and ' +
          'offline periods over the last 7 days from their contacts, status, last contact and version; and the ' +
          'publishes per UTC day',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: deviceListQuerySchema,
        response: { 200: successEnvelope(screenAnalyticsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await screenAnalytics(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.query.sub_org_id,
      ),
    }),
  );
};
