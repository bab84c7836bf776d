import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PasswordResetsTable } from '../../db/schema';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

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
