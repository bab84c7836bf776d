import { z } from 'zod';
import { INVITATION_PASSWORD_MIN, REGISTER_PASSWORD_MIN, RESET_PASSWORD_MIN } from '../constants';
import { roleSchema } from '../roles';
import { AUTH_MESSAGES } from './auth-texts';
import { idSchema, linkTokenSchema, withoutNul } from './text';
import { userSchema } from './user';

export { AUTH_MESSAGES } from './auth-texts';

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .check(withoutNul('Email'))
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));
const name = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .max(120, 'Full name must be at most 120 characters')
  .check(withoutNul('Full name'));
const projectName = z.string().max(100).check(withoutNul('Project name')).optional();
// Upper bound keeps the password hash cheap to compute for hostile input.
const newPassword = (min: number, tooShort: string) =>
  z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(min, tooShort)
    .max(200, 'Password must be at most 200 characters');

export const registerBodySchema = z.object({
  name,
  email,
  password: newPassword(REGISTER_PASSWORD_MIN, AUTH_MESSAGES.registerPasswordTooShort),
  projectName,
  /**
   * Only honoured when a signed-in Owner or Admin creates a user in their organization
   * (bearer token plus `role` or `org_id`); public sign-up ignores them.
   */
  role: roleSchema.optional(),
  accessibleSubOrganizations: z.array(idSchema('Sub-organization id')).max(1000).optional(),
  org_id: idSchema('Organization id').optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerFormSchema = z
  .object({
    name,
    email,
    password: newPassword(REGISTER_PASSWORD_MIN, AUTH_MESSAGES.registerPasswordTooShort),
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginBodySchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(200),
  projectName,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authResultSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

export const forgotPasswordBodySchema = z.object({ email, projectName });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  password: newPassword(RESET_PASSWORD_MIN, 'Password must be at least 6 characters long'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPassword(RESET_PASSWORD_MIN, 'Password must be at least 6 characters long'),
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetTokenParamSchema = z.object({ token: linkTokenSchema });

export const acceptInvitationBodySchema = z.object({
  name,
  password: newPassword(INVITATION_PASSWORD_MIN, AUTH_MESSAGES.invitationPasswordTooShort),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
