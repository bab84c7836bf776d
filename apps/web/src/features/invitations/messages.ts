import { AUTH_MESSAGES, USER_MESSAGES } from '@foyer/shared';

/** Texts of the Accept invitation screen (docs/product.md §2, §5, §8). */
export const INVITATION_TEXT = {
  errorTitle: 'Invitation Error',
  invalidTitle: 'Invalid Invitation',
  noToken: 'No invitation token provided',
  invalidOrExpired: USER_MESSAGES.invalidInvitation,
  loadFailed: 'Failed to load invitation details',
  notFound: 'This invitation could not be found or has expired.',
  createFailed: 'Failed to create account',
  createFailedRetry: 'Failed to create account. Please try again.',
  requirementsUnmet: 'Please ensure your password meets all requirements',
  atLeastEight: AUTH_MESSAGES.invitationPasswordTooShort,
  passwordsDoNotMatch: AUTH_MESSAGES.passwordsDoNotMatch,
  nameRequired: AUTH_MESSAGES.nameRequired,
  goToLogin: 'Go to Login',
  accept: 'Accept Invitation',
  accepting: 'Creating account...',
} as const;
