import {
  AUTH_NOTICES,
  authResultSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meSchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  resetTokenParamSchema,
  resetTokenStatusSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import type { RateLimit } from '../../platform/config';
import { errorResponses } from '../../platform/responses';
import { normalizeEmail } from '../users/repo';
import * as auth from './service';

/** The e-mail of a not yet validated body, so each address is limited separately per client. */
function emailOf(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? normalizeEmail(body.email) : '';
}

function limitPerIp({ max, windowMs }: RateLimit) {
  return { rateLimit: { max, timeWindow: windowMs } };
}

// preValidation: the body is parsed by then, and malformed attempts count too.
function limitPerIpAndEmail({ max, windowMs }: RateLimit) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      hook: 'preValidation' as const,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
    },
  };
}

const bearer = [{ bearerAuth: [] }];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app.ctx.config;

  app.post(
    '/register',
    {
      config: limitPerIp(rateLimits.register),
      schema: {
        tags: ['auth'],
        summary: 'Create an account: a new organization with the user as its Owner, signed in',
        body: registerBodySchema,
        response: { 201: successEnvelope(registerResultSchema), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      // Seam for issue 3: a signed-in Owner or Admin sending role/org_id creates a user in their
      // own organization instead; branch here on the bearer token before public sign-up.
      const data = await auth.registerAccount(app.ctx, request.body);
      return reply.code(201).send({ success: true, message: AUTH_NOTICES.accountCreated, data });
    },
  );

  app.post(
    '/login',
    {
      config: limitPerIpAndEmail(rateLimits.login),
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
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their organization (token check at start-up)',
        security: bearer,
        response: { 200: successEnvelope(meSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, data: await auth.getMe(app.ctx, requireActor(request)) }),
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token',
        security: bearer,
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
