import { syncRunSchema, type SyncRun } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';
import { syncPath } from './get-tenant-sync';

export interface SyncRunRef {
  listId: string;
  runId: string;
}

export const runPath = ({ listId, runId }: SyncRunRef) =>
  `${syncPath(listId)}/runs/${encodeURIComponent(runId)}`;

/** Applies a held sync or a first sync's preview (409 when the list changed since the preview). */
export function applySyncRun(ref: SyncRunRef): Promise<SyncRun> {
  return api.post(`${runPath(ref)}/apply`, {}, syncRunSchema);
}

export function useApplySyncRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applySyncRun,
    // The list's entries changed, and its screens were published or flagged.
    onSuccess: () => refreshAfter(queryClient, 'tenantSync'),
  });
}
