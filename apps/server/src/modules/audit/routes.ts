import {
  auditEventsToCsv,
  auditExportFilename,
  auditPageSchema,
  auditQuerySchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { auditExport, auditPage } from './service';

/** Under /api/foyer: the audit log for Owners and Admins (docs/product.md §10). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organizations/:orgId/audit-events',
    {
      schema: {
        tags: ['audit'],
        summary:
          'The audit log, newest first, 100 a page: ?category=, ?actor= (part of a name or e-mail), ?from= and ?to= ' +
          '(UTC days, both included), ?before= (the next_before of the previous page)',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: auditQuerySchema,
        response: { 200: successEnvelope(auditPageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auditPage(app.ctx, requireActor(request), request.params.orgId, request.query),
    }),
  );

  app.get(
    '/organizations/:orgId/audit-events.csv',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit log as CSV with the same filters (the newest 50,000 lines), for Excel',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: auditQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const events = await auditExport(app.ctx, requireActor(request), request.params.orgId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditExportFilename(app.ctx.now())}"`)
        .send(auditEventsToCsv(events));
    },
  );
};
