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
