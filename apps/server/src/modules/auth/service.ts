import {
  AUTH_MESSAGES,
  AUTH_NOTICES,
  defaultOrganizationName,
  RESET_TOKEN_TTL_MS,
  type AuthResult,
  type LoginBody,
  type Me,
  type RegisterBody,
  type RegisterResult,
} from '@foyer/shared';
import { isUniqueViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { Conflict, Invalid, NotFound, Unauthorized } from '../../platform/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords';
import { createToken, hashToken, newId } from '../../platform/tokens';
import { normalizeEmail } from '../../platform/emails';
import { createOrganization, findOrganization } from '../organizations/service';
import { createUser, findAccountByEmail, recordSignIn, replacePassword } from '../users/service';
import { consumePasswordResets, findUsablePasswordReset, insertPasswordReset } from './repo';
import { signOut, signOutEverywhere, startSession } from '../sessions/service';
import { passwordResetMail } from './reset-mail';

const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

/**
 * Public sign-up: a new organization with the new user as its Owner, signed in at once.
 * `role`, `org_id` and `accessibleSubOrganizations` of the body are not used here; they belong
 * to an Owner or Admin creating a user in their own organization (a separate, authenticated path).
 */
export async function registerAccount(ctx: AppContext, body: RegisterBody): Promise<RegisterResult> {
  const email = normalizeEmail(body.email);
  if (await findAccountByEmail(ctx.db, email)) throw new Conflict(AUTH_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  const at = now.toISOString();
  try {
    // One transaction: the organization, its Owner, their first sign-in and session, or none of them.
    return await ctx.db.transaction().execute(async (trx) => {
      const organization = await createOrganization(trx, { name: defaultOrganizationName(body.name), at });
      const user = await createUser(trx, {
        id: newId(),
        org_id: organization.id,
        name: body.name,
        email,
        password_hash: passwordHash,
        role: 'Owner',
        accessibleSubOrganizations: [],
        isInvited: false,
        now: at,
      });
      // Registration signs the user in, so it counts as their first login.
      await recordSignIn(trx, user.id, at);
      const token = await startSession(trx, user.id, now);
      return { user: { ...user, last_logged_in: at }, token, organization };
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new Conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

export async function login(ctx: AppContext, body: LoginBody): Promise<AuthResult> {
  const account = await findAccountByEmail(ctx.db, body.email);
  // Unknown address, invited user without a password, wrong password: same work, same answer.
  const valid = account?.passwordHash
    ? await verifyPassword(body.password, account.passwordHash)
    : await verifyAgainstDummy(body.password);
  if (!account || !valid) {
    // A known member's failed attempt is worth seeing; an unknown address belongs to no organization.
    if (account) {
      const { user } = account;
      // Not awaited: a known address must take no longer to refuse than an unknown one.
      void recordAudit(ctx, {
        orgId: user.org_id,
        actor: { id: user.id, name: `${user.name} (${user.email})` },
        action: 'auth.sign-in-failed',
        targetType: 'User',
        targetId: user.id,
        targetName: user.name,
        details: 'Wrong password',
      });
    }
    throw new Unauthorized(AUTH_MESSAGES.invalidCredentials);
  }

  const { user } = account;
  const now = ctx.now();
  const at = now.toISOString();
  const token = await ctx.db.transaction().execute(async (trx) => {
    await recordSignIn(trx, user.id, at);
    return startSession(trx, user.id, now);
  });
  await recordAudit(ctx, {
    orgId: user.org_id,
    actor: { id: user.id, name: `${user.name} (${user.email})` },
    action: 'auth.sign-in',
    targetType: 'User',
    targetId: user.id,
    targetName: user.name,
  });
  return { user: { ...user, last_logged_in: at }, token };
}

export async function logout(ctx: AppContext, actor: AuthActor): Promise<void> {
  await signOut(ctx.db, actor.sessionId, ctx.now().toISOString());
}

export async function getMe(ctx: AppContext, actor: AuthActor): Promise<Me> {
  const organization = await findOrganization(ctx.db, actor.org_id);
  // Organizations are never deleted under a live user (foreign key), so this is a broken invariant.
  if (!organization) throw new Error(`Organization ${actor.org_id} of user ${actor.id} is missing`);
  return { user: actor.user, organization };
}

/**
 * Queues a single-use reset link's mail when the address belongs to an account with a password.
 * The caller answers the same either way, and the mail leaves in the background (the outbox), so
 * neither the answer nor its timing tells whether the account exists; a mail server that is
 * down delays the mail instead of losing it.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  // An invited user has no password yet: the invitation link is their way in.
  if (!account || !account.passwordHash) return;
  const { user } = account;
  const token = createToken();
  const now = ctx.now();
  const link = `${ctx.config.publicUrl}/reset-password/${encodeURIComponent(token)}`;
  // The link and its mail together: neither exists without the other.
  await ctx.db.transaction().execute(async (trx) => {
    await insertPasswordReset(trx, {
      id: newId(),
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: later(now, RESET_TOKEN_TTL_MS),
      used_at: null,
    });
    await ctx.mailer.queue(trx, passwordResetMail(user.email, user.name, link), { orgId: user.org_id });
  });
  ctx.mailer.wake();
}

/** 404 unless the link is still usable, so the page can say so before the user types. */
export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  const reset = await findUsablePasswordReset(ctx.db, hashToken(token), ctx.now().toISOString());
  if (!reset) throw new NotFound(AUTH_NOTICES.invalidResetToken);
}

/** Sets the new password, uses up the user's reset links and signs out every session. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const reset = await findUsablePasswordReset(ctx.db, hashToken(token), ctx.now().toISOString());
  if (!reset) throw new Invalid(AUTH_NOTICES.invalidResetToken);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.now().toISOString();
    if (!(await consumePasswordResets(trx, reset, at))) throw new Invalid(AUTH_NOTICES.invalidResetToken);
    await replacePassword(trx, reset.user_id, passwordHash, at);
    await signOutEverywhere(trx, reset.user_id, at);
  });
}
