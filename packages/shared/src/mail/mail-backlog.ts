import { z } from 'zod';

/**
 * An organization's e-mails the mail server has not taken yet (invitations, password resets,
 * screen alerts), for the notice Owners and Admins see while it does not answer
 * (docs/product.md §9 "Mail").
 */
export const mailBacklogSchema = z.object({
  /** Mail queued and not handed to the mail server yet. */
  waiting: z.number().int().min(0),
  /** When the oldest of them was queued (ISO time); null when none waits. */
  waiting_since: z.string().nullable(),
  /** The oldest has waited over 5 minutes: the mail server has not answered since `waiting_since`. */
  stalled: z.boolean(),
});
export type MailBacklog = z.infer<typeof mailBacklogSchema>;
