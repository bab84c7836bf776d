import { z } from 'zod';
import { withoutNul } from './text';

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const subOrganizationSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type SubOrganization = z.infer<typeof subOrganizationSchema>;

/** Texts of the Sub-organizations page (SPEC §8) and the server's answers. */
export const SUB_ORGANIZATION_MESSAGES = {
  nameRequired: 'Name is required',
  created: 'Sub-organization created successfully',
  updated: 'Sub-organization updated successfully',
  deleted: 'Sub-organization deleted successfully',
  notFound: 'Sub-organization not found',
  deleteBlocked: 'Error deleting sub-organization. It may contain devices, themes, or tenants.',
  createFailed: 'Failed to create sub-organization',
  updateFailed: 'Failed to update sub-organization',
  deleteFailed: 'Failed to delete sub-organization',
} as const;

const subOrganizationName = z
  .string({ error: SUB_ORGANIZATION_MESSAGES.nameRequired })
  .trim()
  .min(1, SUB_ORGANIZATION_MESSAGES.nameRequired)
  .max(120, 'Name must be at most 120 characters')
  .check(withoutNul('Name'));
const description = z
  .string()
  .trim()
  .max(1000, 'Description must be at most 1000 characters')
  .check(withoutNul('Description'));

/** Create: name required, description optional (empty). */
export const subOrganizationInputSchema = z.object({
  name: subOrganizationName,
  description: description.default(''),
});
export type SubOrganizationInput = z.infer<typeof subOrganizationInputSchema>;

/** Update: name required; an absent description keeps the stored one. */
export const subOrganizationUpdateSchema = z.object({
  name: subOrganizationName,
  description: description.optional(),
});
export type SubOrganizationUpdate = z.infer<typeof subOrganizationUpdateSchema>;

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organization not found',
  nameRequired: 'Organization name is required',
  renamed: 'Organization updated successfully',
} as const;

/** `PUT /api/foyer/organizations/{orgId}`: rename (Owner and Admin, settings page). */
export const updateOrganizationBodySchema = z.object({
  name: z
    .string({ error: ORGANIZATION_MESSAGES.nameRequired })
    .trim()
    .min(1, ORGANIZATION_MESSAGES.nameRequired)
    .max(120, 'Organization name must be at most 120 characters')
    .check(withoutNul('Organization name')),
});
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;
