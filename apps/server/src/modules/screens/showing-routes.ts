import { deviceListQuerySchema, screenShowingListSchema, successEnvelope } from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth';
import { orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { screensShowing } from './showing';

/** Under /api/foyer: what the screens reported they draw, for the device cards (signed-in members). */
export const screenShowingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/organizations/:orgId/screens/showing',
    {
      config: { apiScope: 'read' },
      schema: {
        tags: ['screens'],
        summary:
          'What each screen the caller sees reported it draws: its bundle version, asleep, the alert and the ' +
          'scheduled notices on screen with their contents (the device cards draw them with the screen renderer)',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: deviceListQuerySchema,
        response: { 200: successEnvelope(screenShowingListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await screensShowing(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.query.sub_org_id,
      ),
    }),
  );
};
