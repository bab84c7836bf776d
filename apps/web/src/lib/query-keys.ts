import type { ImageListQuery } from '@foyer/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The key of every cached query, for all features in one place, so that a change in one feature
 * can refresh the views of another (docs/architecture.md "Dashboard"). Each area's keys share
 * their first element, so a prefix key refreshes all of them.
 */
export const queryKeys = {
  devices: {
    all: ['devices'] as const,
    list: (orgId: string) => ['devices', 'list', orgId] as const,
    detail: (id: string) => ['devices', 'detail', id] as const,
    /** What each screen reported it draws (the cards' live drawing). */
    showing: (orgId: string) => ['devices', 'showing', orgId] as const,
  },
  themes: {
    /** Every list of themes, not the one open in the builder (refetching it would reload the builder). */
    lists: ['themes', 'list'] as const,
    list: (orgId: string) => ['themes', 'list', orgId] as const,
    detail: (id: string) => ['themes', 'detail', id] as const,
  },
  tenantLists: {
    all: ['tenant-lists'] as const,
    list: (orgId: string, subOrgId: string | null) => ['tenant-lists', 'list', orgId, subOrgId] as const,
    one: (id: string) => ['tenant-lists', 'one', id] as const,
  },
  /** A tenant list's sync from a URL: its source, held run and last runs (docs/product.md §13). */
  tenantSync: {
    all: ['tenant-sync'] as const,
    detail: (listId: string) => ['tenant-sync', listId] as const,
  },
  images: {
    all: ['images'] as const,
    list: (orgId: string, query: ImageListQuery) => ['images', 'list', orgId, query] as const,
  },
  users: {
    all: ['users'] as const,
    list: (orgId: string) => ['users', orgId] as const,
  },
  subOrganizations: {
    all: ['sub-organizations'] as const,
    list: (orgId: string) => ['sub-organizations', orgId] as const,
  },
  /** A building's time zone and opening hours (docs/product.md §12). */
  buildingSchedules: {
    detail: (subOrgId: string) => ['building-schedules', subOrgId] as const,
  },
  mobileDirectories: {
    all: ['mobile-directories'] as const,
    list: (orgId: string) => ['mobile-directories', orgId] as const,
  },
  /** Tenants confirming their listing (docs/product.md §15): each list's figures, the review queue. */
  tenantConfirmations: {
    all: ['tenant-confirmations'] as const,
    list: (listId: string) => ['tenant-confirmations', 'list', listId] as const,
    suggestions: (orgId: string, subOrgId: string | null) =>
      ['tenant-confirmations', 'suggestions', orgId, subOrgId] as const,
  },
  /** A company's own listing page, for the link in its e-mail (no sign-in). */
  publicListing: (token: string) => ['public-listing', token] as const,
  /** A building's public page, as a visitor without sign-in sees it. */
  publicDirectory: (token: string) => ['public-directory', token] as const,
  phoneMessages: (lang: string) => ['phone-messages', lang] as const,
  alerts: {
    all: ['alerts'] as const,
    list: (orgId: string) => ['alerts', 'list', orgId] as const,
    webhook: (orgId: string) => ['alerts', 'webhook', orgId] as const,
  },
  /** Scheduled notices (docs/product.md §12). */
  notices: {
    all: ['notices'] as const,
    list: (orgId: string) => ['notices', 'list', orgId] as const,
  },
  audit: {
    all: ['audit'] as const,
  },
  mail: {
    backlog: (orgId: string) => ['mail', 'backlog', orgId] as const,
  },
  /** The organization's category dictionary (docs/product.md §16 "Category translations"). */
  categoryTranslations: {
    all: ['category-translations'] as const,
    detail: (orgId: string) => ['category-translations', orgId] as const,
  },
  /** The organization's API tokens (docs/product.md §14). */
  apiTokens: {
    all: ['api-tokens'] as const,
    list: (orgId: string) => ['api-tokens', orgId] as const,
  },
};

/** What a user can change from the dashboard. */
export type Change =
  | 'device'
  | 'theme'
  | 'tenantList'
  | 'tenantConfirmation'
  | 'tenantSync'
  | 'image'
  | 'user'
  | 'subOrganization'
  | 'mobileDirectory'
  | 'alert'
  | 'notice'
  | 'apiToken'
  | 'categoryTranslations';

/**
 * Which views a change makes stale. A device shows whether its theme and tenant list changed since
 * it was published ('CHANGES, PLEASE PUBLISH'), so a saved theme or list refreshes the devices, as
 * does a building's mobile directory (its screens' QR codes show it); the users page names each
 * user's buildings.
 */
const STALE_AFTER: Record<Change, readonly QueryKey[]> = {
  device: [queryKeys.devices.all],
  theme: [queryKeys.themes.lists, queryKeys.devices.all],
  // A saved list may make a waiting suggestion stale, and changes the entries counted as confirmed.
  // A saved list may add a category to translate (docs/product.md §16 "Category translations").
  tenantList: [
    queryKeys.tenantLists.all,
    queryKeys.devices.all,
    queryKeys.tenantConfirmations.all,
    queryKeys.categoryTranslations.all,
  ],
  // An approved suggestion changes the list and flags its screens.
  tenantConfirmation: [queryKeys.tenantConfirmations.all, queryKeys.tenantLists.all, queryKeys.devices.all],
  // A sync that applied changes the list's entries and may publish or flag its screens.
  tenantSync: [queryKeys.tenantSync.all, queryKeys.tenantLists.all, queryKeys.devices.all],
  image: [queryKeys.images.all],
  user: [queryKeys.users.all],
  // A renamed building flags its published screens (they show its name).
  subOrganization: [queryKeys.subOrganizations.all, queryKeys.users.all, queryKeys.devices.all],
  mobileDirectory: [queryKeys.mobileDirectories.all, queryKeys.devices.all],
  alert: [queryKeys.alerts.all, queryKeys.audit.all],
  notice: [queryKeys.notices.all, queryKeys.audit.all],
  apiToken: [queryKeys.apiTokens.all, queryKeys.audit.all],
  // Saved translations flag the published screens showing a changed category.
  categoryTranslations: [queryKeys.categoryTranslations.all, queryKeys.devices.all, queryKeys.audit.all],
};

/** Refetches every view that shows what `change` touched; resolves when the active ones are back. */
export async function refreshAfter(queryClient: QueryClient, change: Change): Promise<void> {
  await Promise.all(STALE_AFTER[change].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
