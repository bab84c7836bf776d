import { errorEnvelopeSchema, mailBacklogSchema, successEnvelope, type ErrorEnvelope } from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { checkHealth, HEALTH_PARTS, UNHEALTHY_MESSAGES } from './health';
import { readMailBacklog } from './mail-backlog';

export const healthSchema = z.object({
  /** 'degraded': every part works, but mail waits for the mail server (docs/operations.md "Health"). */
  status: z.enum(['ok', 'degraded']),
  /** The server's clock; the screen check page (`/display/check`) compares the screen's with it. */
  server_time: z.string(),
  checks: z.object({ database: z.literal('ok'), storage: z.literal('ok'), mail: z.enum(['ok', 'degraded']) }),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'Liveness and readiness: the database answers (select 1), the file storage can be written ' +
          '(local) or reached (S3), and mail is configured (SMTP) or its outbox writable. 503 names ' +
          'the failing parts in `details`; 200 with status and mail `degraded` while mail has waited ' +
          'over 5 minutes for the mail server',
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const report = await checkHealth(app.ctx);
      const failing = HEALTH_PARTS.filter((part) => report[part] === 'failing');
      if (failing.length > 0) {
        const envelope: ErrorEnvelope = {
          success: false,
          code: 'UNAVAILABLE',
          message: `Unhealthy: ${failing.join(', ')}`,
          details: failing.map((part) => ({ path: part, message: UNHEALTHY_MESSAGES[part] })),
        };
        return reply.code(503).send(envelope);
      }
      const mail = report.mail === 'degraded' ? ('degraded' as const) : ('ok' as const);
      return {
        success: true as const,
        data: {
          status: mail,
          server_time: app.ctx.now().toISOString(),
          checks: { database: 'ok' as const, storage: 'ok' as const, mail },
        },
      };
    },
  );

  app.get(
    '/organizations/:orgId/mail-backlog',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['system'],
        summary:
          "Owners and Admins: how many of the organization's e-mails wait for the mail server, since " +
          'when, and whether the oldest has waited over 5 minutes (the dashboard then shows a notice)',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(mailBacklogSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readMailBacklog(app.ctx, requireActor(request), request.params.orgId),
    }),
  );
};
