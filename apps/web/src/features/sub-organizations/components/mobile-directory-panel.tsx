import { QrCode } from '@foyer/display';
import { MOBILE_DIRECTORY_MESSAGES, type BuildingDirectory } from '@foyer/shared';
import { Check, Copy, ExternalLink, RefreshCw, Smartphone } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useNewMobileDirectoryAddress, useSetMobileDirectory } from '../api/mobile-directories';
import { MOBILE_DIRECTORY_TEXT as TEXT } from '../messages';
import { copyText } from '../../../lib/copy-text';

/** How long 'Copied' stays on the button. */
const COPIED_MS = 2000;

/** The address without its scheme, as people read and type it. */
const readableUrl = (url: string) => url.replace(/^https?:\/\//, '');

export interface MobileDirectoryPanelProps {
  orgId: string;
  buildingName: string;
  subOrgId: string;
  /** Undefined while the directories load. */
  directory: BuildingDirectory | undefined;
  /** Why the directories could not be loaded, with a way to ask again. */
  loadError?: { error: unknown; retry: () => void };
}

/**
 * A building card's mobile directory (docs/product.md §11): a switch, and while it is on the public address
 * (a link, 'Copy link', its QR code drawn here) and 'New address'. Every change is confirmed with a
 * toast and the reminder to publish the building's screens again, whose QR codes show it.
 */
export function MobileDirectoryPanel({
  orgId,
  buildingName,
  subOrgId,
  directory,
  loadError,
}: MobileDirectoryPanelProps) {
  const headingId = useId();
  const setEnabled = useSetMobileDirectory(orgId);
  const newAddress = useNewMobileDirectoryAddress(orgId);
  const [asking, setAsking] = useState(false);
  const [changed, setChanged] = useState(false);
  const [copied, setCopied] = useState(false);
  const enabled = directory?.enabled ?? false;
  const url = enabled ? directory?.url : null;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const confirmChange = (message: string) => {
    setChanged(true);
    toast.success(message, { description: MOBILE_DIRECTORY_MESSAGES.republish });
  };

  // Each change is confirmed with the reminder to publish; a refusal is said with the server's
  // reason after the dashboard's text (DSH-23).
  const toggle = useAction(
    async (next: boolean) => {
      await setEnabled.mutateAsync({ subOrgId, enabled: next });
      return next;
    },
    { failed: TEXT.updateFailed, reason: 'prefixed' },
    {
      onDone: (next) =>
        confirmChange(next ? MOBILE_DIRECTORY_MESSAGES.enabled : MOBILE_DIRECTORY_MESSAGES.disabled),
    },
  );

  const rotate = useAction(
    (id: string) => newAddress.mutateAsync(id),
    { failed: TEXT.newAddressFailed, reason: 'prefixed' },
    {
      onDone: () => {
        setCopied(false);
        confirmChange(MOBILE_DIRECTORY_MESSAGES.rotated);
      },
    },
  );
  const makeNewAddress = async () => {
    await rotate.run(subOrgId);
    setAsking(false);
  };

  const copy = async () => {
    if (!url) return;
    if (await copyText(url)) setCopied(true);
    else toast.error(TEXT.copyFailed);
  };

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl bg-zinc-50/80 p-3.5 ring-1 ring-zinc-100">
      <div className="flex items-center gap-2.5">
        <Smartphone className="size-4 shrink-0 text-zinc-400" aria-hidden />
        <h3 id={headingId} className="mr-auto text-[13px] font-semibold text-zinc-900">
          {TEXT.title}
        </h3>
        <span className="text-xs font-medium text-zinc-500" aria-hidden>
          {directory ? (enabled ? TEXT.on : TEXT.off) : ''}
        </span>
        <Switch
          aria-labelledby={headingId}
          checked={enabled}
          disabled={!directory || toggle.pending || rotate.pending}
          onCheckedChange={(next) => void toggle.run(next)}
        />
      </div>

      {loadError && !directory ? (
        <p className="mt-2 text-[13px] leading-5 text-red-700" role="alert">
          {errorMessage(loadError.error, TEXT.loadFailed)}{' '}
          <Button variant="link" className="text-[13px]" onClick={loadError.retry}>
            {TEXT.retry}
          </Button>
        </p>
      ) : url ? (
        <>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            title={url}
            className="group/link mt-2.5 flex min-w-0 items-center gap-1 rounded text-[13px] font-medium text-brand-700 hover:text-brand-800 focus-visible:ring-4 focus-visible:ring-brand-500/25 focus-visible:outline-none"
          >
            <span className="truncate group-hover/link:underline">{readableUrl(url)}</span>
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <div className="mt-3 flex items-center gap-4">
            <div className="shrink-0 rounded-lg bg-white p-1 shadow-xs ring-1 ring-zinc-200">
              <QrCode value={url} size={84} title={TEXT.qrTitle(buildingName)} />
            </div>
            <div className="flex min-w-0 flex-col items-start gap-1.5">
              <Button size="sm" variant="secondary" onClick={() => void copy()}>
                {copied ? (
                  <Check className="size-3.5 text-emerald-600" aria-hidden />
                ) : (
                  <Copy className="size-3.5" aria-hidden />
                )}
                {copied ? TEXT.copied : TEXT.copy}
              </Button>
              <span className="sr-only" aria-live="polite">
                {copied ? TEXT.copied : ''}
              </span>
              <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
                <RefreshCw className="size-3.5" aria-hidden />
                {TEXT.newAddress}
              </Button>
            </div>
          </div>
        </>
      ) : directory ? (
        <p className="mt-1.5 pl-6.5 text-[13px] leading-5 text-zinc-500">{TEXT.offHint}</p>
      ) : null}

      {changed && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-900 ring-1 ring-amber-200/80">
          {MOBILE_DIRECTORY_MESSAGES.republish}
        </p>
      )}

      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={TEXT.newAddressTitle}
        description={TEXT.newAddressDescription}
        confirmLabel={TEXT.newAddress}
        pendingLabel={TEXT.newAddressPending}
        pending={rotate.pending}
        onConfirm={() => void makeNewAddress()}
      />
    </section>
  );
}
