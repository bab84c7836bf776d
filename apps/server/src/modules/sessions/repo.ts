import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { SessionsTable, UsersTable } from '../../db/schema';

export type SessionRow = Selectable<SessionsTable>;

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** The session of a token hash with its user, when neither revoked nor expired at `now`. */
export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<{ sessionId: string; user: Selectable<UsersTable> } | undefined> {
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

/** Drops a user's dead sessions (expired or revoked) so the table does not grow without end. */
export async function pruneUserSessions(db: Db, userId: string, now: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .execute();
}
