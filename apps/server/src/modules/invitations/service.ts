import {
  INVITATION_TTL_MS,
  ORGANIZATION_MESSAGES,
  PROJECT_NAME,
  USER_MESSAGES,
  type AcceptInvitationBody,
  type AuthResult,
  type InvitationDetails,
  type InviteUserBody,
  type Role,
  type User,
} from '@foyer/shared';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { Conflict, NotFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { authorize } from '../../platform/permissions';
import { createToken, hashToken, newId } from '../../platform/tokens';
import { findInvitationDeliveries } from '../../platform/mail-outbox';
import { normalizeEmail } from '../../platform/emails';
import { startSession } from '../sessions/service';
import { findOrganization, inOrganizationTransaction } from '../organizations/service';
import {
  accessListFor,
  actorNow,
  authorizeOnUser,
  completeInvitation,
  createUser,
  findAccountByEmail,
  findUser,
  recordSignIn,
  toUser,
  updateInvitedUser,
} from '../users/service';
import { invitationMail } from './invitation-mail';
import { acceptInvitationRow, deleteOpenInvitations, findUsableInvitation, insertInvitation } from './repo';

export interface InviteOutcome {
  user: User;
  /** False when an invitation of the same organization was replaced and sent again. */
  created: boolean;
}

interface InvitationFor {
  user: { id: string; email: string; name: string; role: Role };
  inviter: AuthActor;
  organizationName: string;
}

/**
 * Writes a fresh single-use link valid 7 days and queues its mail in the same transaction: the
 * mail exists exactly when the invitation does, and deleting the invitation deletes its mail.
 */
async function issueInvitation(ctx: AppContext, trx: Db, { user, inviter, organizationName }: InvitationFor) {
  const token = createToken();
  const now = ctx.now();
  const invitationId = newId();
  await insertInvitation(trx, {
    id: invitationId,
    org_id: inviter.org_id,
    user_id: user.id,
    token_hash: hashToken(token),
    created_by: inviter.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    accepted_at: null,
  });
  const mail = invitationMail({
    to: user.email,
    name: user.name,
    inviterName: inviter.user.name,
    organizationName,
    role: user.role,
    link: `${ctx.config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`,
  });
  await ctx.mailer.queue(trx, mail, { orgId: inviter.org_id, invitationId });
}

/** The invited user as stored now, with how their invitation's mail is doing. */
async function invitedUser(ctx: AppContext, orgId: string, id: string): Promise<User> {
  const user = await findUser(ctx.db, id);
  if (!user) throw new NotFound(USER_MESSAGES.userNotFound);
  const delivery = (await findInvitationDeliveries(ctx.db, orgId, id)).get(id);
  return { ...user, ...(delivery ? { invitationDelivery: delivery } : {}) };
}

/**
 * The answer is read before the worker is woken, so it states the delivery as queued ('pending')
 * rather than whatever a fast mail server made of it meanwhile; the list shows what follows.
 */
async function answerThenWake(ctx: AppContext, orgId: string, id: string): Promise<User> {
  try {
    return await invitedUser(ctx, orgId, id);
  } finally {
    ctx.mailer.wake();
  }
}

async function organizationNameOf(ctx: AppContext, orgId: string): Promise<string> {
  const organization = await findOrganization(ctx.db, orgId);
  if (!organization) throw new NotFound(ORGANIZATION_MESSAGES.notFound);
  return organization.name;
}

/**
 * Creates the invited user (no password, isInvited) and their invitation, whose mail the outbox
 * sends in the background: the answer does not wait for the mail server and says how delivery
 * stands. Inviting again someone who is still only invited to this organization replaces their
 * details and link; any other existing account is 409.
 */
export async function inviteUser(
  ctx: AppContext,
  actor: AuthActor,
  body: InviteUserBody,
): Promise<InviteOutcome> {
  authorize(
    actor,
    'users:invite',
    { org_id: body.org_id ?? actor.org_id },
    { notFound: ORGANIZATION_MESSAGES.notFound, forbidden: USER_MESSAGES.notAllowed },
  );
  const accessible = await accessListFor(ctx.db, actor.org_id, body.role, body.accessibleSubOrganizations);
  const email = normalizeEmail(body.email);
  const organizationName = await organizationNameOf(ctx, actor.org_id);
  const at = ctx.now().toISOString();
  let invited: { id: string; created: boolean };
  try {
    // Under the organization's lock, like every change to its users: decided on the inviter and
    // the invited user as stored now.
    invited = await inOrganizationTransaction(ctx.db, actor.org_id, async (trx) => {
      const inviter = await actorNow(trx, actor);
      authorize(inviter, 'users:invite', {}, { forbidden: USER_MESSAGES.notAllowed });
      const existing = (await findAccountByEmail(trx, email))?.user;
      let id: string;
      if (existing) {
        // Only someone still just invited to this organization is invited again; any account is 409.
        if (!existing.isInvited || existing.org_id !== actor.org_id) {
          throw new Conflict(USER_MESSAGES.emailTaken);
        }
        // Re-inviting edits them: the rules of Edit User, and an Owner is never (re)invited.
        authorizeOnUser(inviter, 'users:edit', existing);
        if (existing.role === 'Owner') throw new Conflict(USER_MESSAGES.ownerCannotBeInvited);
        id = existing.id;
        await updateInvitedUser(
          trx,
          id,
          { name: body.name, role: body.role, accessibleSubOrganizations: accessible },
          at,
        );
        // The old link stops working, and its mail goes with it if still unsent.
        await deleteOpenInvitations(trx, id);
      } else {
        id = newId();
        await createUser(trx, {
          id,
          org_id: actor.org_id,
          name: body.name,
          email,
          password_hash: null,
          role: body.role,
          accessibleSubOrganizations: accessible,
          isInvited: true,
          now: at,
        });
      }
      const user = { id, email, name: body.name, role: body.role };
      await issueInvitation(ctx, trx, { user, inviter, organizationName });
      return { id, created: !existing };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(USER_MESSAGES.emailTaken);
    throw error;
  }
  await recordAudit(ctx, {
    orgId: actor.org_id,
    actor: auditActor(actor),
    action: 'user.invited',
    targetType: 'User',
    targetId: invited.id,
    targetName: `${body.name} (${email})`,
    details: `Role: ${body.role}${invited.created ? '' : '; invited again'}`,
  });
  return { user: await answerThenWake(ctx, actor.org_id, invited.id), created: invited.created };
}

/**
 * Resend: a fresh link and mail for someone still invited, under the rules of inviting them
 * again. Used after the mail failed; the old link stops working, as with inviting again.
 */
export async function resendInvitation(ctx: AppContext, actor: AuthActor, id: string): Promise<User> {
  const organizationName = await organizationNameOf(ctx, actor.org_id);
  await inOrganizationTransaction(ctx.db, actor.org_id, async (trx) => {
    const inviter = await actorNow(trx, actor);
    authorize(inviter, 'users:invite', {}, { forbidden: USER_MESSAGES.notAllowed });
    const target = await findUser(trx, id);
    if (!target) throw new NotFound(USER_MESSAGES.userNotFound);
    authorizeOnUser(inviter, 'users:edit', target);
    if (!target.isInvited) throw new Conflict(USER_MESSAGES.notInvited);
    if (target.role === 'Owner') throw new Conflict(USER_MESSAGES.ownerCannotBeInvited);
    await deleteOpenInvitations(trx, id);
    await issueInvitation(ctx, trx, { user: target, inviter, organizationName });
  });
  return answerThenWake(ctx, actor.org_id, id);
}

async function usableInvitation(ctx: AppContext, token: string) {
  const found = await findUsableInvitation(ctx.db, hashToken(token), ctx.now().toISOString());
  if (!found) throw new NotFound(USER_MESSAGES.invalidInvitation);
  return found;
}

/** What the accept page shows; unknown, used or expired links are 404. */
export async function getInvitation(ctx: AppContext, token: string): Promise<InvitationDetails> {
  const { user, organizationName } = await usableInvitation(ctx, token);
  const { name, email, role, accessibleSubOrganizations } = toUser(user);
  return { name, email, role, projectName: PROJECT_NAME, organizationName, accessibleSubOrganizations };
}

/**
 * Sets the name and password, ends the invited state, uses up the link and signs the user in: one
 * transaction, so a link is used up exactly when its user has joined and holds a session.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  body: AcceptInvitationBody,
): Promise<AuthResult> {
  const { invitation } = await usableInvitation(ctx, token);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  const at = now.toISOString();
  const sessionToken = await ctx.db.transaction().execute(async (trx) => {
    // A second request with the same link racing this one finds it already accepted.
    if (!(await acceptInvitationRow(trx, invitation.id, at)))
      throw new NotFound(USER_MESSAGES.invalidInvitation);
    await completeInvitation(trx, invitation.user_id, { name: body.name, passwordHash }, at);
    await recordSignIn(trx, invitation.user_id, at);
    return startSession(trx, invitation.user_id, now);
  });
  const user = await findUser(ctx.db, invitation.user_id);
  if (!user) throw new NotFound(USER_MESSAGES.invalidInvitation);
  await recordAudit(ctx, {
    orgId: user.org_id,
    actor: { id: user.id, name: `${user.name} (${user.email})` },
    action: 'user.joined',
    targetType: 'User',
    targetId: user.id,
    targetName: user.name,
    details: `Role: ${user.role}`,
  });
  return { token: sessionToken, user };
}
