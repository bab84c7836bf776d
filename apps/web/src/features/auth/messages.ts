import { AUTH_MESSAGES, AUTH_NOTICES } from '@foyer/shared';

/** Texts of the public auth screens, as docs/product.md §2, §5 and §8 word them (some shared with the server). */
export const AUTH_TEXT = {
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  forgotPasswordLink: 'Forgot password?',
  createAccountLink: 'Create one',
  loginFailed: AUTH_MESSAGES.invalidCredentials,

  createAccount: 'Create Account',
  creatingAccount: 'Creating account...',
  registerSuccess: 'Account created successfully! Logging you in...',
  registerManualLogin: 'Account created successfully! Please log in manually.',
  registerFailed: 'Registration failed. Please try again.',

  sendResetInstructions: 'Send Reset Instructions',
  sendingResetInstructions: 'Sending...',
  resetInstructionsSent: AUTH_NOTICES.resetInstructionsSent,
  resetInstructionsFailed: 'Failed to send reset instructions',

  resetPassword: 'Reset Password',
  resettingPassword: 'Resetting...',
  missingResetToken: 'Invalid or missing reset token',
  invalidResetToken: AUTH_NOTICES.invalidResetToken,
  invalidResetLinkTitle: 'Invalid Reset Link',
  passwordResetDone: AUTH_NOTICES.passwordReset,
  resetPasswordFailed: 'Failed to reset password',
  resetFailed: 'Failed to reset password. Please try again.',
} as const;
