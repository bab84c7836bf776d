import { z } from 'zod';
import { authResultSchema } from './auth';
import { organizationSchema } from './organization';

/** `POST /api/register` answers the new user (its organization's Owner), a session token and the organization. */
export const registerResultSchema = authResultSchema.extend({ organization: organizationSchema });
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** `GET /api/reset-password/{token}` answers this while the link is usable, else 404. */
export const resetTokenStatusSchema = z.object({ valid: z.literal(true) });
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>;

/** Texts the server sends with auth answers (SPEC §8), so the dashboard can show them as they are. */
export const AUTH_NOTICES = {
  accountCreated: 'Account created successfully',
  signedOut: 'Signed out',
  resetInstructionsSent: 'Password reset instructions have been sent to your email address.',
  passwordReset: 'Password has been reset successfully. You can now sign in with your new password.',
  invalidResetToken: 'Invalid reset token',
} as const;
