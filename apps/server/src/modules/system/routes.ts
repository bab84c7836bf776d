import { errorEnvelopeSchema, successEnvelope, type ErrorEnvelope } from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth, HEALTH_PARTS, UNHEALTHY_MESSAGES } from './health';

export const healthSchema = z.object({
  status: z.literal('ok'),
  /** The server's clock; the screen check page (`/display/check`) compares the screen's with it. */
  server_time: z.string(),
  checks: z.object({ database: z.literal('ok'), storage: z.literal('ok'), mail: z.literal('ok') }),
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
          'the failing parts in `details`',
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const report = await checkHealth(app.ctx);
      const failing = HEALTH_PARTS.filter((part) => report[part] !== 'ok');
      if (failing.length > 0) {
        const envelope: ErrorEnvelope = {
          success: false,
          code: 'UNAVAILABLE',
          message: `Unhealthy: ${failing.join(', ')}`,
          details: failing.map((part) => ({ path: part, message: UNHEALTHY_MESSAGES[part] })),
        };
        return reply.code(503).send(envelope);
      }
      return {
        success: true as const,
        data: {
          status: 'ok' as const,
          server_time: app.ctx.now().toISOString(),
          checks: { database: 'ok' as const, storage: 'ok' as const, mail: 'ok' as const },
        },
      };
    },
  );
};
