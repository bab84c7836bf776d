import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from './emails';
import type { RateLimit } from './config';
import { RateLimited } from './errors';

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

/**
 * Refused calls (a wrong token) counted per client address; a call over `limit` is answered 429
 * '<tooMany> Please wait … and try again.' with Retry-After. Callers count only refusals, so the
 * right token is never limited (the alert webhook, ALR-8; /metrics, MET-1). The limiter is made
 * at the first refusal: a route may be registered before the rate limit plugin.
 */
export function refusedCallsLimit(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  tooMany: string,
): (request: FastifyRequest) => Promise<void> {
  let counter: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  return async (request) => {
    counter ??= app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (call) => `${name}|${call.ip}`,
    });
    const counted = await counter(request);
    if (!counted.isAllowed && counted.isExceeded)
      throw new RateLimited(
        `${tooMany} Please wait ${waitText(counted.ttl)} and try again.`,
        counted.ttlInSeconds,
      );
  };
}

/** '45 seconds', '1 minute', '12 minutes': how long until the next attempt is let through. */
export function waitText(ttlMs: number): string {
  if (ttlMs < 60_000) return `${Math.max(1, Math.ceil(ttlMs / 1000))} seconds`;
  const minutes = Math.ceil(ttlMs / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Sign-in limits beyond the (address, e-mail) pair of the route config, as a `preValidation`
 * hook: one account tried from any number of addresses, and one address trying any number of
 * accounts. The route's own limit runs first; the plugin lets only one of its configs run per
 * request, so these use its limiter directly (same store, same answer).
 */
export function limitSignInSpread(app: FastifyInstance, perAccount: RateLimit, perAddress: RateLimit) {
  const limiters = [
    app.createRateLimit({
      max: perAccount.max,
      timeWindow: perAccount.windowMs,
      keyGenerator: (request) => `sign-in-account|${emailOf(request)}`,
    }),
    app.createRateLimit({
      max: perAddress.max,
      timeWindow: perAddress.windowMs,
      keyGenerator: (request) => `sign-in-address|${request.ip}`,
    }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limiters) {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new RateLimited(`Too many attempts. Please wait ${waitText(result.ttl)} and try again.`);
    }
  };
}
