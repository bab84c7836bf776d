const n = (count: number) => count.toLocaleString('en-US');
const screens = (count: number) => `${n(count)} ${count === 1 ? 'screen' : 'screens'}`;

/** Texts of 'Publish to N screens' (devices page, tenants page, theme builder). */
export const PUBLISH_ALL_TEXT = {
  button: (count: number) => `Publish to ${screens(count)}`,
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
  summary: (done: number, count: number) => `Published to ${n(done)} of ${screens(count)}`,
  cancel: 'Cancel',
  warningTitle: 'Check before you publish',
  /** The tenants page and theme builder say which screens they mean. */
  descriptionForList:
    'Every screen showing this tenant list, with changes that are not on it yet. Each is published on its own: one that fails does not stop the others.',
  descriptionForTheme:
    'Every screen showing this theme, with changes that are not on it yet. Each is published on its own: one that fails does not stop the others.',
  /** The list of screens, for assistive technology. */
  listLabel: 'Screens',
  /** While the calls run: how many screens have their answer. */
  progress: (done: number, count: number) => `Publishing… ${n(done)} of ${n(count)}`,
  progressLabel: 'Screens published',
  progressValue: (done: number, count: number) => `${n(done)} of ${screens(count)}`,
  failedSoFar: (count: number) => `${n(count)} failed so far`,
  /** After the calls: what the screens' receipts say. */
  showing: (count: number) => `${n(count)} on screen`,
  awaiting: (count: number) => `${n(count)} waiting for the screen`,
  noScreen: (count: number) => `${n(count)} with no screen on the code yet`,
  failedCount: (count: number) => `${n(count)} failed`,
  failedTitle: (count: number) => `${screens(count)} could not be published`,
  /** One reason and how many screens gave it, in the failure summary. */
  reasonCount: (reason: string, count: number) => `${reason} (${screens(count)})`,
  moreReasons: (count: number) => `and ${n(count)} other ${count === 1 ? 'reason' : 'reasons'}`,
  showFailed: 'Show the failed screens',
  retryFailed: (count: number) => `Publish the ${n(count)} failed again`,
  /** The list's views once publishing has started. */
  viewsLabel: 'Show',
  viewAll: 'All',
  viewFailed: 'Failed',
  viewAwaiting: 'Waiting for the screen',
  viewEmpty: 'No screens here.',
} as const;
