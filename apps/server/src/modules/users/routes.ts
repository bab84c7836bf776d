import {
  successEnvelope,
  updateUserAccessBodySchema,
  updateUserBodySchema,
  USER_MESSAGES,
  userSchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import * as users from './service';

/** Under /api: the Users page (docs/product.md §7 Users); Owners and Admins only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['users'];

  app.get(
    '/organizations/:orgId/users',
    {
      schema: {
        tags,
        summary: 'Every user of the organization, invited ones included (isInvited)',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(z.array(userSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.listUsers(app.ctx, requireActor(request), request.params.orgId),
    }),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Edit User: name, e-mail, role, optional new password',
        security: bearerSecurity,
        params: idParams,
        body: updateUserBodySchema,
        response: { 200: successEnvelope(userSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: USER_MESSAGES.userUpdated,
      data: await users.editUser(app.ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete User; their sessions end',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await users.removeUser(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: USER_MESSAGES.userDeleted, data: null };
    },
  );

  app.put(
    '/users/:id/access',
    {
      schema: {
        tags,
        summary: 'Manage Access: the sub-organizations an Editor or Viewer reaches',
        security: bearerSecurity,
        params: idParams,
        body: updateUserAccessBodySchema,
        response: { 200: successEnvelope(userSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: USER_MESSAGES.accessUpdated,
      data: await users.editUserAccess(app.ctx, requireActor(request), request.params.id, request.body),
    }),
  );
};
