import {
  API_TOKEN_MESSAGES,
  apiTokenInputSchema,
  apiTokenSchema,
  apiTokensSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { createApiToken, listTokens, revokeToken } from './service';

const tags = ['api-tokens'];

/**
 * Under /api/foyer: the organization's API tokens (docs/product.md §14), Owners and Admins only.
 * No `apiScope`: a token never manages tokens (docs/decisions/api-tokens.md TOK-3).
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organizations/:orgId/api-tokens',
    {
      schema: {
        tags,
        summary: 'The organization’s API tokens that are not revoked, newest first (Owners and Admins)',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(apiTokensSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTokens(app.ctx, requireActor(request), request.params.orgId),
    }),
  );

  app.post(
    '/organizations/:orgId/api-tokens',
    {
      schema: {
        tags,
        summary:
          'Create an API token (Owners and Admins); the answer’s `token` is the secret, shown this once',
        security: bearerSecurity,
        params: orgIdParams,
        body: apiTokenInputSchema,
        response: { 201: successEnvelope(apiTokenSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: API_TOKEN_MESSAGES.created,
        data: await createApiToken(app.ctx, requireActor(request), request.params.orgId, request.body),
      }),
  );

  app.post(
    '/api-tokens/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke an API token: it stops working at once (Owners and Admins)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokeToken(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: API_TOKEN_MESSAGES.revoked, data: null };
    },
  );
};
