import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '../modules/users/repo';
import type { RateLimit } from './config';

/** The e-mail of a not yet validated body, so each address is limited separately per client. */
function emailOf(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? normalizeEmail(body.email) : '';
}

/** Route config: at most `max` requests per client address in the window. */
export function limitPerIp({ max, windowMs }: RateLimit) {
  return { rateLimit: { max, timeWindow: windowMs } };
}

/** Route config: per client address and e-mail of the body. */
export function limitPerIpAndEmail({ max, windowMs }: RateLimit) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      // preValidation: the body is parsed by then, and malformed attempts count too.
      hook: 'preValidation' as const,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
    },
  };
}

/**
 * Route config: per signed-in user, whatever address or spelling of the Authorization header
 * the attempts come with. Runs after authentication (`onRequest`), so the key is the user the
 * token belongs to; unauthenticated calls never get here (401 first).
 */
export function limitPerUser({ max, windowMs }: RateLimit) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      // preValidation: after authentication, and malformed attempts count too.
      hook: 'preValidation' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.actor ? `user:${request.actor.id}` : `ip:${request.ip}`,
    },
  };
}
