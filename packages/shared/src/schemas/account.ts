import { z } from 'zod';
import { REGISTER_PASSWORD_MIN } from '../constants';
import { AUTH_MESSAGES } from './auth';
import { withoutNul } from './text';

/** Texts of the settings page answers. */
export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully. Your other sessions have been signed out.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordTooShort: 'Password must be at least 6 characters long',
} as const;

/** `PUT /api/me`: the signed-in user's own name. */
export const updateProfileBodySchema = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.nameRequired)
    .max(120, 'Full name must be at most 120 characters')
    .check(withoutNul('Full name')),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(REGISTER_PASSWORD_MIN, ACCOUNT_MESSAGES.newPasswordTooShort)
  .max(200, 'Password must be at most 200 characters');

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
