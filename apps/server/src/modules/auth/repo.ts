import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PasswordResetsTable, SessionsTable } from '../../db/schema';
import type { UserRow } from '../users/repo';

export type SessionRow = Selectable<SessionsTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** The session of a token hash with its user, when neither revoked nor expired at `now`. */
export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<{ sessionId: string; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.id as session_id')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, ...user } = row;
  return { sessionId: session_id, user };
}

export async function revokeSession(db: Db, sessionId: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Signs a user out everywhere but the session in use (after they change their password). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertPasswordReset(db: Db, row: PasswordResetRow): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

/** An unused, unexpired reset for this token hash. */
export async function findUsablePasswordReset(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<PasswordResetRow | undefined> {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks this reset and every other open reset of the user as used. Answers false when the
 * reset was already used: a second request racing the first must not set a password too.
 */
export async function consumePasswordResets(db: Db, reset: PasswordResetRow, at: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', reset.user_id)
    .where('used_at', 'is', null)
    .execute();
  return true;
}

/** Drops a user's dead sessions (expired or revoked) so the table does not grow without end. */
export async function pruneUserSessions(db: Db, userId: string, now: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .execute();
}
