import { PLAYER_REPORT_TEXT, type Device, type DeviceScreen, type Theme, type User } from '@foyer/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleAlert, Loader2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { prefixedErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { PUBLISH_BATCH, publishMany } from '../../lib/publish-many';
import { refreshAfter } from '../../lib/query-keys';
import { publishWarnings } from '../../lib/theme-warnings';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../ui/dialog';
import { PUBLISH_ALL_TEXT } from './publish-all-text';

type Outcome =
  | { state: 'waiting' }
  | { state: 'publishing' }
  | { state: 'published'; version: number }
  | { state: 'failed'; reason: string };

/** While screens have not confirmed, the devices list is read again this often (their receipts). */
const RECEIPTS_REFRESH_MS = 5000;

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
 * Publishes every listed device, a few per call, each its own publish on the server (its own
 * transaction): a refusal is shown on its row and the others go on. Each row then follows its
 * screen's receipt from the devices list, read again every few seconds until all confirmed
 * (docs/product.md §2 Devices page).
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
  const started = outcomes.size > 0;
  const setMany = (entries: ReadonlyArray<[string, Outcome]>) =>
    setOutcomes((previous) => {
      const next = new Map(previous);
      for (const [id, outcome] of entries) next.set(id, outcome);
      return next;
    });

  async function publishAll() {
    setRunning(true);
    setOutcomes(new Map(devices.map((device) => [device.id, { state: 'waiting' }])));
    for (let start = 0; start < devices.length; start += PUBLISH_BATCH) {
      const batch = devices.slice(start, start + PUBLISH_BATCH);
      setMany(batch.map((device) => [device.id, { state: 'publishing' }]));
      try {
        const answers = await publishMany({ org_id: actor.org_id, device_ids: batch.map((d) => d.id) });
        setMany(
          answers.map((answer): [string, Outcome] => [
            answer.device_id,
            answer.version === null
              ? { state: 'failed', reason: `${PUBLISH_ALL_TEXT.failed}: ${answer.error ?? ''}` }
              : { state: 'published', version: answer.version },
          ]),
        );
      } catch (failure) {
        console.error(failure);
        const reason = prefixedErrorMessage(PUBLISH_ALL_TEXT.failed, failure, PUBLISH_ALL_TEXT.failedRetry);
        setMany(batch.map((device) => [device.id, { state: 'failed', reason }]));
      }
    }
    setRunning(false);
    await refreshAfter(queryClient, 'device');
  }

  const used = new Set(devices.map((device) => device.theme_id));
  const warnings = publishWarnings(themes.filter((theme) => used.has(theme.id)));
  const screenOf = (id: string) => current.find((device) => device.id === id)?.screen;
  const shownVersion = (id: string) => screenOf(id)?.shown_version;
  // A code no screen has shown has no receipt to wait for.
  const awaitsReceipt = (id: string, version: number) =>
    screenOf(id)?.linked !== false && shownVersion(id) !== version;
  const published = [...outcomes.entries()].filter(([, outcome]) => outcome.state === 'published');
  const done = published.length;
  const unconfirmed = published.some(
    ([id, outcome]) => outcome.state === 'published' && awaitsReceipt(id, outcome.version),
  );

  // The receipts arrive in the devices list; read it again while some screen has not confirmed.
  useEffect(() => {
    if (!open || running || !unconfirmed) return;
    const timer = setInterval(() => void refreshAfter(queryClient, 'device'), RECEIPTS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, running, unconfirmed, queryClient]);

  return (
    <Dialog
      open={open}
      // Closing mid-way would hide which screens are done; the parent unmounts it when closed.
      onOpenChange={(next) => !running && onOpenChange(next)}
    >
      <DialogContent title={PUBLISH_ALL_TEXT.button(devices.length)} description={description} busy={running}>
        <DialogBody>
          {!started && warnings.length > 0 && (
            <Alert tone="warning" title={PUBLISH_ALL_TEXT.warningTitle} className="mb-4">
              <ul className="list-disc space-y-1 pl-4">
                {warnings.map(({ theme, warnings: texts }) =>
                  texts.map((text) => <li key={`${theme}:${text}`}>{`${theme}: ${text}`}</li>),
                )}
              </ul>
            </Alert>
          )}
          <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200" aria-label="Screens">
            {devices.map((device) => (
              <PublishRow
                key={device.id}
                device={device}
                outcome={outcomes.get(device.id)}
                screen={screenOf(device.id)}
              />
            ))}
          </ul>
          {started && !running && (
            <p role="status" className="mt-3 text-sm font-medium text-zinc-900">
              {PUBLISH_ALL_TEXT.summary(done, devices.length)}
            </p>
          )}
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
              <Button onClick={() => void publishAll()}>
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

function PublishRow({
  device,
  outcome,
  screen,
}: {
  device: Device;
  outcome: Outcome | undefined;
  screen: DeviceScreen | undefined;
}) {
  let text = '';
  let tone = 'text-zinc-500';
  let icon = null;
  if (outcome?.state === 'waiting') text = PUBLISH_ALL_TEXT.waiting;
  if (outcome?.state === 'publishing') {
    text = PUBLISH_ALL_TEXT.publishing;
    icon = <Loader2 className="size-4 animate-spin" aria-hidden />;
  }
  if (outcome?.state === 'published') {
    const noScreen = screen?.linked === false;
    const confirmed = !noScreen && screen?.shown_version === outcome.version;
    text = noScreen
      ? PLAYER_REPORT_TEXT.publishedCodeNotShown(outcome.version)
      : confirmed
        ? PUBLISH_ALL_TEXT.confirmed(outcome.version)
        : PUBLISH_ALL_TEXT.published(outcome.version);
    tone = confirmed ? 'text-emerald-700' : noScreen ? 'text-amber-700' : 'text-zinc-700';
    icon = noScreen ? (
      <CircleAlert className="size-4" aria-hidden />
    ) : (
      <Check className="size-4" aria-hidden />
    );
  }
  if (outcome?.state === 'failed') {
    text = outcome.reason;
    tone = 'text-red-700';
    icon = <CircleAlert className="size-4" aria-hidden />;
  }
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-2.5 text-sm">
      <span className="min-w-0 truncate font-medium text-zinc-900">{device.name}</span>
      <span
        className={cn('flex max-w-[60%] items-center justify-end gap-1.5 text-right text-[13px]', tone)}
        data-testid="publish-outcome"
      >
        {icon}
        {text}
      </span>
    </li>
  );
}
