import type { Device, PublishOutcome, Theme, User } from '@foyer/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { prefixedErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { publishInBatches } from '../../lib/publish-many';
import { queryKeys, refreshAfter } from '../../lib/query-keys';
import { publishWarnings } from '../../lib/theme-warnings';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../ui/dialog';
import { PUBLISH_ALL_TEXT } from './publish-all-text';
import { PublishFailures } from './publish-failures';
import { tallyOutcomes, type Outcome, type PublishView } from './publish-outcomes';
import { PublishProgress } from './publish-progress';
import { PublishRows } from './publish-rows';

/**
 * While screens have not confirmed, the devices list is read again this often (their receipts),
 * and less often for a large organization: the list answers every device (10,000 are 7.6 MB of
 * JSON, about 0.3 s of the server and 0.15 s of the page per read on a 2-core machine), so the wait
 * grows with it, 2 ms per device: 5 s up to 2,500 devices, 20 s for 10,000.
 */
export function receiptsRefreshMs(deviceCount: number): number {
  return Math.max(5000, deviceCount * 2);
}

export interface PublishAllDialogProps {
  actor: User;
  /** The devices to publish, fixed when the dialog opened. */
  devices: readonly Device[];
  /** The devices as currently loaded: a screen's receipt shows as its `screen.shown_version`. */
  current: readonly Device[];
  /** What 'these screens' are (the devices page, a tenant list, a theme). */
  description?: string;
  /** The themes the devices show, to warn about sample or missing content before publishing. */
  themes?: readonly Theme[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Publishes every listed device, PUBLISH_BATCH per call, one call after the other; the server
 * answers each device on its own, so a refusal is shown on its row and the others go on. A bar
 * counts the screens answered, the failures are summed up with their causes and can be listed and
 * published again, and each row then follows its screen's receipt from the devices list, read
 * again every few seconds until all confirmed (docs/product.md §2 Devices page).
 */
export function PublishAllDialog({
  actor,
  devices,
  current,
  description = PUBLISH_ALL_TEXT.description,
  themes = [],
  open,
  onOpenChange,
}: PublishAllDialogProps) {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, Outcome>>(new Map());
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [view, setView] = useState<PublishView>('all');
  const started = outcomes.size > 0;
  const setMany = (entries: ReadonlyArray<[string, Outcome]>) =>
    setOutcomes((previous) => {
      const next = new Map(previous);
      for (const [id, outcome] of entries) next.set(id, outcome);
      return next;
    });

  async function publish(list: readonly Device[]) {
    setRunning(true);
    setProgress({ done: 0, total: list.length });
    setMany(list.map((device) => [device.id, { state: 'waiting' }]));
    let done = 0;
    await publishInBatches(
      actor.org_id,
      list.map((device) => device.id),
      {
        onSend: (ids) => setMany(ids.map((id) => [id, { state: 'publishing' }])),
        onAnswer: (ids, result) => {
          setMany('answers' in result ? result.answers.map(outcomeOf) : failedCall(ids, result.failure));
          done += ids.length;
          setProgress({ done, total: list.length });
        },
      },
    );
    setRunning(false);
    await refreshAfter(queryClient, 'device');
  }

  const warnings = useMemo(() => {
    const used = new Set(devices.map((device) => device.theme_id));
    return publishWarnings(themes.filter((theme) => used.has(theme.id)));
  }, [devices, themes]);
  // One lookup per row: `current` may hold 10,000 devices, searched per row it would be 10^8 steps.
  const screens = useMemo(() => new Map(current.map((device) => [device.id, device.screen])), [current]);
  const tally = useMemo(() => tallyOutcomes(devices, outcomes, screens), [devices, outcomes, screens]);
  const unconfirmed = tally.awaiting.length > 0;
  const failed = tally.failed.length;
  const shown = view === 'failed' ? tally.failed : view === 'awaiting' ? tally.awaiting : devices;

  // The receipts arrive in the devices list; read it again while some screen has not confirmed.
  // Only the list: what the screens draw (the cards' previews) is not needed here.
  const refreshEvery = receiptsRefreshMs(current.length);
  useEffect(() => {
    if (!open || running || !unconfirmed) return;
    const queryKey = queryKeys.devices.list(actor.org_id);
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey }), refreshEvery);
    return () => clearInterval(timer);
  }, [open, running, unconfirmed, queryClient, actor.org_id, refreshEvery]);

  const views: Array<{ key: PublishView; label: string; count: number }> = [
    { key: 'all', label: PUBLISH_ALL_TEXT.viewAll, count: devices.length },
    { key: 'failed', label: PUBLISH_ALL_TEXT.viewFailed, count: failed },
    { key: 'awaiting', label: PUBLISH_ALL_TEXT.viewAwaiting, count: tally.awaiting.length },
  ];

  return (
    <Dialog
      open={open}
      // Closing mid-way would hide which screens are done; the parent unmounts it when closed.
      onOpenChange={(next) => !running && onOpenChange(next)}
    >
      <DialogContent
        title={PUBLISH_ALL_TEXT.button(devices.length)}
        description={description}
        busy={running}
        size="lg"
      >
        {/* A column whose list gives way first, so the progress and the failures stay in view. */}
        <DialogBody className="flex flex-col">
          {!started && warnings.length > 0 && (
            <Alert tone="warning" title={PUBLISH_ALL_TEXT.warningTitle} className="mb-4 shrink-0">
              <ul className="list-disc space-y-1 pl-4">
                {warnings.map(({ theme, warnings: texts }) =>
                  texts.map((text) => <li key={`${theme}:${text}`}>{`${theme}: ${text}`}</li>),
                )}
              </ul>
            </Alert>
          )}
          {started && (
            <PublishProgress
              running={running}
              done={progress.done}
              total={progress.total}
              count={devices.length}
              tally={tally}
            />
          )}
          {started && !running && failed > 0 && (
            <PublishFailures
              tally={tally}
              showingFailed={view === 'failed'}
              onShowFailed={() => setView('failed')}
              onRetry={() => {
                setView('all');
                void publish(tally.failed);
              }}
            />
          )}
          {started && (
            <div
              role="group"
              aria-label={PUBLISH_ALL_TEXT.viewsLabel}
              className="mb-2 flex shrink-0 flex-wrap gap-1.5"
            >
              {views.map(({ key, label, count }) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={view === key}
                  onClick={() => setView(key)}
                  className={cn(
                    'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-[13px] font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none',
                    view === key
                      ? 'border-zinc-900 bg-zinc-900 text-white'
                      : 'border-zinc-200 bg-white text-zinc-700 hover:bg-zinc-50',
                  )}
                >
                  {label}{' '}
                  <span
                    className={cn(
                      'tabular-nums',
                      view === key
                        ? 'text-zinc-300'
                        : key === 'failed' && count > 0
                          ? 'font-semibold text-red-600'
                          : 'text-zinc-500',
                    )}
                  >
                    {count.toLocaleString('en-US')}
                  </span>
                </button>
              ))}
            </div>
          )}
          {/* Keyed by view: another view starts at its top. */}
          <PublishRows key={view} devices={shown} outcomes={outcomes} screens={screens} />
        </DialogBody>
        <DialogFooter>
          {started ? (
            <Button variant="secondary" disabled={running} onClick={() => onOpenChange(false)}>
              {PUBLISH_ALL_TEXT.close}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {PUBLISH_ALL_TEXT.cancel}
              </Button>
              <Button onClick={() => void publish(devices)}>
                <Send className="size-4" aria-hidden />
                {PUBLISH_ALL_TEXT.start}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function outcomeOf(answer: PublishOutcome): [string, Outcome] {
  if (answer.version !== null) return [answer.device_id, { state: 'published', version: answer.version }];
  const cause = answer.error ?? PUBLISH_ALL_TEXT.failed;
  return [answer.device_id, { state: 'failed', reason: `${PUBLISH_ALL_TEXT.failed}: ${cause}`, cause }];
}

/** Every screen of a call that failed as a whole (no answer, or the server's own failure). */
function failedCall(ids: readonly string[], failure: unknown): Array<[string, Outcome]> {
  console.error(failure);
  const reason = prefixedErrorMessage(PUBLISH_ALL_TEXT.failed, failure, PUBLISH_ALL_TEXT.failedRetry);
  const prefix = `${PUBLISH_ALL_TEXT.failed}: `;
  const cause = reason.startsWith(prefix) ? reason.slice(prefix.length) : reason;
  return ids.map((id) => [id, { state: 'failed', reason, cause }]);
}
