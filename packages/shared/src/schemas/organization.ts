import { z } from 'zod';

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

export const subOrganizationInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters').default(''),
});
export type SubOrganizationInput = z.infer<typeof subOrganizationInputSchema>;
