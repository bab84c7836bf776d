import {
  AUTH_NOTICES,
  authResultSchema,
  createdUserResultSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meSchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  resetTokenParamSchema,
  resetTokenStatusSchema,
  successEnvelope,
  USER_MESSAGES,
  type RegisterBody,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { limitPerIp, limitPerIpAndEmail, limitSignInSpread } from '../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { createMember } from '../users/service';
import * as auth from './service';

/**
 * A register call is an Owner or Admin creating a user in their organization when it carries
 * a token and any member field. A stray token on a plain sign-up (the dashboard sends the
 * stored one with every call) does not change public registration.
 */
function isMemberCreation(authorization: string | undefined, body: RegisterBody): boolean {
  const { role, org_id, accessibleSubOrganizations } = body;
  const memberFields = role !== undefined || org_id !== undefined || accessibleSubOrganizations !== undefined;
  return authorization !== undefined && memberFields;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app.ctx.config;

  app.post(
    '/register',
    {
      config: limitPerIp(rateLimits.register),
      schema: {
        tags: ['auth'],
        summary:
          'Create an account (a new organization, its Owner, signed in); with a bearer token and role/org_id, an Owner or Admin creates a user in their organization (no session for that user)',
        body: registerBodySchema,
        response: {
          201: successEnvelope(z.union([registerResultSchema, createdUserResultSchema])),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      if (isMemberCreation(request.headers.authorization, request.body)) {
        await app.authenticate(request);
        const user = await createMember(app.ctx, requireActor(request), request.body);
        return reply.code(201).send({ success: true, message: USER_MESSAGES.userCreated, data: { user } });
      }
      const data = await auth.registerAccount(app.ctx, request.body);
      return reply.code(201).send({ success: true, message: AUTH_NOTICES.accountCreated, data });
    },
  );

  app.post(
    '/login',
    {
      config: limitPerIpAndEmail(rateLimits.login),
      preValidation: limitSignInSpread(app, rateLimits.loginPerAccount, rateLimits.loginPerAddress),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: successEnvelope(authResultSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await auth.login(app.ctx, request.body) }),
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their organization (token check at start-up)',
        security: bearerSecurity,
        response: { 200: successEnvelope(meSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, data: await auth.getMe(app.ctx, requireActor(request)) }),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token',
        security: bearerSecurity,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401) },
      },
    },
    async (request) => {
      await auth.logout(app.ctx, requireActor(request));
      return { success: true as const, message: AUTH_NOTICES.signedOut, data: null };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: limitPerIpAndEmail(rateLimits.forgotPassword),
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link (the answer is the same whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(app.ctx, request.body.email);
      return { success: true as const, message: AUTH_NOTICES.resetInstructionsSent, data: null };
    },
  );

  app.get(
    '/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset link is still usable (404 when unknown, used or expired)',
        params: resetTokenParamSchema,
        response: { 200: successEnvelope(resetTokenStatusSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await auth.checkResetToken(app.ctx, request.params.token);
      return { success: true as const, data: { valid: true as const } };
    },
  );

  app.post(
    '/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; signs out every session',
        params: resetTokenParamSchema,
        body: resetPasswordBodySchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(400) },
      },
    },
    async (request) => {
      await auth.resetPassword(app.ctx, request.params.token, request.body.password);
      return { success: true as const, message: AUTH_NOTICES.passwordReset, data: null };
    },
  );
};
