import swagger from '@fastify/swagger';
import { DEVICE_SECRET_HEADER } from '@foyer/shared';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas, with Swagger UI at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Foyer API',
        description: 'Lobby directory screens: dashboard and player API.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // The screen's secret from POST /api/foyer/tv-devices/pair.
          deviceSecret: { type: 'apiKey', in: 'header', name: DEVICE_SECRET_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list' } });

  // Only the API belongs in the document, not the web app's files.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.schema = { ...route.schema, hide: true };
  });
}
