import {
  INVITATION_TTL_MS,
  ORGANIZATION_MESSAGES,
  PROJECT_NAME,
  USER_MESSAGES,
  type AcceptInvitationBody,
  type AuthResult,
  type InvitationDetails,
  type InviteUserBody,
  type User,
} from '@foyer/shared';
import { isUniqueViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { BadGateway, Conflict, NotFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { authorize } from '../../platform/permissions';
import { createToken, hashToken, newId } from '../../platform/tokens';
import { startSession } from '../auth/service';
import { findOrganizationById, inOrganizationTransaction } from '../organizations/repo';
import { accessListFor } from '../users/access';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  rowToUser,
  setLastLoggedIn,
  updateUser,
} from '../users/repo';
import { actorNow, authorizeOnUser } from '../users/service';
import { invitationMail } from './invitation-mail';
import { acceptInvitationRow, deleteOpenInvitations, findUsableInvitation, insertInvitation } from './repo';

export const INVITATION_MAIL_FAILED = 'The invitation e-mail could not be sent. Please try again.';

export interface InviteOutcome {
  user: User;
  /** False when an invitation of the same organization was replaced and sent again. */
  created: boolean;
}

/**
 * Creates the invited user (no password, isInvited) and a single-use link valid 7 days, then
 * mails it. Inviting again someone who is still only invited to this organization replaces
 * their details and link and mails again; any other existing account is 409.
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
  const organization = await findOrganizationById(ctx.db, actor.org_id);
  if (!organization) throw new NotFound(ORGANIZATION_MESSAGES.notFound);

  const token = createToken();
  const now = ctx.now();
  const at = now.toISOString();
  let invited: { id: string; created: boolean };
  try {
    // Under the organization's lock, like every change to its users: decided on the inviter and
    // the invited user as stored now.
    invited = await inOrganizationTransaction(ctx.db, actor.org_id, async (trx) => {
      const inviter = await actorNow(trx, actor);
      authorize(inviter, 'users:invite', {}, { forbidden: USER_MESSAGES.notAllowed });
      const existing = await findUserByEmail(trx, email);
      let id: string;
      if (existing) {
        // Only someone still just invited to this organization is invited again; any account is 409.
        if (existing.is_invited !== 1 || existing.org_id !== actor.org_id) {
          throw new Conflict(USER_MESSAGES.emailTaken);
        }
        // Re-inviting edits them: the rules of Edit User, and an Owner is never (re)invited.
        authorizeOnUser(inviter, 'users:edit', existing);
        if (existing.role === 'Owner') throw new Conflict(USER_MESSAGES.ownerCannotBeInvited);
        id = existing.id;
        await updateUser(
          trx,
          id,
          { name: body.name, role: body.role, accessibleSubOrganizations: accessible },
          at,
        );
        await deleteOpenInvitations(trx, id);
      } else {
        id = newId();
        await insertUser(trx, {
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
      await insertInvitation(trx, {
        id: newId(),
        org_id: actor.org_id,
        user_id: id,
        token_hash: hashToken(token),
        created_by: actor.id,
        created_at: at,
        expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
        accepted_at: null,
      });
      return { id, created: !existing };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(USER_MESSAGES.emailTaken);
    throw error;
  }

  const link = `${ctx.config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
  const mail = invitationMail({
    to: email,
    name: body.name,
    inviterName: actor.user.name,
    organizationName: organization.name,
    role: body.role,
    link,
  });
  try {
    // Awaited, unlike reset mail: the inviter is told the mail went out, so it must have.
    await ctx.mailer.send(mail);
  } catch (error) {
    // The invited user stays listed; inviting them again re-sends a fresh link.
    ctx.log.error({ err: error, to: email }, 'Invitation mail could not be sent');
    throw new BadGateway(INVITATION_MAIL_FAILED);
  }
  const row = await findUserById(ctx.db, invited.id);
  if (!row) throw new NotFound(USER_MESSAGES.userNotFound);
  return { user: rowToUser(row), created: invited.created };
}

async function usableInvitation(ctx: AppContext, token: string) {
  const found = await findUsableInvitation(ctx.db, hashToken(token), ctx.now().toISOString());
  if (!found) throw new NotFound(USER_MESSAGES.invalidInvitation);
  return found;
}

/** What the accept page shows; unknown, used or expired links are 404. */
export async function getInvitation(ctx: AppContext, token: string): Promise<InvitationDetails> {
  const { user, organizationName } = await usableInvitation(ctx, token);
  const { name, email, role, accessibleSubOrganizations } = rowToUser(user);
  return { name, email, role, projectName: PROJECT_NAME, organizationName, accessibleSubOrganizations };
}

/** Sets the name and password, ends the invited state, uses up the link and signs the user in. */
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
    await updateUser(
      trx,
      invitation.user_id,
      { name: body.name, password_hash: passwordHash, isInvited: false },
      at,
    );
    await setLastLoggedIn(trx, invitation.user_id, at);
    return startSession(trx, invitation.user_id, now);
  });
  const row = await findUserById(ctx.db, invitation.user_id);
  if (!row) throw new NotFound(USER_MESSAGES.invalidInvitation);
  return { token: sessionToken, user: rowToUser(row) };
}
