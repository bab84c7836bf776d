import { z } from 'zod';
import { INVITATION_PASSWORD_MIN, REGISTER_PASSWORD_MIN, RESET_PASSWORD_MIN } from '../constants';
import { roleSchema } from '../roles';
import { emailSchema, fullNameSchema, newPasswordSchema, projectNameSchema } from './account-fields';
import { AUTH_MESSAGES } from './auth-texts';
import { idSchema, linkTokenSchema } from './text';
import { userSchema } from './user';

export { AUTH_MESSAGES } from './auth-texts';

export const registerBodySchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema(REGISTER_PASSWORD_MIN, AUTH_MESSAGES.registerPasswordTooShort),
  projectName: projectNameSchema,
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
    name: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema(REGISTER_PASSWORD_MIN, AUTH_MESSAGES.registerPasswordTooShort),
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(200),
  projectName: projectNameSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authResultSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema, projectName: projectNameSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  password: newPasswordSchema(RESET_PASSWORD_MIN, 'Password must be at least 6 characters long'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema(RESET_PASSWORD_MIN, 'Password must be at least 6 characters long'),
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetTokenParamSchema = z.object({ token: linkTokenSchema });

export const acceptInvitationBodySchema = z.object({
  name: fullNameSchema,
  password: newPasswordSchema(INVITATION_PASSWORD_MIN, AUTH_MESSAGES.invitationPasswordTooShort),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
