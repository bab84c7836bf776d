import { successEnvelope } from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  /** The server's clock; the screen check page (`/display/check`) compares the screen's with it. */
  server_time: z.string(),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: successEnvelope(healthSchema) },
      },
    },
    async () => {
      // A database that does not answer makes the instance unhealthy (500), not "ok".
      await sql`select 1`.execute(app.ctx.db);
      return {
        success: true as const,
        data: { status: 'ok' as const, server_time: app.ctx.now().toISOString() },
      };
    },
  );
};
