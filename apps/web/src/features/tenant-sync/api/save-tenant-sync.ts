import { tenantSyncSchema, type TenantSync, type TenantSyncInput } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { syncPath } from './get-tenant-sync';

export function saveTenantSync({
  listId,
  ...body
}: TenantSyncInput & { listId: string }): Promise<TenantSync> {
  return api.put(syncPath(listId), body, tenantSyncSchema);
}

/** Sets up or changes where a list syncs from; the answer is the new sync state. */
export function useSaveTenantSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTenantSync,
    onSuccess: (sync, { listId }) => queryClient.setQueryData(queryKeys.tenantSync.detail(listId), sync),
  });
}
