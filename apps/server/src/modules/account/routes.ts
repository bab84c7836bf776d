import {
  ACCOUNT_MESSAGES,
  changePasswordBodySchema,
  successEnvelope,
  updateProfileBodySchema,
  userSchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { limitPerUser } from '../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import * as account from './service';

/** Under /api: the settings page's own-account calls, beside GET /api/me. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['account'];

  app.put(
    '/me',
    {
      schema: {
        tags,
        summary: 'Change your own name',
        security: bearerSecurity,
        body: updateProfileBodySchema,
        response: { 200: successEnvelope(userSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      message: ACCOUNT_MESSAGES.profileUpdated,
      data: await account.updateProfile(app.ctx, requireActor(request), request.body),
    }),
  );

  app.post(
    '/me/password',
    {
      // A stolen token (or several of one user) must not become a way to guess the password.
      config: limitPerUser(app.ctx.config.rateLimits.login),
      schema: {
        tags,
        summary: 'Change your own password (current one required); signs out your other sessions',
        security: bearerSecurity,
        body: changePasswordBodySchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await account.changePassword(app.ctx, requireActor(request), request.body);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordChanged, data: null };
    },
  );
};
