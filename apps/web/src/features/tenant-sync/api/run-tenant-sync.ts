import { syncRunSchema, type SyncRun } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';
import { syncPath } from './get-tenant-sync';

/** 'Sync now': a failed fetch answers 200 with outcome 'failed' and the reason, the list unchanged. */
export function runTenantSync(listId: string): Promise<SyncRun> {
  return api.post(`${syncPath(listId)}/run`, {}, syncRunSchema);
}

export function useRunTenantSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTenantSync,
    onSuccess: (run, listId) =>
      run.outcome === 'applied'
        ? refreshAfter(queryClient, 'tenantSync')
        : queryClient.invalidateQueries({ queryKey: queryKeys.tenantSync.detail(listId) }),
  });
}
