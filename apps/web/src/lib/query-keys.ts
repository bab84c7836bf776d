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
  /** A building's public page, as a visitor without sign-in sees it. */
  publicDirectory: (token: string) => ['public-directory', token] as const,
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
};

/** What a user can change from the dashboard. */
export type Change =
  | 'device'
  | 'theme'
  | 'tenantList'
  | 'image'
  | 'user'
  | 'subOrganization'
  | 'mobileDirectory'
  | 'alert'
  | 'notice';

/**
 * Which views a change makes stale. A device shows whether its theme and tenant list changed since
 * it was published ('CHANGES, PLEASE PUBLISH'), so a saved theme or list refreshes the devices, as
 * does a building's mobile directory (its screens' QR codes show it); the users page names each
 * user's buildings.
 */
const STALE_AFTER: Record<Change, readonly QueryKey[]> = {
  device: [queryKeys.devices.all],
  theme: [queryKeys.themes.lists, queryKeys.devices.all],
  tenantList: [queryKeys.tenantLists.all, queryKeys.devices.all],
  image: [queryKeys.images.all],
  user: [queryKeys.users.all],
  // A renamed building flags its published screens (they show its name).
  subOrganization: [queryKeys.subOrganizations.all, queryKeys.users.all, queryKeys.devices.all],
  mobileDirectory: [queryKeys.mobileDirectories.all, queryKeys.devices.all],
  alert: [queryKeys.alerts.all, queryKeys.audit.all],
  notice: [queryKeys.notices.all, queryKeys.audit.all],
};

/** Refetches every view that shows what `change` touched; resolves when the active ones are back. */
export async function refreshAfter(queryClient: QueryClient, change: Change): Promise<void> {
  await Promise.all(STALE_AFTER[change].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
