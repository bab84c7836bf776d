import { SESSION_TTL_MS } from '@foyer/shared';
import type { Db } from '../../db/connection';
import { createToken, hashToken, newId } from '../../platform/tokens';
import { insertSession, pruneUserSessions } from './repo';

/*
 * Sessions: a bearer token per sign-in, stored as its hash. Below users and auth (docs/architecture.md
 * "Module map"), so that signing in (auth), changing a password (users, account) and checking a
 * request's token (platform/auth) all reach them without depending on each other.
 */

// The revocations are plain writes the callers make inside their own transactions.
export { findActiveSession, revokeOtherSessions, revokeSession, revokeUserSessions } from './repo';

const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

/** Opens a session and answers its bearer token; only the token's hash is stored. */
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
