import type { Device, User } from '@foyer/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleAlert, Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { prefixedErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { refreshAfter } from '../../../lib/query-keys';
import { publishDevice } from '../api/publish-device';
import { DEVICES_TEXT } from '../messages';

/** Devices a 'Publish to N screens' reaches: with a theme and a code, and something not yet on screen. */
export function devicesToPublish(devices: readonly Device[]): Device[] {
  return devices.filter(
    (device) =>
      (device.hasUnpublishedChanges || !device.hasBeenPublished) &&
      device.theme_id !== null &&
      device.pairing_code.trim() !== '',
  );
}

type Outcome =
  | { state: 'waiting' }
  | { state: 'publishing' }
  | { state: 'published'; version: number }
  | { state: 'failed'; reason: string };

export interface PublishAllDialogProps {
  actor: User;
  /** The devices to publish, fixed when the dialog opened. */
  devices: readonly Device[];
  /** The live devices list: a screen's receipt shows as its `screen.shown_version`. */
  current: readonly Device[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Publishes every listed device, one after the other, each its own publish (the server's one
 * transaction per device): a failure is shown on its row and the others go on. Each row then
 * follows its screen's receipt from the live devices list (docs/product.md §2 Devices page).
 */
export function PublishAllDialog({ actor, devices, current, open, onOpenChange }: PublishAllDialogProps) {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, Outcome>>(new Map());
  const [running, setRunning] = useState(false);
  const started = outcomes.size > 0;
  const set = (id: string, outcome: Outcome) => setOutcomes((previous) => new Map(previous).set(id, outcome));

  async function publishAll() {
    setRunning(true);
    setOutcomes(new Map(devices.map((device) => [device.id, { state: 'waiting' }])));
    for (const device of devices) {
      set(device.id, { state: 'publishing' });
      try {
        const bundle = await publishDevice({
          org_id: actor.org_id,
          bundle_name: DEVICES_TEXT.bundleName(device.name),
          theme_id: device.theme_id ?? '',
          device_id: device.id,
          pairing_code: device.pairing_code,
          tenants_id: device.tenants_id,
        });
        set(device.id, { state: 'published', version: bundle.version });
      } catch (failure) {
        console.error(failure);
        set(device.id, {
          state: 'failed',
          reason: prefixedErrorMessage(
            DEVICES_TEXT.publishAllFailed,
            failure,
            DEVICES_TEXT.publishAllFailedRetry,
          ),
        });
      }
    }
    setRunning(false);
    await refreshAfter(queryClient, 'device');
  }

  const shownVersion = (id: string) => current.find((device) => device.id === id)?.screen?.shown_version;
  const done = [...outcomes.values()].filter((outcome) => outcome.state === 'published').length;

  return (
    <Dialog
      open={open}
      // Closing mid-way would hide which screens are done; the parent unmounts it when closed.
      onOpenChange={(next) => !running && onOpenChange(next)}
    >
      <DialogContent
        title={DEVICES_TEXT.publishAll(devices.length)}
        description={DEVICES_TEXT.publishAllDescription}
        busy={running}
      >
        <DialogBody>
          <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200" aria-label="Screens">
            {devices.map((device) => (
              <PublishRow
                key={device.id}
                device={device}
                outcome={outcomes.get(device.id)}
                shownVersion={shownVersion(device.id)}
              />
            ))}
          </ul>
          {started && !running && (
            <p role="status" className="mt-3 text-sm font-medium text-zinc-900">
              {DEVICES_TEXT.publishAllSummary(done, devices.length)}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          {started ? (
            <Button variant="secondary" disabled={running} onClick={() => onOpenChange(false)}>
              {DEVICES_TEXT.publishAllClose}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {DEVICES_TEXT.cancel}
              </Button>
              <Button onClick={() => void publishAll()}>
                <Send className="size-4" aria-hidden />
                {DEVICES_TEXT.publishAllStart}
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
  shownVersion,
}: {
  device: Device;
  outcome: Outcome | undefined;
  shownVersion: number | null | undefined;
}) {
  let text = '';
  let tone = 'text-zinc-500';
  let icon = null;
  if (outcome?.state === 'waiting') text = DEVICES_TEXT.publishAllWaiting;
  if (outcome?.state === 'publishing') {
    text = DEVICES_TEXT.publishAllPublishing;
    icon = <Loader2 className="size-4 animate-spin" aria-hidden />;
  }
  if (outcome?.state === 'published') {
    const confirmed = shownVersion === outcome.version;
    text = confirmed
      ? DEVICES_TEXT.publishAllConfirmed(outcome.version)
      : DEVICES_TEXT.publishAllPublished(outcome.version);
    tone = confirmed ? 'text-emerald-700' : 'text-zinc-700';
    icon = <Check className="size-4" aria-hidden />;
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
