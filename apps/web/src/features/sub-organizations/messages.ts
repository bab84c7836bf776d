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
