import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-texts';
import { withoutNul } from './text';

/*
 * The fields of a person's account as every body that carries them checks them: signing up,
 * an Owner or Admin creating or inviting a user, accepting an invitation, editing a profile.
 */

export const fullNameSchema = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .max(120, 'Full name must be at most 120 characters')
  .check(withoutNul('Full name'));

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .check(withoutNul('Email'))
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** The client's project name, which several auth and user calls carry along. */
export const projectNameSchema = z.string().max(100).check(withoutNul('Project name')).optional();

/** A password being chosen. The upper bound keeps the password hash cheap to compute for hostile input. */
export function newPasswordSchema(min: number, tooShort: string) {
  return z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(min, tooShort)
    .max(200, 'Password must be at most 200 characters');
}
