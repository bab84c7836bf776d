import {
  AUDIT_CATEGORIES,
  auditDaysProblem,
  auditExportFilename,
  type AuditCategory,
  type AuditQuery,
} from '@foyer/shared';
import { Download, ScrollText } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { PageHeader } from '../../../components/layouts/page-header';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { SearchInput } from '../../../components/ui/search-input';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { prefixedErrorMessage } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download-csv';
import { formatDateTime } from '../../../lib/format-date';
import { getAuditCsv, useAuditLog } from '../api/audit';

const TEXT = {
  category: 'What',
  allCategories: 'Everything',
  person: 'Search by person',
  from: 'From',
  to: 'To',
  export: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'Could not export the audit log',
  loadMore: 'Show older',
  loadFailed: 'Could not load the audit log',
  empty: 'Nothing recorded for these filters',
  emptyHint:
    'Sign-ins, changes to users, tenant lists, themes and devices, publishes and alerts appear here.',
  columns: ['When', 'Who', 'What', 'Item', 'Details'],
} as const;

const selectClass =
  'block h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none';

/** /dashboard/audit-log (docs/product.md §10): who did what and when, filtered, exported as CSV. */
export function AuditLogPage({ orgId }: { orgId: string }) {
  const [category, setCategory] = useState<AuditCategory | ''>('');
  const [person, setPerson] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exporting, setExporting] = useState(false);
  const daysProblemId = useId();
  const actor = useDeferredValue(person.trim());
  const filters: AuditQuery = {
    category: category || undefined,
    actor: actor || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  // Days out of order are said here, beside the fields, before the server is asked.
  const daysProblem = auditDaysProblem(filters.from, filters.to);
  const log = useAuditLog(orgId, filters, daysProblem === null);
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  const page = paths.app.auditLog;

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(auditExportFilename(), await getAuditCsv(orgId, filters));
    } catch (error) {
      console.error(error);
      toast.error(prefixedErrorMessage(TEXT.exportFailed, error));
    }
    setExporting(false);
  };

  return (
    <div className="animate-fade-in">
      <PageHeader
        title={page.title}
        description={page.description}
        actions={
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={daysProblem !== null}
          >
            <Download className="size-4" aria-hidden />
            {exporting ? TEXT.exporting : TEXT.export}
          </Button>
        }
      />
      <div className="mt-6 flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
        <label className="text-[13px] font-medium text-zinc-700">
          {TEXT.category}
          <select
            className={`${selectClass} mt-1`}
            value={category}
            onChange={(event) => setCategory(event.target.value as AuditCategory | '')}
          >
            <option value="">{TEXT.allCategories}</option>
            {Object.entries(AUDIT_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="w-64">
          <SearchInput value={person} onChange={setPerson} placeholder={TEXT.person} label={TEXT.person} />
        </div>
        <label className="text-[13px] font-medium text-zinc-700">
          {TEXT.from}
          <input
            type="date"
            className={`${selectClass} mt-1`}
            value={from}
            max={to || undefined}
            aria-invalid={daysProblem ? true : undefined}
            aria-describedby={daysProblem ? daysProblemId : undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="text-[13px] font-medium text-zinc-700">
          {TEXT.to}
          <input
            type="date"
            className={`${selectClass} mt-1`}
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
      </div>
      {daysProblem && (
        <p id={daysProblemId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {daysProblem}
        </p>
      )}
      <div className="mt-6">
        {daysProblem ? null : log.isPending ? (
          <PageLoader />
        ) : log.isError ? (
          <LoadFailedState title={TEXT.loadFailed} icon={<ScrollText />} query={log} />
        ) : events.length === 0 ? (
          <EmptyState tone="neutral" icon={<ScrollText />} title={TEXT.empty} description={TEXT.emptyHint} />
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-zinc-200/80 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-zinc-100 text-[12px] tracking-wide text-zinc-500 uppercase">
                <tr>
                  {TEXT.columns.map((column) => (
                    <th key={column} className="px-4 py-2.5 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {events.map((event) => (
                  <tr key={event.id} className="align-top" data-testid="audit-row">
                    <td className="px-4 py-2.5 whitespace-nowrap text-zinc-500">
                      {formatDateTime(event.at)}
                    </td>
                    <td className="max-w-56 px-4 py-2.5 break-words text-zinc-900">{event.actor_name}</td>
                    <td className="px-4 py-2.5 whitespace-nowrap font-medium text-zinc-900">
                      {event.action_label}
                    </td>
                    <td className="max-w-56 px-4 py-2.5 break-words text-zinc-700">
                      <span className="text-zinc-400">{event.target_type}: </span>
                      {event.target_name}
                    </td>
                    <td className="max-w-md px-4 py-2.5 break-words text-zinc-600">{event.details}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {log.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void log.fetchNextPage()}
              loading={log.isFetchingNextPage}
            >
              {TEXT.loadMore}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
