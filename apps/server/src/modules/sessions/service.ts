import { SESSION_TTL_MS } from '@foyer/shared';
import type { Db } from '../../db/connection';
import { createToken, hashToken, newId } from '../../platform/tokens';
import {
  findActiveSession,
  insertSession,
  pruneUserSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
} from './repo';

/*
 * Sessions: a bearer token per sign-in, stored as its hash. Below users and auth (docs/architecture.md
 * "Module map"), so that signing in (auth), changing a password (users, account) and checking a
 * request's token (platform/auth) all reach them without depending on each other.
 */

const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

/** Sign-up, sign-in, accepting an invitation: a new session's bearer token (only its hash is stored). */
export async function startSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = createToken();
  await pruneUserSessions(db, userId, now.toISOString());
  await insertSession(db, {
    id: newId(),
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: later(now, SESSION_TTL_MS),
    revoked_at: null,
  });
  return token;
}

/** A request's token (app.ts, for platform/auth): its session and user, unless revoked or expired. */
export async function findSessionByToken(db: Db, tokenHash: string, now: string) {
  return findActiveSession(db, tokenHash, now);
}

/** Sign-out: the session in use ends. */
export async function signOut(db: Db, sessionId: string, at: string): Promise<void> {
  await revokeSession(db, sessionId, at);
}

/** A password reset: every session of the user ends, in the reset's transaction. */
export async function signOutEverywhere(db: Db, userId: string, at: string): Promise<void> {
  await revokeUserSessions(db, userId, at);
}

/** A new password (Edit User, one's own account): every session of the user but `keepSessionId` ends. */
export async function signOutElsewhere(
  db: Db,
  userId: string,
  keepSessionId: string,
  at: string,
): Promise<void> {
  await revokeOtherSessions(db, userId, keepSessionId, at);
}
