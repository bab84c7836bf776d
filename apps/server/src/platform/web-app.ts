import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from './errors';

export const WEB_NOT_BUILT = 'Web app not built: run npm run build';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A browser navigation to a client route: GET, wants HTML, and no file extension (a missing asset stays a 404). */
function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** `/display` and below is the player; every other client route is the dashboard. */
function pageFor(pathname: string): string {
  return pathname === '/display' || pathname.startsWith('/display/') ? 'display.html' : 'index.html';
}

/**
 * Serves the built web app from `distDir`: hashed assets cached for a year, HTML always
 * revalidated, client routes answered with their HTML entry. Also the one not-found handler,
 * which answers unknown API routes with the error envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Routes for the files present at start: no file-system lookup for API requests.
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const inAssets = path.relative(distDir, filePath).split(path.sep)[0] === 'assets';
        res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || !isPageRequest(request, pathname)) {
      throw new NotFound(`Route ${request.method} ${pathname} not found`);
    }
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT);
    return reply.sendFile(pageFor(pathname));
  });
}
