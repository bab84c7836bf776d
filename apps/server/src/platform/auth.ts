import type { Actor, User } from '@foyer/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { Unauthorized } from './errors';
import { hashToken } from './tokens';

/** The signed-in user, as permissions see it (`can(actor, …)`) plus the full user and session. */
export interface AuthActor extends Actor {
  user: User;
  sessionId: string;
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

/**
 * `app.authenticate`. The lookup comes from the sessions and users modules through the app, so
 * that the platform depends on no module (docs/architecture.md "Module map").
 */
export function registerAuth(app: FastifyInstance, findSession: SessionLookup): void {
  app.decorateRequest('actor', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new Unauthorized();
    const { db, now } = app.ctx;
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
  };
}

/** The actor of a route guarded by `app.authenticate`. */
export function requireActor(request: FastifyRequest): AuthActor {
  if (!request.actor) throw new Unauthorized();
  return request.actor;
}
