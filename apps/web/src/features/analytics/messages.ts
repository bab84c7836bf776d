/** Texts of the analytics page (its content is ours: docs/product.md §2 lists the route only). */
export const ANALYTICS_TEXT = {
  title: 'Analytics',
  subtitle: (place: string | null) =>
    place
      ? `How the screens of ${place} did over the last 7 days`
      : 'How your screens did over the last 7 days',
  loadFailed: 'Analytics could not be loaded',
  loadFailedHint: 'Check your connection, then try again.',
  tryAgain: 'Try again',
  empty: 'No screens yet',
  emptyHint: 'Add a device and pair its screen; its connection history appears here.',
  addDevice: 'Add Device',
  onlineNow: 'Online now',
  uptime: 'Uptime, 7 days',
  publishes: 'Publishes, 7 days',
  screens: 'Screens',
  screensHint: 'Online and offline periods from each screen’s contacts with the server.',
  publishesPerDay: 'Publishes per day',
  publishesHint: 'Every Update & Publish, by day (UTC).',
  online: 'Online',
  offline: 'Offline',
  noData: 'No contact',
  connected: 'Connected',
  disconnected: 'Disconnected',
  lastSeen: 'Last seen',
  never: 'never',
  appVersion: 'App',
  loading: 'Loading analytics',
} as const;
