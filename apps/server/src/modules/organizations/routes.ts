import {
  ORGANIZATION_MESSAGES,
  organizationSchema,
  successEnvelope,
  updateOrganizationBodySchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth';
import { orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import * as organizations from './service';

/** Under /api/foyer: the organization itself (read by members, renamed by Owners and Admins). */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['organizations'];

  app.get(
    '/organizations/:orgId',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary: 'The organization of the signed-in user',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(organizationSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await organizations.getOrganization(app.ctx, requireActor(request), request.params.orgId),
    }),
  );

  app.put(
    '/organizations/:orgId',
    {
      schema: {
        tags,
        summary:
          'Rename the organization and/or set its offline e-mails (settings page; Owner and Admin); ' +
          'absent fields keep their value',
        security: bearerSecurity,
        params: orgIdParams,
        body: updateOrganizationBodySchema,
        response: { 200: successEnvelope(organizationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: ORGANIZATION_MESSAGES.renamed,
      data: await organizations.updateOrganization(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.body,
      ),
    }),
  );
};
