import { z } from 'zod';
import { roleSchema } from '../roles';
import { organizationSchema } from './organization';

/**
 * How the mail of an invited user's open invitation is doing: `pending` until the mail server
 * took it (retries included), `sent`, or `failed` once the retries gave up.
 */
export const INVITATION_DELIVERIES = ['pending', 'sent', 'failed'] as const;
export const invitationDeliverySchema = z.enum(INVITATION_DELIVERIES);
export type InvitationDelivery = z.infer<typeof invitationDeliverySchema>;

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
  /** Only on invited users in the users list and invitation answers; absent for older invitations. */
  invitationDelivery: invitationDeliverySchema.optional(),
});
export type User = z.infer<typeof userSchema>;

export const meSchema = z.object({ user: userSchema, organization: organizationSchema });
export type Me = z.infer<typeof meSchema>;
