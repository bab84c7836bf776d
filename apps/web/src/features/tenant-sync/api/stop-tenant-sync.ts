import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { syncPath } from './get-tenant-sync';

export function stopTenantSync(listId: string): Promise<unknown> {
  return api.post(`${syncPath(listId)}/delete`, {});
}

/** Stops syncing a list; its entries stay as they are. */
export function useStopTenantSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopTenantSync,
    onSuccess: (_answer, listId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.tenantSync.detail(listId) }),
  });
}
