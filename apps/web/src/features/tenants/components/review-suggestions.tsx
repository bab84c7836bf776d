import {
  SUGGESTION_FIELD_LABELS,
  TENANT_CONFIRMATION_MESSAGES,
  type SuggestionChange,
  type TenantSuggestion,
} from '@foyer/shared';
import { ArrowRight, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../components/editor/use-action';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { Dialog, DialogBody, DialogContent } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format-date';
import { useDecideSuggestion, useTenantSuggestions } from '../api/tenant-confirmations';
import { CONFIRMATION_TEXT as TEXT } from '../messages';

export interface ReviewSuggestionsProps {
  orgId: string;
  subOrgId: string | null;
}

/**
 * 'Review suggestions' on the Tenants page (docs/product.md §15): a count of the changes companies
 * suggested, and the queue where each is approved (applied to its list) or rejected. Shown only to
 * those who may change a list; a Viewer's queue is empty anyway.
 */
export function ReviewSuggestions({ orgId, subOrgId }: ReviewSuggestionsProps) {
  const [open, setOpen] = useState(false);
  const query = useTenantSuggestions(orgId, subOrgId);
  const suggestions = query.data ?? [];
  const count = suggestions.length;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Inbox className="size-4" aria-hidden />
        {TEXT.reviewButton}
        {count > 0 && (
          <>
            <span
              aria-hidden
              className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-semibold text-white"
            >
              {count}
            </span>
            <span className="sr-only">{`, ${TEXT.waiting(count)}`}</span>
          </>
        )}
      </Button>
      <DialogContent title={TEXT.reviewTitle} description={TEXT.reviewDescription} size="lg">
        <DialogBody className="space-y-4">
          {count === 0 ? (
            <p className="rounded-xl border border-dashed border-zinc-300 px-5 py-10 text-center text-sm text-zinc-600">
              {TEXT.reviewEmpty}
            </p>
          ) : (
            <ul className="space-y-4" aria-label={TEXT.reviewTitle}>
              {suggestions.map((suggestion) => (
                <SuggestionCard key={suggestion.id} suggestion={suggestion} />
              ))}
            </ul>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function SuggestionCard({ suggestion }: { suggestion: TenantSuggestion }) {
  const decide = useDecideSuggestion();
  const action = useAction(
    (decision: 'approve' | 'reject') =>
      decide.mutateAsync({ id: suggestion.id, decision, confirmStale: suggestion.stale === 'changed' }),
    { failed: TEXT.decideFailed, reason: 'prefixed' },
  );
  const [doneText, setDoneText] = useState<string | null>(null);
  const run = async (decision: 'approve' | 'reject') => {
    const result = await action.run(decision);
    if (!result) return;
    const text =
      decision === 'approve' ? TENANT_CONFIRMATION_MESSAGES.approved : TENANT_CONFIRMATION_MESSAGES.rejected;
    setDoneText(text);
    toast.success(text);
  };
  const headingId = `suggestion-${suggestion.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold text-zinc-950">
          {suggestion.company_name}{' '}
          <span className="text-sm font-normal text-zinc-500">{TEXT.inList(suggestion.list_name)}</span>
        </h3>
        <p className="text-xs text-zinc-500">
          {TEXT.suggestedBy(suggestion.email, formatDateTime(suggestion.suggested_at))}
        </p>
      </div>
      {suggestion.stale !== 'no' && (
        <div className="mt-3">
          <Alert tone="warning">
            {suggestion.stale === 'removed'
              ? TENANT_CONFIRMATION_MESSAGES.staleRemoved
              : TENANT_CONFIRMATION_MESSAGES.staleChanged}
          </Alert>
        </div>
      )}
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-zinc-500">
            <th scope="col" className="py-1 pr-3 font-medium">
              {TEXT.field}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {TEXT.now}
            </th>
            <th scope="col" className="sr-only">
              →
            </th>
            <th scope="col" className="py-1 font-medium">
              {TEXT.suggested}
            </th>
          </tr>
        </thead>
        <tbody>
          {suggestion.changes.map((change) => (
            <ChangeRow key={change.field} change={change} company={suggestion.company_name} />
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
        {doneText ? (
          <p role="status" className="text-sm text-emerald-700">
            {doneText}
          </p>
        ) : (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={action.pending}
              onClick={() => void run('reject')}
            >
              {TEXT.reject}
            </Button>
            {suggestion.stale !== 'removed' && (
              <Button size="sm" loading={action.pending} onClick={() => void run('approve')}>
                {suggestion.stale === 'changed' ? TEXT.approveAnyway : TEXT.approve}
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

function Value({
  field,
  value,
  company,
}: {
  field: SuggestionChange['field'];
  value: string;
  company: string;
}) {
  if (!value) return <span className="text-zinc-400">{TEXT.empty}</span>;
  if (field === 'logo_url')
    return (
      <img
        src={value}
        alt={TEXT.logoAlt(company)}
        className="h-10 max-w-32 rounded border border-zinc-200 bg-white object-contain p-0.5"
      />
    );
  return <span className="break-words">{value}</span>;
}

function ChangeRow({ change, company }: { change: SuggestionChange; company: string }) {
  return (
    <tr className="border-t border-zinc-100 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-medium text-zinc-700">
        {SUGGESTION_FIELD_LABELS[change.field]}
      </th>
      <td className="py-2 pr-3 text-zinc-600 line-through decoration-zinc-400">
        <Value field={change.field} value={change.current} company={company} />
      </td>
      <td className="py-2 pr-3 text-zinc-400" aria-hidden>
        <ArrowRight className="size-4" />
      </td>
      <td className="py-2 font-medium text-zinc-950">
        <Value field={change.field} value={change.after} company={company} />
      </td>
    </tr>
  );
}
