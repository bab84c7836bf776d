import { z } from 'zod';
import { REGISTER_PASSWORD_MIN } from '../constants';
import { fullNameSchema, newPasswordSchema } from './account-fields';
import { AUTH_MESSAGES } from './auth';

/** Texts of the settings page answers. */
export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully. Your other sessions have been signed out.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordTooShort: 'Password must be at least 6 characters long',
} as const;

/** `PUT /api/me`: the signed-in user's own name. */
export const updateProfileBodySchema = z.object({ name: fullNameSchema });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

const newPassword = newPasswordSchema(REGISTER_PASSWORD_MIN, ACCOUNT_MESSAGES.newPasswordTooShort);

/** `POST /api/me/password`. */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(200),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The settings form: the body plus a confirmation that must match. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
