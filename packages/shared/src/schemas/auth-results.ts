import { z } from 'zod';
import { authResultSchema } from './auth';
import { organizationSchema } from './organization';

/** `POST /api/register` answers the new user (its organization's Owner), a session token and the organization. */
export const registerResultSchema = authResultSchema.extend({ organization: organizationSchema });
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** `GET /api/reset-password/{token}` answers this while the link is usable, else 404. */
export const resetTokenStatusSchema = z.object({ valid: z.literal(true) });
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>;

export { AUTH_NOTICES } from './auth-texts';
