import { z } from 'zod';
import { INVITABLE_ROLES, roleSchema } from '../roles';
import { AUTH_MESSAGES } from './auth';

export const USER_MESSAGES = {
  subOrganizationRequired: 'Please select at least one sub-organization for this user.',
  ownerCannotBeInvited: 'An Owner cannot be invited',
  invitationSent: 'Invitation sent successfully! The user will receive an email to create their account.',
} as const;

const name = z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(120, 'Full name must be at most 120 characters');
const email = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));
const subOrgIds = z.array(z.string().min(1).max(100)).max(1000);

/** Admins reach every sub-organization, so only other roles must name at least one. */
function requireSubOrgUnlessAdmin(v: { role?: string; accessibleSubOrganizations?: string[] }, ctx: z.RefinementCtx) {
  if (v.role && v.role !== 'Admin' && v.role !== 'Owner' && (v.accessibleSubOrganizations ?? []).length === 0) {
    ctx.addIssue({ code: 'custom', message: USER_MESSAGES.subOrganizationRequired, path: ['accessibleSubOrganizations'] });
  }
}

export const inviteUserBodySchema = z
  .object({
    name,
    email,
    role: z.enum(INVITABLE_ROLES, { error: USER_MESSAGES.ownerCannotBeInvited }),
    accessibleSubOrganizations: subOrgIds.default([]),
    org_id: z.string().optional(),
    projectName: z.string().max(100).optional(),
  })
  .superRefine(requireSubOrgUnlessAdmin);
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

export const updateUserBodySchema = z
  .object({
    name,
    email,
    password: z.string().min(6, 'Password must be at least 6 characters long').max(200).optional().or(z.literal('')),
    role: roleSchema,
    accessibleSubOrganizations: subOrgIds.optional(),
    org_id: z.string().optional(),
    projectName: z.string().max(100).optional(),
  })
  .superRefine(requireSubOrgUnlessAdmin);
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const updateUserAccessBodySchema = z.object({
  accessibleSubOrganizations: subOrgIds,
  projectName: z.string().max(100).optional(),
});
export type UpdateUserAccessBody = z.infer<typeof updateUserAccessBodySchema>;

export const invitationDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  projectName: z.string(),
  organizationName: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;
