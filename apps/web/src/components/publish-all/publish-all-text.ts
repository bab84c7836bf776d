/** Texts of 'Publish to N screens' (devices page, tenants page, theme builder). */
export const PUBLISH_ALL_TEXT = {
  button: (count: number) => `Publish to ${count} ${count === 1 ? 'screen' : 'screens'}`,
  description:
    'Every screen here with changes that are not on it yet. Each is published on its own: one that fails does not stop the others.',
  start: 'Publish',
  close: 'Done',
  waiting: 'Waiting',
  publishing: 'Publishing...',
  published: (version: number) => `Published v${version} — waiting for the screen`,
  confirmed: (version: number) => `The screen shows v${version}`,
  failed: 'Failed to publish',
  failedRetry: 'Failed to publish. Please try again.',
  summary: (done: number, count: number) =>
    `Published to ${done} of ${count} ${count === 1 ? 'screen' : 'screens'}`,
  cancel: 'Cancel',
  warningTitle: 'Check before you publish',
  /** The tenants page and theme builder say which screens they mean. */
  descriptionForList:
    'Every screen showing this tenant list, with changes that are not on it yet. Each is published on its own: one that fails does not stop the others.',
  descriptionForTheme:
    'Every screen showing this theme, with changes that are not on it yet. Each is published on its own: one that fails does not stop the others.',
} as const;
