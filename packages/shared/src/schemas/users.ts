import { z } from 'zod';
import { INVITABLE_ROLES, ROLES, roleSchema } from '../roles';
import { emailSchema, fullNameSchema, projectNameSchema } from './account-fields';
import { authResultSchema } from './auth';
import { idSchema } from './text';
import { userSchema } from './user';

/** Texts of the Users page and invitations (docs/product.md §8), the server's answers and refusals included. */
export const USER_MESSAGES = {
  subOrganizationRequired: 'Please select at least one sub-organization for this user.',
  ownerCannotBeInvited: 'An Owner cannot be invited',
  ownerCannotBeCreated: 'A new user cannot be created as an Owner',
  roleRequired: 'Role is required',
  roleInvalid: `Role must be one of ${ROLES.join(', ')}`,
  invitationSent: 'Invitation sent successfully! The user will receive an email to create their account.',
  invitationAccepted: 'Invitation accepted',
  invitationResent: 'Invitation sent again with a new link.',
  notInvited: 'This user has already accepted their invitation',
  invalidInvitation: 'Invalid or expired invitation',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  accessUpdated: 'User access updated successfully',
  userNotFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  notAllowed: 'You do not have permission to manage users',
  adminCannotEditOwner: 'Admins cannot edit an Owner',
  adminCannotDeleteOwner: 'Admins cannot delete an Owner',
  cannotDeleteSelf: 'You cannot delete your own account',
  onlyOwnerGivesOwner: 'Only an Owner can give the Owner role',
  lastOwner: 'An organization must keep at least one Owner. Make another user an Owner first.',
  invitedUserPassword: 'An invited user chooses their password when accepting the invitation',
  invitedUserCannotBeOwner: 'An invited user cannot be made an Owner before accepting the invitation',
  ownPasswordInSettings: 'Use Settings to change your own password',
  ownEmailByAnother: 'You cannot change your own email address here. Ask another Owner or Admin.',
} as const;

/** 400 message naming a sub-organization id that is not one of the organization's. */
export function unknownSubOrganizationMessage(id: string): string {
  return `Unknown sub-organization: ${id}`;
}

export const subOrganizationIdsSchema = z.array(idSchema('Sub-organization id')).max(1000);
/** When given it must be the caller's organization (else 404). */
const orgId = idSchema('Organization id').optional();

const roleError = (issue: { input?: unknown }) =>
  issue.input === undefined ? USER_MESSAGES.roleRequired : USER_MESSAGES.roleInvalid;

/** Admins reach every sub-organization, so only Editors and Viewers must name at least one. */
function requireSubOrgUnlessAdmin(
  v: { role?: string; accessibleSubOrganizations?: string[] },
  ctx: z.RefinementCtx,
) {
  if (v.role !== 'Editor' && v.role !== 'Viewer') return;
  if (v.accessibleSubOrganizations && v.accessibleSubOrganizations.length > 0) return;
  ctx.addIssue({
    code: 'custom',
    message: USER_MESSAGES.subOrganizationRequired,
    path: ['accessibleSubOrganizations'],
  });
}

export const inviteUserBodySchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    role: z.enum(INVITABLE_ROLES, {
      error: (issue) => (issue.input === 'Owner' ? USER_MESSAGES.ownerCannotBeInvited : roleError(issue)),
    }),
    accessibleSubOrganizations: subOrganizationIdsSchema.default([]),
    org_id: orgId,
    projectName: projectNameSchema,
  })
  .superRefine(requireSubOrgUnlessAdmin);
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

/**
 * Edit User. `password` empty or absent keeps the password. `accessibleSubOrganizations`
 * absent keeps the stored list; the server then checks the resulting list against the role.
 */
export const updateUserBodySchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    password: z
      .string()
      .min(6, 'Password must be at least 6 characters long')
      .max(200, 'Password must be at most 200 characters')
      .optional()
      .or(z.literal('')),
    role: z.enum(ROLES, { error: roleError }),
    accessibleSubOrganizations: subOrganizationIdsSchema.optional(),
    org_id: orgId,
    projectName: projectNameSchema,
  })
  .superRefine((v, ctx) => {
    if (v.accessibleSubOrganizations !== undefined) requireSubOrgUnlessAdmin(v, ctx);
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const updateUserAccessBodySchema = z.object({
  accessibleSubOrganizations: subOrganizationIdsSchema,
  projectName: projectNameSchema,
});
export type UpdateUserAccessBody = z.infer<typeof updateUserAccessBodySchema>;

/** `POST /api/register` by a signed-in Owner or Admin: the created user, and no session for them. */
export const createdUserResultSchema = z.object({ user: userSchema });
export type CreatedUserResult = z.infer<typeof createdUserResultSchema>;

/** `GET /api/invitation/{token}`: what the accept page shows before the form. */
export const invitationDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  projectName: z.string(),
  organizationName: z.string(),
  accessibleSubOrganizations: z.array(z.string()),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** `POST /api/accept-invitation/{token}`: the now active user, signed in. */
export const acceptInvitationResultSchema = authResultSchema;
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResultSchema>;
