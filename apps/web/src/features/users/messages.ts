import { USER_MESSAGES, type Role } from '@foyer/shared';

/** Texts of the Users page, as docs/product.md §2 and §8 word them (some shared with the server). */
export const USERS_TEXT = {
  title: 'Users',
  inviteUser: 'Invite User',
  editUser: 'Edit User',
  editAccess: 'Edit Access',
  deleteUser: 'Delete User',
  manageAccess: 'Manage Access',
  empty: 'No users yet',
  invited: 'Invited',
  notDelivered: 'Not delivered yet',
  notDeliveredHint: 'The invitation e-mail is waiting for the mail server; it is tried again automatically.',
  deliveryFailed: 'Failed',
  deliveryFailedHint: 'The invitation e-mail could not be delivered. Resend it with a new link.',
  resend: 'Resend',
  resending: 'Resending...',
  invitationResent: USER_MESSAGES.invitationResent,
  resendFailed: 'Failed to resend invitation',
  never: 'Never',
  none: 'None',
  subOrganizationsOf: (name: string) => `Sub-organizations of ${name}`,
  showAllSubOrganizations: (more: number, name: string) =>
    `${more} more: show all sub-organizations of ${name}`,
  all: 'All',

  invitationSent: USER_MESSAGES.invitationSent,
  inviteFailed: 'Failed to send invitation',
  inviteFailedRetry: 'Failed to send invitation. Please try again.',
  userCreated: USER_MESSAGES.userCreated,
  createFailed: 'Failed to create user',
  userUpdated: USER_MESSAGES.userUpdated,
  updateFailed: 'Failed to update user',
  userDeleted: USER_MESSAGES.userDeleted,
  deleteFailed: 'Failed to delete user',
  accessUpdated: USER_MESSAGES.accessUpdated,
  accessFailed: 'Failed to update user access',
  subOrganizationRequired: USER_MESSAGES.subOrganizationRequired,
  adminsHaveAllAccess: 'Admins have access to all sub-organizations.',
  ownersAndAdminsHaveAllAccess: 'Owners and Admins have access to all sub-organizations.',
  noSubOrganizations:
    'There are no sub-organizations yet. Create one first to give Editors and Viewers access.',
  adminCannotChangeOwner: 'Only an Owner can change an Owner.',
  cannotDeleteSelf: "You can't delete your own account.",
  ownEmailHint: USER_MESSAGES.ownEmailByAnother,
} as const;

/** One line per role, so the choice is clear to people who do not know the permission table. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  Owner: 'Full control, including other Owners',
  Admin: 'Manages people and settings; sees every sub-organization',
  Editor: 'Updates screens, tenants and themes',
  Viewer: 'Sees screens and tenants, changes nothing',
};
