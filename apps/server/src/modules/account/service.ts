import {
  ACCOUNT_MESSAGES,
  USER_MESSAGES,
  type ChangePasswordBody,
  type UpdateProfileBody,
  type User,
} from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { Invalid, NotFound } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeOtherSessions } from '../sessions/service';
import { auditUserUpdate, findUserById, rowToUser, setPasswordHash, updateUser } from '../users/service';

/*
 * The signed-in user's own account. Every role may edit their own name and password:
 * "Viewers change nothing" is about the organization's data, not their own sign-in.
 */

/** One's own name; a change is in the audit log like any change of a user (docs/product.md §10). */
export async function updateProfile(
  ctx: AppContext,
  actor: AuthActor,
  body: UpdateProfileBody,
): Promise<User> {
  const before = await findUserById(ctx.db, actor.id);
  await updateUser(ctx.db, actor.id, { name: body.name }, ctx.now().toISOString());
  const row = await findUserById(ctx.db, actor.id);
  if (!before || !row) throw new NotFound(USER_MESSAGES.userNotFound);
  const after = rowToUser(row);
  if (before.name !== after.name) await auditUserUpdate(ctx, actor, rowToUser(before), after);
  return after;
}

/** Needs the current password; every other session of the user is signed out, this one stays. */
export async function changePassword(
  ctx: AppContext,
  actor: AuthActor,
  body: ChangePasswordBody,
): Promise<void> {
  const row = await findUserById(ctx.db, actor.id);
  const valid = row?.password_hash ? await verifyPassword(body.currentPassword, row.password_hash) : false;
  if (!valid) {
    const message = ACCOUNT_MESSAGES.currentPasswordIncorrect;
    throw new Invalid(message, [{ path: 'currentPassword', message }]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.now().toISOString();
    await setPasswordHash(trx, actor.id, passwordHash, at);
    await revokeOtherSessions(trx, actor.id, actor.sessionId, at);
  });
}
