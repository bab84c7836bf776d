import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from './errors';
import { contentSecurityPolicy } from './security';

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

const PLAYER_PAGE = 'display.html';
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * sha256 (base64) of each inline script of a page. The player page carries the legacy build's
 * loader inline (@vitejs/plugin-legacy); its policy allows exactly these scripts, read from the
 * page as built, so no hash is copied by hand.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => crypto.createHash('sha256').update(code).digest('base64'));
}

export interface WebAppOptions {
  /**
   * Whether a client route names something that does not exist (a dead public address): its page
   * is still the app, which says so, but with status 404, so browsers, crawlers and link checkers
   * are told the truth. Given by the composition root: the platform knows no module.
   */
  isMissingPage?: (pathname: string) => Promise<boolean>;
}

/**
 * Serves the built web app from `distDir`: hashed assets cached for a year, HTML always
 * revalidated, client routes answered with their HTML entry. Also the one not-found handler,
 * which answers unknown API routes with the error envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  const playerFile = path.join(distDir, PLAYER_PAGE);
  const playerPolicy = fs.existsSync(playerFile)
    ? contentSecurityPolicy(inlineScriptHashes(fs.readFileSync(playerFile, 'utf8')))
    : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Routes for the files present at start: no file-system lookup for API requests.
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        if (playerPolicy && filePath === playerFile) res.setHeader('content-security-policy', playerPolicy);
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
    const page = pageFor(pathname);
    if (page === PLAYER_PAGE && playerPolicy) reply.header('content-security-policy', playerPolicy);
    if (await options.isMissingPage?.(pathname)) {
      // Without validators: a browser revalidating would otherwise get a 404 without the page.
      return reply.code(404).sendFile(page, { etag: false, lastModified: false });
    }
    return reply.sendFile(page);
  });
}
