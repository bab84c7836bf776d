import { NO_VALID_CSV_ENTRIES_MESSAGE } from '@foyer/shared';
import { BUILDING_SCOPE_TEXT } from '../../lib/sub-organizations/messages';

const n = (count: number) => count.toLocaleString('en-US');

/** Texts of the Tenants page, as docs/product.md §2, §5 and §8 word them. */
export const TENANTS_TEXT = {
  subtitle: (subOrganization: string) => `Manage the companies listed in ${subOrganization}`,
  allSubOrganizations: 'all sub-organizations',
  empty: 'No tenants yet',
  emptyHint:
    'Create the directory of companies in your building, or import it from a CSV file or an Excel workbook.',
  emptyViewerHint: 'None have been shared with you yet.',
  loadFailed: 'Tenants could not be loaded',
  create: 'Create',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  downloadTemplate: 'Download Template',
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV or Excel',
  csvFile: 'CSV or Excel file to import',
  addEntry: 'Add Tenant Entry',
  removeEntry: 'Remove entry',
  saved: 'Tenants saved successfully!',
  atLeastOne: 'At least one tenant entry is required',
  createFailed: 'Failed to create tenants. Please try again.',
  // Followed by ': {the error's message, or Unknown error}' (useAction's 'message' wording).
  saveFailed: 'Failed to save tenants',
  deleteFailed: 'Failed to delete tenants',
  deleteTitle: 'Delete tenants?',
  deleteConfirm: 'Are you sure you want to delete this tenants? This action cannot be undone.',
  imported: (count: number, format: 'csv' | 'xlsx' = 'csv') =>
    `Successfully imported ${count} tenant entries from ${format === 'xlsx' ? 'Excel' : 'CSV'}.`,
  leaveText: 'You have unsaved changes to these tenants. If you leave now, they will be lost.',
  importNotSaved: 'Not saved yet: check the rows and press Save to keep them.',
  changedWhileEditing:
    'This list was changed while you were editing it (a sync applied, or someone saved it). Your edits are not saved: Save replaces the new version with yours, Cancel shows the new version.',
  unknownColumns: (names: readonly string[]) =>
    `Columns not imported (not a tenant field): ${names.join(', ')}.`,
  skippedRows: (rows: readonly number[]) => `Rows left out (no company name): ${rows.join(', ')}.`,
  cellProblem: (row: number, column: string, message: string) => `Row ${row}, ${column}: ${message}.`,
  importing: (percent: number) => `Importing... ${percent}%`,
  // A file that is no spreadsheet is refused by what its bytes say it is (docs/decisions/tenants.md TEN-18).
  notSpreadsheet: (what: string) =>
    `This is ${what}, not a spreadsheet. Choose a CSV file or an Excel workbook (.xlsx).`,
  notText: 'This file is not a spreadsheet or CSV text. Choose a CSV file or an Excel workbook (.xlsx).',
  oldExcel: 'This is an old Excel 97-2003 workbook (.xls). Save it as .xlsx or CSV and import that.',
  openDocument: 'This is an OpenDocument spreadsheet (.ods). Save it as .xlsx or CSV and import that.',
  protectedWorkbook:
    'This workbook is protected with a password. Save a copy without the password and import that.',
  unreadableWorkbook: 'This Excel workbook could not be read. Open it in Excel, save it again and import it.',
  noValidEntries: NO_VALID_CSV_ENTRIES_MESSAGE,
  readOnly: 'You have view-only access to these tenants.',
  lists: 'Tenant lists',
  newList: 'New Tenant List',
  listName: 'List name',
  listNamePlaceholder: 'Tenants',
  listNameHint: 'For example the building or the screen it is for. Left blank, it is called "Tenants".',
  newListHeading: 'New tenant list',
  allBuildings: BUILDING_SCOPE_TEXT.allBuildings,
  shownOn: (names: readonly string[]) => `On ${names.join(', ')}`,
  onNoScreen: 'Not on any screen',
  listNotFound:
    'That tenant list was not found here: it may have been deleted or belong to another building.',
  otherBuilding: 'This list belongs to another building than the one selected above.',
  deleteShownOn: (names: readonly string[]) =>
    names.length === 1
      ? `It is shown on ${names[0]}, which keeps showing it until it is published again.`
      : `It is shown on ${names.length} screens (${names.join(', ')}), which keep showing it until they are published again.`,
  previewTitle: 'Replace the rows with this file?',
  previewDescription: (file: string) =>
    `What importing ${file} would change. Nothing is saved until you press Save.`,
  previewSummary: (added: number, changed: number, removed: number, unchanged: number) =>
    [
      `${n(added)} to add`,
      `${n(changed)} to change`,
      `${n(removed)} to remove`,
      `${n(unchanged)} unchanged`,
    ].join(' · '),
  previewAdded: 'Added',
  previewChanged: 'Changed',
  previewRemoved: 'Removed',
  previewProblems: 'Could not be read as it was',
  previewMore: (count: number) => `and ${count.toLocaleString('en-US')} more`,
  previewConfirm: 'Replace rows',
  entryCount: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`,
} as const;

/** Texts of tenants confirming their listing on the Tenants page (docs/product.md §15). */
export const CONFIRMATION_TEXT = {
  askButton: 'Ask tenants to confirm',
  askTitle: 'Ask tenants to confirm their listing',
  askDescription:
    "Each company with a contact e-mail gets 'Is your listing correct?' with a link to check how it is listed and suggest changes. A company asked in the last 30 days is not asked again.",
  askThisList: (name: string) => `Send for ${name}`,
  askAllLists: 'Send for all lists',
  askAllHint: 'All lists you can change in the buildings shown.',
  askFailed: 'Failed to send the e-mails',
  cancel: 'Cancel',
  reviewButton: 'Review suggestions',
  reviewTitle: 'Review suggestions',
  reviewDescription:
    'Changes companies suggested for their own listing. Approving changes the list and marks its screens for publishing.',
  reviewEmpty: 'No suggestions are waiting.',
  waiting: (count: number) => `${count} waiting`,
  suggestedBy: (email: string, when: string) => `Suggested by ${email} · ${when}`,
  inList: (name: string) => `in ${name}`,
  field: 'Field',
  now: 'Now',
  suggested: 'Suggested',
  approve: 'Approve',
  approveAnyway: 'Approve anyway',
  reject: 'Reject',
  decideFailed: 'Failed to decide on the suggestion',
  empty: '(empty)',
  confirmedColumn: 'Confirmed',
  never: '—',
  logoAlt: (company: string) => `Suggested logo of ${company}`,
} as const;
