import { SUB_ORGANIZATION_MESSAGES } from '@foyer/shared';

/** Texts of the Sub-organizations page (docs/product.md §2, §5, §8; some shared with the server). */
export const SUB_ORGANIZATIONS_TEXT = {
  add: 'Add Sub-Organization',
  createTitle: 'New Sub-Organization',
  editTitle: 'Edit Sub-Organization',
  empty: 'No sub-organizations yet',
  created: SUB_ORGANIZATION_MESSAGES.created,
  updated: SUB_ORGANIZATION_MESSAGES.updated,
  deleted: SUB_ORGANIZATION_MESSAGES.deleted,
  createFailed: SUB_ORGANIZATION_MESSAGES.createFailed,
  updateFailed: SUB_ORGANIZATION_MESSAGES.updateFailed,
  deleteBlocked: SUB_ORGANIZATION_MESSAGES.deleteBlocked,
  deleteConfirmation: (name: string) =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
} as const;

/** Texts of a building card's mobile directory part (docs/product.md §11). */
export const MOBILE_DIRECTORY_TEXT = {
  title: 'Mobile directory',
  on: 'On',
  off: 'Off',
  offHint: 'A page visitors open on their phone, from a QR code on the lobby screen, to find a company.',
  copy: 'Copy link',
  copied: 'Copied',
  copyFailed: 'The link could not be copied. Select the address and copy it instead.',
  newAddress: 'New address',
  newAddressTitle: 'Give this directory a new address?',
  newAddressDescription: 'The current link and printed QR codes stop working.',
  newAddressPending: 'Making a new address...',
  qrTitle: (name: string) => `QR code of the mobile directory of ${name}`,
  updateFailed: 'Failed to change the mobile directory',
  newAddressFailed: 'Failed to give the mobile directory a new address',
  loadFailed: 'The mobile directory could not be loaded',
  retry: 'Try again',
} as const;

/** Texts of a building's Screen hours dialog (docs/product.md §12). */
export const SCREEN_HOURS_TEXT = {
  open: 'Screen hours',
  openFor: (name: string) => `Screen hours of ${name}`,
  cardHint: 'Time zone, and when the lobby screens show the directory or sleep.',
  title: (name: string) => `Screen hours · ${name}`,
  description: 'When the lobby screens of this building show the directory. Outside these hours they sleep.',
  timeZone: 'Time zone',
  timeZoneHint: 'Every time below is read in this zone, summer time included.',
  modeLabel: 'When screens are on',
  alwaysOn: 'Always on',
  setHours: 'Set opening hours',
  weeklyHeading: 'Every week',
  closed: 'Off all day',
  addInterval: 'Add hours',
  removeInterval: (day: string, index: number) => `Remove ${day} hours ${index + 1}`,
  from: (day: string, index: number) => `${day} from (${index + 1})`,
  to: (day: string, index: number) => `${day} until (${index + 1})`,
  nextDay: (time: string) => `until ${time} the next day`,
  copyMonday: 'Copy Monday to weekdays',
  exceptionsHeading: 'Holidays and closures',
  exceptionsHint: 'A date listed here replaces that day’s weekly hours.',
  noExceptions: 'No dates yet.',
  addException: 'Add date',
  exceptionDate: 'Date',
  exceptionLabel: 'Label',
  exceptionLabelPlaceholder: 'Christmas Day',
  exceptionClosed: 'Off all day',
  exceptionOpen: 'Own hours',
  removeException: (name: string) => `Remove ${name}`,
  saveFailed: 'Failed to save screen hours',
  checkFirst: (problem: string) => `Check the hours before saving. ${problem}`,
  loadFailed: 'Screen hours could not be loaded',
  loading: 'Loading screen hours',
  leaveText: 'Your changes to the screen hours have not been saved and will be lost.',
  save: 'Save screen hours',
  saving: 'Saving...',
} as const;

/** The create form's time zone line. */
export const CREATE_TIME_ZONE_TEXT = {
  line: (zone: string) => `Time zone: ${zone}`,
  organizationDefault: "Time zone: the organization's default",
  change: 'Change',
} as const;
