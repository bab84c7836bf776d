import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy: what the Vite-built app and Swagger UI need and no more: inline
 * styles for the theme renderer, images from anywhere because tenant logos may be external URLs.
 * No upgrade-insecure-requests: lobby screens often reach the server over plain http on the local
 * network, and upgraded asset requests would fail there.
 */
const CSP_DIRECTIVES: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The policy as a header value; `scriptHashes` (base64 sha256) also allow those inline scripts,
 * as the player page needs for the legacy build's loader (web-app.ts).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const all = name === 'script-src' ? [...sources, ...scriptHashes.map((h) => `'sha256-${h}'`)] : sources;
      return `${name} ${all.join(' ')}`;
    })
    .join('; ');
}

/**
 * API answers carry tokens (sign-in) and personal data (users, profile): no browser, proxy or
 * shared cache may keep them. Routes that mean to be cached (uploaded files, the screen bundle
 * with its ETag, the event stream) set their own Cache-Control, which is kept.
 */
export const API_CACHE_CONTROL = 'no-store';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', API_CACHE_CONTROL);
    return payload;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([name, v]) => [name, [...v]])),
    },
    xFrameOptions: { action: 'sameorigin' },
  });
}
