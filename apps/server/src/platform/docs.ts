import swagger from '@fastify/swagger';
import { API_SCOPE_TEXT, API_TOKEN_PREFIX, DEVICE_SECRET_HEADER, type ApiScope } from '@foyer/shared';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiSchemas } from './openapi-schemas';
import { tidyComponents } from './openapi-tidy';

export const DOCS_PREFIX = '/api/docs';

const zodTransform = createJsonSchemaTransform({ schemaRegistry: openApiSchemas });
const componentsTransform = createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas });
type TransformInput = Parameters<typeof zodTransform>[0];
type DocSchema = FastifySchema & {
  operationId?: string;
  description?: string;
  security?: readonly Record<string, readonly string[]>[];
  consumes?: string[];
  'x-foyer-scope'?: ApiScope;
};

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (segment: string) =>
  segment
    .split(/[^a-zA-Z0-9]+/)
    .map(capitalize)
    .join('');

/**
 * A stable operationId from the method and path, for client generators: 'GET
 * /api/foyer/organizations/:orgId/devices' is `getOrganizationsByOrgIdDevices`. Unique because
 * method and path are; a route may set its own in `schema.operationId`.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api' && segment !== 'foyer')
    .map((segment) => (segment.startsWith(':') ? `By${camel(segment.slice(1))}` : camel(segment)));
  return `${method.toLowerCase()}${words.join('') || 'Root'}`;
}

/** Answers any operation can give besides its own: the database unreachable, too many requests. */
const COMMON_FAILURES = {
  429: { description: 'Too many requests: wait for Retry-After seconds' },
  503: { description: 'The database is unreachable for a moment: try again after Retry-After seconds' },
} as const;

/**
 * The contract (docs/product.md) has GET /organization-images/{orgId} (an organization's library)
 * beside DELETE /organization-images/{id} (one image). OpenAPI refuses two templates that differ
 * only in a parameter's name, so the description names both `{id}`; each operation says what it is.
 */
const DOC_PARAM_RENAMES: Record<string, { from: string; to: string; description: string }> = {
  'GET /api/foyer/organization-images/:orgId': {
    from: 'orgId',
    to: 'id',
    description: 'The organization’s id',
  },
};

function renameParam(doc: DocSchema, url: string, rename: { from: string; to: string; description: string }) {
  const params = doc.params as { properties?: Record<string, object>; required?: string[] } | undefined;
  const { [rename.from]: param, ...others } = params?.properties ?? {};
  doc.params = {
    ...params,
    properties: { ...others, [rename.to]: { ...param, description: rename.description } },
    required: params?.required?.map((name) => (name === rename.from ? rename.to : name)),
  };
  return url.replace(`:${rename.from}`, `:${rename.to}`);
}

/**
 * Which API token scope an operation needs (docs/decisions/api-tokens.md TOK-3): in its security
 * (the `apiToken` scheme with the scope), its description, and `x-foyer-scope`. A signed-in
 * operation without one says that tokens are refused.
 */
function describeApiScope(doc: DocSchema, scope: ApiScope | undefined) {
  const signedIn = doc.security?.some((requirement) => 'bearerAuth' in requirement) ?? false;
  if (!scope) {
    if (signedIn) doc.description = joinText(doc.description, 'API tokens cannot call this.');
    return;
  }
  doc.security = [...(doc.security ?? []), { apiToken: [scope] }];
  doc['x-foyer-scope'] = scope;
  doc.description = joinText(
    doc.description,
    `API tokens: needs the \`${scope}\` scope (${API_SCOPE_TEXT[scope].description.toLowerCase()}).`,
  );
}

const joinText = (before: string | undefined, text: string) => (before ? `${before}\n\n${text}` : text);

/**
 * The description's finishing touches, for the document only (never the route's validation or
 * serialization): operationIds, `security: []` on the public operations, the multipart body of an
 * upload, and the common failures.
 */
function describeRoute(input: TransformInput) {
  const transformed = zodTransform(input);
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
  const doc = { ...(transformed.schema as DocSchema) };
  const rename = DOC_PARAM_RENAMES[`${method} ${input.url}`];
  const url = rename ? renameParam(doc, transformed.url, rename) : transformed.url;
  doc.operationId ??= operationIdFor(method, input.url);
  doc.security ??= [];
  describeApiScope(doc, input.route.config?.apiScope);
  if (doc.consumes?.includes('multipart/form-data') && doc.body === undefined) {
    doc.body = {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'The image (JPEG, PNG, WebP or GIF)' },
        purpose: { type: 'string', enum: ['image', 'hero', 'background', 'logo'] },
      },
    };
  }
  if (doc.response) doc.response = { ...COMMON_FAILURES, ...(doc.response as object) };
  // A screen's stream answers with events, never a JSON body: said for generators that need a 2xx.
  if (input.url.endsWith('/stream'))
    doc.response = {
      200: { description: 'A text/event-stream of the screen’s updates' },
      ...(doc.response as object),
    };
  return { schema: doc, url };
}

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
          webhookToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              "The organization's alert webhook token (foyer_whk_…), created on /dashboard/alerts; not a member's session",
          },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description: `An organization's API token (${API_TOKEN_PREFIX}…), created by an Owner or Admin in Settings → API tokens; each operation names the scope it needs (\`x-foyer-scope\`), and one without a scope refuses tokens. See docs/api.md.`,
          },
          // The screen's secret from POST /api/foyer/tv-devices/pair.
          deviceSecret: { type: 'apiKey', in: 'header', name: DEVICE_SECRET_HEADER },
        },
      },
    },
    transform: describeRoute,
    transformObject: (input) =>
      tidyComponents(componentsTransform(input) as object) as ReturnType<typeof componentsTransform>,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list' } });

  // Only the API belongs in the document, not the web app's files.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.schema = { ...route.schema, hide: true };
  });
}
