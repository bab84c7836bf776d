import { z } from 'zod';
import { roleSchema } from '../roles';
import { organizationSchema } from './organization';

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  org_id: z.string(),
  accessibleSubOrganizations: z.array(z.string()),
  last_logged_in: z.string().nullable(),
  isInvited: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const meSchema = z.object({ user: userSchema, organization: organizationSchema });
export type Me = z.infer<typeof meSchema>;
