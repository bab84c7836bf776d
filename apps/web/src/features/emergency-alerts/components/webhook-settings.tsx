import { Copy, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format-date';
import { useAlertWebhook, useCreateWebhookToken, useRevokeWebhookToken } from '../api/alerts';
import { ALERTS_TEXT } from '../messages';
import { copyText } from '../../../lib/copy-text';

/** The curl call a fire panel's integrator copies (docs/product.md §10 Webhook). */
export function webhookExample(origin: string, token: string): string {
  return [
    `curl -X POST ${origin}/api/foyer/hooks/emergency-alerts \\`,
    `  -H "Authorization: Bearer ${token}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"action":"start","template":"evacuate"}'`,
    '',
    '# End every active alert:',
    `curl -X POST ${origin}/api/foyer/hooks/emergency-alerts \\`,
    `  -H "Authorization: Bearer ${token}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"action":"end"}'`,
  ].join('\n');
}

/** Create, rotate and revoke the organization's alert webhook token; the token shows once. */
export function WebhookSettings({ orgId }: { orgId: string }) {
  const webhook = useAlertWebhook(orgId);
  const create = useCreateWebhookToken(orgId);
  const revoke = useRevokeWebhookToken(orgId);
  const [token, setToken] = useState<string | null>(null);
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const enabled = webhook.data?.enabled ?? false;

  // Create and rotate: the new token shows once, no toast.
  const createAction = useAction(
    () => create.mutateAsync(),
    { failed: ALERTS_TEXT.webhookFailed, reason: 'prefixed' },
    { onDone: (answer) => setToken(answer.token ?? null) },
  );
  const revokeAction = useAction(
    () => revoke.mutateAsync(),
    { done: ALERTS_TEXT.webhookRevoked, failed: ALERTS_TEXT.webhookFailed, reason: 'prefixed' },
    { onDone: () => setToken(null) },
  );
  const makeToken = async () => {
    await createAction.run();
    setAsking(null);
  };
  const revokeToken = async () => {
    await revokeAction.run();
    setAsking(null);
  };
  const copy = (text: string) =>
    void copyText(text).then((copied) => {
      if (copied) toast.success(ALERTS_TEXT.webhookCopied);
    });

  const example = webhookExample(window.location.origin, token ?? '<your token>');

  return (
    <section
      aria-labelledby="alert-webhook"
      className="rounded-2xl border border-zinc-200/80 bg-white p-5 shadow-sm shadow-zinc-900/[0.04] sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-4">
        <Webhook className="mt-0.5 size-5 text-zinc-400" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="alert-webhook" className="text-base font-semibold text-zinc-950">
            {ALERTS_TEXT.webhookTitle}
          </h2>
          <p className="mt-1 max-w-2xl text-sm leading-6 text-zinc-500">{ALERTS_TEXT.webhookDescription}</p>
          <p className="mt-2 text-sm text-zinc-700" data-testid="webhook-state">
            {webhook.data
              ? enabled
                ? ALERTS_TEXT.webhookOn(
                    formatDateTime(webhook.data.created_at ?? ''),
                    webhook.data.last_used_at ? formatDateTime(webhook.data.last_used_at) : null,
                  )
                : ALERTS_TEXT.webhookOff
              : ''}
          </p>
        </div>
        <div className="flex gap-2">
          {enabled ? (
            <>
              <Button variant="secondary" onClick={() => setAsking('rotate')}>
                {ALERTS_TEXT.webhookRotate}
              </Button>
              <Button variant="secondary" onClick={() => setAsking('revoke')}>
                {ALERTS_TEXT.webhookRevoke}
              </Button>
            </>
          ) : (
            <Button onClick={() => void makeToken()} loading={createAction.pending} disabled={!webhook.data}>
              {ALERTS_TEXT.webhookCreate}
            </Button>
          )}
        </div>
      </div>
      {token && (
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-[13px] font-medium text-amber-900">{ALERTS_TEXT.webhookTokenOnce}</p>
          <div className="mt-2 flex items-center gap-2">
            <code
              className="min-w-0 flex-1 truncate rounded bg-white px-2 py-1.5 font-mono text-[13px] text-zinc-900 ring-1 ring-amber-200"
              data-testid="webhook-token"
            >
              {token}
            </code>
            <Button size="sm" variant="secondary" onClick={() => copy(token)}>
              <Copy className="size-3.5" aria-hidden />
              {ALERTS_TEXT.webhookCopy}
            </Button>
          </div>
        </div>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-zinc-700">
          {ALERTS_TEXT.webhookExample}
        </summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-zinc-950 p-3 font-mono text-[12px] leading-5 text-zinc-100">
          {example}
        </pre>
        <p className="mt-2 text-[13px] leading-5 text-zinc-500">
          Templates: evacuate, shelter, weather, lockdown, elevator, custom. Optional fields: title, text,
          building_ids (a list of building ids; none means every screen), expires_in_minutes (1 to 1440, 60
          unless given).
        </p>
      </details>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'revoke' ? ALERTS_TEXT.webhookRevokeTitle : ALERTS_TEXT.webhookRotateTitle}
        description={asking === 'revoke' ? ALERTS_TEXT.webhookRevokeText : ALERTS_TEXT.webhookRotateText}
        confirmLabel={asking === 'revoke' ? ALERTS_TEXT.webhookRevoke : ALERTS_TEXT.webhookRotate}
        pending={createAction.pending || revokeAction.pending}
        onConfirm={() => void (asking === 'revoke' ? revokeToken() : makeToken())}
      />
    </section>
  );
}
