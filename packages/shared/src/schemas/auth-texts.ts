/**
 * Texts of the auth rules and answers, apart from the zod schemas in `auth.ts` and
 * `auth-results.ts` so the sign-in page can show them without loading zod.
 */
export const AUTH_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  registerPasswordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  confirmRequired: 'Please confirm your password',
  invitationPasswordTooShort: 'At least 8 characters',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
} as const;

/** Texts the server sends with auth answers (docs/product.md §8), so the dashboard can show them as they are. */
export const AUTH_NOTICES = {
  accountCreated: 'Account created successfully',
  signedOut: 'Signed out',
  resetInstructionsSent: 'Password reset instructions have been sent to your email address.',
  passwordReset: 'Password has been reset successfully. You can now sign in with your new password.',
  invalidResetToken: 'Invalid reset token',
} as const;
