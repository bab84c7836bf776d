import { TENANT_CONFIRMATION_MESSAGES, type TenantList } from '@foyer/shared';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import {
  useListConfirmations,
  useSendConfirmationRequests,
  type SendScope,
} from '../api/tenant-confirmations';
import { CONFIRMATION_TEXT as TEXT } from '../messages';

export interface AskToConfirmProps {
  list: TenantList;
  orgId: string;
  /** The selected building: 'all lists' means the lists shown with it. */
  subOrgId: string | null;
}

/**
 * The open list's freshness figure ('52 of 60 confirmed in the last 90 days'), for everyone who
 * sees the list (docs/product.md §15).
 */
export function ListFreshness({ listId }: { listId: string }) {
  const figures = useListConfirmations(listId).data;
  if (!figures || figures.total === 0) return null;
  return (
    <span data-testid="list-freshness">
      {TENANT_CONFIRMATION_MESSAGES.freshness(figures.confirmed_recently, figures.total)}
    </span>
  );
}

/** 'Ask tenants to confirm': asks first, for this list or all the user may change. */
export function AskToConfirm({ list, orgId, subOrgId }: AskToConfirmProps) {
  const [open, setOpen] = useState(false);
  const send = useSendConfirmationRequests();
  const action = useAction(
    (scope: SendScope) => send.mutateAsync(scope),
    {
      done: (result) => TENANT_CONFIRMATION_MESSAGES.sent(result.sent, result.skipped),
      failed: TEXT.askFailed,
      reason: 'prefixed',
    },
    { onDone: () => setOpen(false) },
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !action.pending && setOpen(next)}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <MailCheck className="size-4" aria-hidden />
        {TEXT.askButton}
      </Button>
      <DialogContent title={TEXT.askTitle} description={TEXT.askDescription} busy={action.pending}>
        <DialogBody>
          <p className="text-sm text-zinc-600">{TEXT.askAllHint}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" disabled={action.pending} onClick={() => setOpen(false)}>
            {TEXT.cancel}
          </Button>
          <Button
            variant="secondary"
            disabled={action.pending}
            onClick={() => void action.run({ kind: 'all', orgId, subOrgId })}
          >
            {TEXT.askAllLists}
          </Button>
          <Button loading={action.pending} onClick={() => void action.run({ kind: 'list', listId: list.id })}>
            {TEXT.askThisList(list.name)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
