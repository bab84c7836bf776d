import {
  NOTICE_MESSAGES,
  noticeInputSchema,
  noticeListSchema,
  noticeSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { createNotice, duplicateNotice, editNotice, endNotice, listNotices, removeNotice } from './service';

const tags = ['notices'];
const WHO = 'Owners and Admins; Editors for the buildings they reach';

/** Under /api/foyer: scheduled notices (docs/product.md §12), signed-in members. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organizations/:orgId/notices',
    {
      schema: {
        tags,
        summary: 'The notices, newest first, each with its state now (scheduled, showing, ended)',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(noticeListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listNotices(app.ctx, requireActor(request), request.params.orgId),
    }),
  );

  app.post(
    '/organizations/:orgId/notices',
    {
      schema: {
        tags,
        summary: `Schedule a notice (${WHO}); the screens in scope are told at once`,
        security: bearerSecurity,
        params: orgIdParams,
        body: noticeInputSchema,
        response: { 201: successEnvelope(noticeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: NOTICE_MESSAGES.created,
        data: await createNotice(app.ctx, requireActor(request), request.params.orgId, request.body),
      }),
  );

  app.put(
    '/notices/:id',
    {
      schema: {
        tags,
        summary: `Change a notice (${WHO})`,
        security: bearerSecurity,
        params: idParams,
        body: noticeInputSchema,
        response: { 200: successEnvelope(noticeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: NOTICE_MESSAGES.updated,
      data: await editNotice(app.ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/notices/:id/duplicate',
    {
      schema: {
        tags,
        summary: `A copy of a notice with the same words, screens and times (${WHO})`,
        security: bearerSecurity,
        params: idParams,
        response: { 201: successEnvelope(noticeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: NOTICE_MESSAGES.duplicated,
        data: await duplicateNotice(app.ctx, requireActor(request), request.params.id),
      }),
  );

  app.post(
    '/notices/:id/end',
    {
      schema: {
        tags,
        summary: `Take a notice off every screen now, whatever its schedule (${WHO})`,
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(noticeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: NOTICE_MESSAGES.ended,
      data: await endNotice(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.delete(
    '/notices/:id',
    {
      schema: {
        tags,
        summary: `Delete a notice (${WHO})`,
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeNotice(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: NOTICE_MESSAGES.deleted, data: null };
    },
  );
};
