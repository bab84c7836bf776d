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
import { signOutElsewhere } from '../sessions/service';
import { auditUserUpdate, findAccount, findUser, renameUser, replacePassword } from '../users/service';

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
  const before = await findUser(ctx.db, actor.id);
  await renameUser(ctx.db, actor.id, body.name, ctx.now().toISOString());
  const after = await findUser(ctx.db, actor.id);
  if (!before || !after) throw new NotFound(USER_MESSAGES.userNotFound);
  if (before.name !== after.name) await auditUserUpdate(ctx, actor, before, after);
  return after;
}

/** Needs the current password; every other session of the user is signed out, this one stays. */
export async function changePassword(
  ctx: AppContext,
  actor: AuthActor,
  body: ChangePasswordBody,
): Promise<void> {
  const account = await findAccount(ctx.db, actor.id);
  const valid = account?.passwordHash
    ? await verifyPassword(body.currentPassword, account.passwordHash)
    : false;
  if (!valid) {
    const message = ACCOUNT_MESSAGES.currentPasswordIncorrect;
    throw new Invalid(message, [{ path: 'currentPassword', message }]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.now().toISOString();
    await replacePassword(trx, actor.id, passwordHash, at);
    await signOutElsewhere(trx, actor.id, actor.sessionId, at);
  });
}
