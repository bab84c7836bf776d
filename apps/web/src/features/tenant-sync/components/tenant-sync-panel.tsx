import { type SyncRun, type TenantImportDiff, type TenantList, type User } from '@foyer/shared';
import { ChevronDown, CircleAlert, CloudDownload, RefreshCw, Settings2, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { hostOf, scheduleText, timeAgo } from '../lib/sync-words';
import { SYNC_TEXT } from '../messages';
import { SyncRunsTable } from './sync-runs-table';
import { SyncSettingsDialog } from './sync-settings-dialog';
import { useTenantSyncPanel } from './use-tenant-sync-panel';

/** What the import's preview dialog (docs/decisions/tenants.md TEN-13) is given to show a sync's preview. */
export interface SyncPreviewDialogProps {
  preview: { fileName: string; diff: TenantImportDiff; problems: readonly string[] } | null;
  texts: { title: string; description: string; confirm: string; cancel: string };
  pending: boolean;
  /** Apply. */
  onReplace: () => void;
  /** Reject. */
  onCancel: () => void;
  /** Closed with × or Escape: the run keeps waiting. */
  onDismiss: () => void;
}

export interface TenantSyncPanelProps {
  actor: User;
  list: TenantList;
  /** The tenants feature's import preview, given by the route (features stay apart, DSH-2). */
  renderPreview: (props: SyncPreviewDialogProps) => ReactNode;
  /** Now, for the 'minutes ago' texts (tests fix it). */
  now?: number;
}

/** 'Sync held: would remove 43 of 60 companies', or the first sync waiting: Review, Apply, Reject. */
function WaitingBanner({
  run,
  first,
  percent,
  canWrite,
  pending,
  onReview,
  onApply,
  onReject,
}: {
  run: SyncRun;
  first: boolean;
  percent: number;
  canWrite: boolean;
  pending: boolean;
  onReview: () => void;
  onApply: () => void;
  onReject: () => void;
}) {
  const empties = run.counts !== null && run.counts.total === 0;
  return (
    <div
      role="status"
      aria-label={first ? SYNC_TEXT.awaitingTitle : run.message}
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border px-4 py-3 animate-fade-in',
        first ? 'border-brand-200 bg-brand-50/70' : 'border-amber-300 bg-amber-50',
      )}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          first ? 'bg-brand-100 text-brand-700' : 'bg-amber-100 text-amber-700',
        )}
        aria-hidden
      >
        {first ? <CloudDownload className="size-4.5" /> : <TriangleAlert className="size-4.5" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm font-semibold', first ? 'text-brand-950' : 'text-amber-950')}>
          {first ? SYNC_TEXT.awaitingTitle : run.message}
        </p>
        <p className={cn('mt-0.5 text-[13px] leading-5', first ? 'text-brand-900/80' : 'text-amber-900/80')}>
          {first
            ? SYNC_TEXT.awaitingText(run.counts?.total ?? run.preview?.added.length ?? 0)
            : empties
              ? SYNC_TEXT.heldEmptyText
              : SYNC_TEXT.heldText(percent)}
        </p>
      </div>
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onReview} disabled={!run.preview}>
            {SYNC_TEXT.review}
          </Button>
          <Button variant="secondary" size="sm" onClick={onReject} disabled={pending}>
            {SYNC_TEXT.reject}
          </Button>
          <Button size="sm" onClick={onApply} loading={pending}>
            {SYNC_TEXT.apply}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A tenant list's sync from a URL on the Tenants page (docs/product.md §13): where it syncs from and
 * when, the last success or failure, Sync now, a first or held sync waiting for Apply or Reject,
 * the last 20 runs and the settings. Viewers see it without its buttons.
 */
export function TenantSyncPanel({ actor, list, renderPreview, now = Date.now() }: TenantSyncPanelProps) {
  const panel = useTenantSyncPanel({ actor, list });
  const { source, held, runs, canWrite, reviewing } = panel;
  const [showRuns, setShowRuns] = useState(false);

  // Not loaded (or not allowed): the editor stands alone; the sync is an addition to it.
  if (!panel.sync) return null;
  if (!source && !canWrite) return null;

  const host = source ? hostOf(source.url) : '';
  const failed = source?.state === 'failed' && source.last_error !== null;
  const settings = (
    <Dialog open={panel.settingsOpen} onOpenChange={(open) => !panel.saving && panel.setSettingsOpen(open)}>
      {panel.settingsOpen && (
        <SyncSettingsDialog
          source={source}
          canStop={source !== null}
          pending={panel.saving}
          onSave={panel.saveSettings}
          onStop={() => panel.setConfirmStop(true)}
          onClose={() => panel.setSettingsOpen(false)}
        />
      )}
    </Dialog>
  );

  const dialogs = (
    <>
      {settings}
      <ConfirmDialog
        open={panel.confirmStop}
        onOpenChange={panel.setConfirmStop}
        title={SYNC_TEXT.stopTitle}
        description={SYNC_TEXT.stopText}
        confirmLabel={SYNC_TEXT.stop}
        pending={panel.stopping}
        onConfirm={panel.stopSyncing}
      />
      {renderPreview({
        preview: reviewing?.preview ? { fileName: host, diff: reviewing.preview, problems: [] } : null,
        texts: {
          title: reviewing?.outcome === 'held' ? SYNC_TEXT.previewHeldTitle : SYNC_TEXT.previewFirstTitle,
          description: SYNC_TEXT.previewDescription(host),
          confirm: SYNC_TEXT.apply,
          cancel: SYNC_TEXT.reject,
        },
        pending: panel.deciding,
        onReplace: () => reviewing && panel.apply(reviewing),
        onCancel: () => reviewing && panel.reject(reviewing),
        onDismiss: panel.closeReview,
      })}
    </>
  );

  const waiting =
    source && held && (held.outcome === 'held' || held.outcome === 'awaiting_first_apply') ? held : null;
  return (
    <section aria-label={SYNC_TEXT.heading} className="space-y-3">
      {waiting && (
        <WaitingBanner
          run={waiting}
          first={waiting.outcome === 'awaiting_first_apply'}
          percent={source?.max_removal_percent ?? 0}
          canWrite={canWrite}
          pending={panel.deciding}
          onReview={() => panel.review(waiting)}
          onApply={() => panel.apply(waiting)}
          onReject={() => panel.reject(waiting)}
        />
      )}
      {source ? (
        <div className="rounded-xl border border-zinc-200/80 bg-white shadow-xs">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full',
                failed ? 'bg-red-50 text-red-600' : 'bg-emerald-50 text-emerald-600',
              )}
              aria-hidden
            >
              {failed ? <CircleAlert className="size-4.5" /> : <RefreshCw className="size-4" />}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
                <span className="truncate" title={source.url}>
                  {SYNC_TEXT.syncedFrom(host)}
                </span>
                <Badge tone="neutral">{scheduleText(source)}</Badge>
                <Badge tone="neutral">{source.format.toUpperCase()}</Badge>
              </p>
              <p className="mt-0.5 text-[13px] leading-5 text-zinc-500" data-testid="sync-state">
                {failed ? (
                  <>
                    <span className="font-medium text-red-700">
                      {SYNC_TEXT.failed(timeAgo(source.last_error_at ?? '', now), source.last_error ?? '')}
                    </span>{' '}
                    <span className="text-red-700">{SYNC_TEXT.keptAsItWas}</span>{' '}
                    {source.last_success_at
                      ? SYNC_TEXT.lastGood(timeAgo(source.last_success_at, now))
                      : SYNC_TEXT.noGoodSync}
                  </>
                ) : (
                  <>
                    {source.last_success_at
                      ? SYNC_TEXT.lastSynced(timeAgo(source.last_success_at, now))
                      : SYNC_TEXT.neverSynced}
                    {source.next_run_at && source.schedule !== 'manual' && (
                      <>
                        {' '}
                        ·{' '}
                        {SYNC_TEXT.nextRun(
                          new Date(source.next_run_at).toLocaleString(undefined, {
                            timeStyle: 'short',
                            dateStyle: 'medium',
                          }),
                        )}
                      </>
                    )}
                  </>
                )}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={showRuns}
                onClick={() => setShowRuns((shown) => !shown)}
              >
                {SYNC_TEXT.history}
                <ChevronDown
                  className={cn('size-3.5 transition-transform', showRuns && 'rotate-180')}
                  aria-hidden
                />
              </Button>
              {canWrite && (
                <>
                  <Button variant="secondary" size="sm" onClick={() => panel.setSettingsOpen(true)}>
                    <Settings2 className="size-3.5" aria-hidden />
                    {SYNC_TEXT.settings}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={panel.syncNow} loading={panel.syncing}>
                    {!panel.syncing && <RefreshCw className="size-3.5" aria-hidden />}
                    {panel.syncing ? SYNC_TEXT.syncing : SYNC_TEXT.syncNow}
                  </Button>
                </>
              )}
            </div>
          </div>
          {showRuns && (
            <div className="border-t border-zinc-100 px-4 pt-3 pb-4">
              <SyncRunsTable runs={runs} />
            </div>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-dashed border-zinc-300 bg-zinc-50/50 px-4 py-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-zinc-500 ring-1 ring-zinc-200"
            aria-hidden
          >
            <RefreshCw className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-zinc-900">{SYNC_TEXT.setUpTitle}</p>
            <p className="mt-0.5 text-[13px] leading-5 text-zinc-500">{SYNC_TEXT.setUpDescription}</p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => panel.setSettingsOpen(true)}
            loading={panel.syncing}
          >
            {panel.syncing ? SYNC_TEXT.syncing : SYNC_TEXT.setUp}
          </Button>
        </div>
      )}
      {!canWrite && <p className="sr-only">{SYNC_TEXT.readOnly}</p>}

      {dialogs}
    </section>
  );
}
