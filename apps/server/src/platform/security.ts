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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([name, v]) => [name, [...v]])),
    },
    xFrameOptions: { action: 'sameorigin' },
  });
}
