import { ACCOUNT_MESSAGES, ORGANIZATION_MESSAGES } from '@foyer/shared';

/** Texts of the settings page (not described by the spec). */
export const SETTINGS_TEXT = {
  profileUpdated: ACCOUNT_MESSAGES.profileUpdated,
  profileFailed: 'Failed to update profile',
  passwordChanged: ACCOUNT_MESSAGES.passwordChanged,
  passwordFailed: 'Failed to change password',
  currentPasswordIncorrect: ACCOUNT_MESSAGES.currentPasswordIncorrect,
  organizationRenamed: ORGANIZATION_MESSAGES.renamed,
  organizationFailed: 'Failed to rename organization',
  defaultTimeZone: 'Default time zone',
  defaultTimeZoneHint:
    'New buildings start in this zone; screens without a building follow it. Each building can have its own in Screen hours.',
  offerZone: (zone: string) => `Use ${zone}`,
  timeZoneFailed: 'Failed to change the default time zone',
  alertsSaved: 'Screen alerts saved',
  alertsFailed: 'Failed to save screen alerts',
  leaveText: 'You have unsaved changes in Settings. If you leave now, they will be lost.',
} as const;
