import { can, ROLES, type Actor, type Role } from '@foyer/shared';
import { USERS_TEXT } from './messages';

type Target = { id: string; role: Role; org_id: string };

export interface UserRowActions {
  editAccess: boolean;
  edit: boolean;
  delete: boolean;
  /** Why something is unavailable, shown beside the buttons; null when all are available. */
  restriction: string | null;
}

/** What the signed-in user may do to one row of the users table (docs/product.md §6, from `can`). */
export function userRowActions(actor: Actor, target: Target): UserRowActions {
  const actions = {
    editAccess: can(actor, 'users:edit-access', { user: target }),
    edit: can(actor, 'users:edit', { user: target }),
    delete: can(actor, 'users:delete', { user: target }),
  };
  let restriction: string | null = null;
  if (!actions.edit && actor.role === 'Admin' && target.role === 'Owner') {
    restriction = USERS_TEXT.adminCannotChangeOwner;
  } else if (!actions.delete && actions.edit && target.id === actor.id) {
    restriction = USERS_TEXT.cannotDeleteSelf;
  }
  return { ...actions, restriction };
}

/** Roles the signed-in user may give in Edit User: only an Owner makes someone an Owner. */
export function grantableRoles(actor: Actor): Role[] {
  return ROLES.filter((role) => role !== 'Owner' || can(actor, 'users:assign-owner'));
}

/**
 * Whether Resend is offered for an invited user: the server's rule for inviting them again
 * (invite, and edit that user), and never an invited Owner, who cannot be invited again.
 */
export function canResendInvitation(actor: Actor, target: Target & { isInvited: boolean }): boolean {
  return (
    target.isInvited &&
    target.role !== 'Owner' &&
    can(actor, 'users:invite') &&
    can(actor, 'users:edit', { user: target })
  );
}
