import { SYNC_DEFAULT_MAX_REMOVAL_PERCENT } from '@foyer/shared';

const n = (count: number) => count.toLocaleString('en-US');

/** Texts of the sync on the Tenants page that only the dashboard says (docs/product.md §13). */
export const SYNC_TEXT = {
  heading: 'Sync',
  setUpTitle: 'Keep this list in sync',
  setUpDescription:
    'Update the companies from a Google Sheet, a spreadsheet link or a JSON feed, on a schedule or when you press Sync now.',
  setUp: 'Set up sync',
  settings: 'Sync settings',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  history: 'Last runs',
  syncedFrom: (host: string) => `Syncs from ${host}`,
  schedule: { manual: 'Manual', hourly: 'Hourly', daily: (at: string) => `Daily at ${at}` },
  lastSynced: (ago: string) => `Last synced ${ago}`,
  neverSynced: 'Not synced yet',
  nextRun: (at: string) => `next ${at}`,
  failed: (ago: string, reason: string) => `Last sync failed ${ago}: ${reason}`,
  keptAsItWas: 'The list was kept as it was.',
  lastGood: (ago: string) => `Last good sync ${ago}.`,
  noGoodSync: 'No sync has succeeded yet.',
  awaitingTitle: 'First sync ready to review',
  awaitingText: (added: number) =>
    `It would fill the list with ${n(added)} ${added === 1 ? 'company' : 'companies'}. Nothing changes until you apply it.`,
  heldText: (percent: number) =>
    `It removes more than ${percent}% of the list, so it waits for you. The list shows what it showed before.`,
  heldEmptyText: 'It would leave the list empty, so it waits for you. The list shows what it showed before.',
  review: 'Review',
  apply: 'Apply',
  reject: 'Reject',
  readOnly: 'Only Owners, Admins and Editors of this building can change the sync.',
  // Sync now's outcome.
  applied: (added: number, changed: number, removed: number) =>
    `Sync applied: ${n(added)} added, ${n(changed)} changed, ${n(removed)} removed`,
  approved: 'Sync applied. The list was updated.',
  rejected: 'Sync rejected. The list was kept as it was.',
  // The preview (the import's own dialog, with the sync's words).
  previewFirstTitle: 'Apply the first sync?',
  previewHeldTitle: 'Apply the held sync?',
  previewDescription: (host: string) =>
    `What syncing from ${host} would change. Apply replaces the list's entries; Reject keeps them as they are.`,
  // The settings dialog.
  dialogTitle: 'Sync this list from a URL',
  dialogDescription:
    'The file is read with the same rules as an import: a header row naming the columns, any delimiter and encoding.',
  url: 'Address (URL)',
  urlPlaceholder: 'https://docs.google.com/spreadsheets/d/e/…/pub?output=csv',
  urlHint:
    'For a Google Sheet use File > Share > Publish to web > Comma-separated values (.csv) and paste that link.',
  format: 'Format',
  mapping: 'JSON keys',
  mappingHint:
    'For each field, the key that holds it in each object. Left empty, a key named like the CSV column is used.',
  scheduleLabel: 'When to sync',
  manual: 'Manual',
  hourly: 'Hourly',
  daily: 'Daily',
  dailyAt: 'At',
  dailyAtHint: "In the building's time zone.",
  maxRemoval: 'Remove at most',
  maxRemovalSuffix: '% of the companies without asking',
  maxRemovalHint: `A sync that would remove more, or empty the list, waits for Apply. ${SYNC_DEFAULT_MAX_REMOVAL_PERCENT}% unless changed.`,
  afterSync: 'After a sync',
  save: 'Save',
  saveAndSync: 'Save and preview',
  cancel: 'Cancel',
  saveFailed: 'Failed to save the sync settings',
  stop: 'Stop syncing',
  stopTitle: 'Stop syncing this list?',
  stopText: 'The list keeps its companies as they are now and no longer changes by itself.',
  stopped: 'This list no longer syncs. Its companies stay as they are.',
  stopFailed: 'Failed to stop syncing',
  actionFailed: 'Failed to sync',
  applyFailed: 'Failed to apply the sync',
  rejectFailed: 'Failed to reject the sync',
  // The runs table.
  runsCaption: 'Last 20 sync runs',
  when: 'When',
  trigger: 'Started by',
  outcome: 'Outcome',
  counts: 'Added · changed · removed',
  countsSpoken: (added: number, changed: number, removed: number) =>
    `${n(added)} added, ${n(changed)} changed, ${n(removed)} removed`,
  noRuns: 'No runs yet.',
} as const;

export const MAPPING_LABELS = {
  company_name: 'Company',
  floor: 'Floor',
  suite_room: 'Suite',
  category: 'Category',
  phone: 'Phone',
  email: 'Email',
  contact_person: 'Contact',
  move_in_date: 'Move In',
  move_out_date: 'Move Out',
  logo_url: 'Logo URL',
  active: 'Active',
  external_id: 'External ID',
} as const;
