import { syncRunSchema, type SyncRun } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { runPath, type SyncRunRef } from './apply-sync-run';

/** Rejects a held sync or a first sync's preview: the list stays as it is. */
export function rejectSyncRun(ref: SyncRunRef): Promise<SyncRun> {
  return api.post(`${runPath(ref)}/reject`, {}, syncRunSchema);
}

export function useRejectSyncRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectSyncRun,
    onSuccess: (_run, { listId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.tenantSync.detail(listId) }),
  });
}
