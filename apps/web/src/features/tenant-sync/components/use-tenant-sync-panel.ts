import { can, type SyncRun, type TenantList, type TenantSyncInput, type User } from '@foyer/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../../components/editor/use-action';
import { refreshAfter } from '../../../lib/query-keys';
import { useApplySyncRun } from '../api/apply-sync-run';
import { useTenantSync } from '../api/get-tenant-sync';
import { useRejectSyncRun } from '../api/reject-sync-run';
import { useRunTenantSync } from '../api/run-tenant-sync';
import { useSaveTenantSync } from '../api/save-tenant-sync';
import { useStopTenantSync } from '../api/stop-tenant-sync';
import { SYNC_TEXT } from '../messages';

/** What Sync now says when it is done; a held, first or failed run is shown by the panel itself. */
export function runDoneText(run: SyncRun): string {
  if (run.outcome === 'applied' && run.counts)
    return SYNC_TEXT.applied(run.counts.added, run.counts.changed, run.counts.removed);
  if (run.outcome === 'unchanged') return run.message;
  return '';
}

/**
 * Everything the sync part of the Tenants page does, without drawing it (docs/product.md §13): the
 * list's sync state, Sync now, the preview of a first or held sync with Apply and Reject, the
 * settings and Stop syncing, each through the dashboard's one action helper (DSH-23).
 */
export function useTenantSyncPanel({ actor, list }: { actor: User; list: TenantList }) {
  const canWrite = can(actor, 'content:write', { sub_org_id: list.sub_org_id });
  const query = useTenantSync(list.id);
  const sync = query.data;
  const queryClient = useQueryClient();
  const runSync = useRunTenantSync();
  const applyRun = useApplySyncRun();
  const rejectRun = useRejectSyncRun();
  const saveSync = useSaveTenantSync();
  const stopSync = useStopTenantSync();
  /** The run whose preview is open. */
  const [reviewing, setReviewing] = useState<SyncRun | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);

  // A scheduled sync applied while the page was open: the list's entries and its screens changed.
  const lastSuccess = sync?.source?.last_success_at ?? null;
  const seenSuccess = useRef(lastSuccess);
  useEffect(() => {
    const before = seenSuccess.current;
    seenSuccess.current = lastSuccess;
    if (before !== null && lastSuccess !== null && before !== lastSuccess)
      void refreshAfter(queryClient, 'tenantList');
  }, [lastSuccess, queryClient]);

  const syncNow = useAction(
    () => runSync.mutateAsync(list.id),
    { done: runDoneText, failed: SYNC_TEXT.actionFailed, reason: 'prefixed' },
    {
      // A first sync opens its preview at once; a held one shows as the banner, a failed one in the panel.
      onDone: (run) => {
        if (run.outcome === 'awaiting_first_apply' && run.preview) setReviewing(run);
      },
    },
  );
  const apply = useAction((run: SyncRun) => applyRun.mutateAsync({ listId: list.id, runId: run.id }), {
    done: SYNC_TEXT.approved,
    failed: SYNC_TEXT.applyFailed,
    reason: 'prefixed',
  });
  const reject = useAction((run: SyncRun) => rejectRun.mutateAsync({ listId: list.id, runId: run.id }), {
    done: SYNC_TEXT.rejected,
    failed: SYNC_TEXT.rejectFailed,
    reason: 'prefixed',
  });
  const save = useAction((body: TenantSyncInput) => saveSync.mutateAsync({ listId: list.id, ...body }), {
    failed: SYNC_TEXT.saveFailed,
    reason: 'prefixed',
  });
  const stop = useAction(() => stopSync.mutateAsync(list.id), {
    done: SYNC_TEXT.stopped,
    failed: SYNC_TEXT.stopFailed,
    reason: 'prefixed',
  });

  /** Saves the settings; a new address is synced at once, so its first preview opens (docs/product.md §13). */
  async function saveSettings(body: TenantSyncInput): Promise<boolean> {
    const newAddress = !sync?.source || sync.source.url !== body.url;
    const saved = await save.run(body);
    if (!saved) return false;
    setSettingsOpen(false);
    if (newAddress) await syncNow.run();
    return true;
  }

  /** Apply or Reject from the banner or the preview; the preview closes either way (a refused one is stale). */
  async function decide(decision: 'apply' | 'reject', run: SyncRun) {
    await (decision === 'apply' ? apply.run(run) : reject.run(run));
    setReviewing(null);
  }

  async function stopSyncing() {
    await stop.run();
    setConfirmStop(false);
    setSettingsOpen(false);
  }

  return {
    canWrite,
    query,
    sync,
    source: sync?.source ?? null,
    held: sync?.held ?? null,
    runs: sync?.runs ?? [],
    syncing: syncNow.pending || save.pending,
    syncNow: () => void syncNow.run(),
    reviewing,
    review: (run: SyncRun) => setReviewing(run),
    closeReview: () => setReviewing(null),
    deciding: apply.pending || reject.pending,
    apply: (run: SyncRun) => void decide('apply', run),
    reject: (run: SyncRun) => void decide('reject', run),
    settingsOpen,
    setSettingsOpen,
    saving: save.pending,
    saveSettings,
    confirmStop,
    setConfirmStop,
    stopping: stop.pending,
    stopSyncing: () => void stopSyncing(),
  };
}
