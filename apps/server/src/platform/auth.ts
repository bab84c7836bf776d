import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX, type Actor, type ApiScope, type User } from '@foyer/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import type { RateLimit } from './config';
import { Forbidden, RateLimited, Unauthorized } from './errors';
import { waitText } from './rate-limits';
import { hashToken } from './tokens';

/** The API token a request came with (docs/product.md §14). */
export interface ApiTokenCaller {
  id: string;
  name: string;
  scopes: ApiScope[];
  /** The one building it is limited to; null for the whole organization. */
  sub_org_id: string | null;
}

/**
 * The caller, as permissions see it (`can(actor, …)`) plus the full user and session. For an API
 * token (`apiToken` set) the user is a stand-in named 'API token "…"' whose id is the token's, not a
 * user's: never store it where a user id belongs (docs/decisions/api-tokens.md TOK-5).
 */
export interface AuthActor extends Actor {
  user: User;
  sessionId: string;
  apiToken: ApiTokenCaller | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on public routes. */
    actor: AuthActor | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid, unexpired, unrevoked bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * The scope an API token needs to call this route (docs/decisions/api-tokens.md TOK-3); a route
     * without one refuses API tokens. Checked in `app.authenticate`.
     */
    apiScope?: ApiScope;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/** The live session of a token hash and its user; undefined when none (the app composes it). */
export type SessionLookup = (
  db: Db,
  tokenHash: string,
  now: string,
) => Promise<{ sessionId: string; user: User } | undefined>;

/** The live API token of a hash, as the actor it acts as; undefined when none (the app composes it). */
export type ApiTokenLookup = (db: Db, tokenHash: string, now: Date) => Promise<AuthActor | undefined>;

/**
 * `app.authenticate`. The lookups come from the sessions, users and api-tokens modules through the
 * app, so that the platform depends on no module (docs/architecture.md "Module map"). A token with
 * the API tokens' prefix is an API token: it must carry the scope the route declares
 * (`config.apiScope`), and counts against its own rate limit (docs/decisions/api-tokens.md TOK-3, TOK-7).
 */
export function registerAuth(
  app: FastifyInstance,
  findSession: SessionLookup,
  findApiToken: ApiTokenLookup,
  apiTokenLimit: RateLimit,
): void {
  app.decorateRequest('actor', null);
  const limitToken = app.createRateLimit({
    max: apiTokenLimit.max,
    timeWindow: apiTokenLimit.windowMs,
    keyGenerator: (request) => `api-token|${request.actor?.apiToken?.id ?? ''}`,
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new Unauthorized();
    const { db, now } = app.ctx;
    if (token.startsWith(API_TOKEN_PREFIX)) {
      const actor = await findApiToken(db, hashToken(token), now());
      if (!actor?.apiToken) throw new Unauthorized();
      request.actor = actor;
      const limit = await limitToken(request);
      if (!limit.isAllowed && limit.isExceeded) {
        request.actor = null;
        throw new RateLimited(API_TOKEN_MESSAGES.rateLimited(waitText(limit.ttl)), limit.ttlInSeconds);
      }
      const scope = request.routeOptions.config.apiScope;
      if (!scope) throw new Forbidden(API_TOKEN_MESSAGES.noTokenAccess);
      if (!actor.apiToken.scopes.includes(scope)) throw new Forbidden(API_TOKEN_MESSAGES.missingScope(scope));
      return;
    }
    const found = await findSession(db, hashToken(token), now().toISOString());
    if (!found) throw new Unauthorized();
    request.actor = toAuthActor(found.user, found.sessionId);
  });
}

/** The actor a user is, signed in with the session `sessionId`. */
export function toAuthActor(user: User, sessionId: string): AuthActor {
  return {
    id: user.id,
    role: user.role,
    org_id: user.org_id,
    accessibleSubOrganizations: user.accessibleSubOrganizations,
    user,
    sessionId,
    apiToken: null,
  };
}

/** The actor of a route guarded by `app.authenticate`. */
export function requireActor(request: FastifyRequest): AuthActor {
  if (!request.actor) throw new Unauthorized();
  return request.actor;
}
