import { tenantSyncSchema, type TenantSync } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A synced list is looked at again now and then: a scheduled run may have applied, held or failed. */
export const TENANT_SYNC_REFRESH_MS = 60 * 1000;

export const syncPath = (listId: string) => `/foyer/tenants/${encodeURIComponent(listId)}/sync`;

export function getTenantSync(listId: string, signal?: AbortSignal): Promise<TenantSync> {
  return api.get(syncPath(listId), tenantSyncSchema, signal);
}

/** The list's source, the run waiting for a decision and the last runs (docs/product.md §13). */
export function tenantSyncQueryOptions(listId: string) {
  return queryOptions({
    queryKey: queryKeys.tenantSync.detail(listId),
    queryFn: ({ signal }) => getTenantSync(listId, signal),
    // Only a list that syncs changes by itself; one without a source is asked once.
    refetchInterval: (query) => (query.state.data?.source ? TENANT_SYNC_REFRESH_MS : false),
    retry: false,
  });
}

export function useTenantSync(listId: string) {
  return useQuery(tenantSyncQueryOptions(listId));
}
