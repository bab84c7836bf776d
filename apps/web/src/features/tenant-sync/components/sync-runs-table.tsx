import { SYNC_OUTCOME_LABELS, SYNC_TRIGGER_LABELS, type SyncRun } from '@foyer/shared';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format-date';
import { outcomeTone } from '../lib/sync-words';
import { SYNC_TEXT } from '../messages';

const n = (count: number) => count.toLocaleString('en-US');

/** The list's last runs, newest first: when, what started it, the outcome and its counts. */
export function SyncRunsTable({ runs }: { runs: readonly SyncRun[] }) {
  if (runs.length === 0) return <p className="px-1 py-2 text-sm text-zinc-500">{SYNC_TEXT.noRuns}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200">
      <table className="w-full text-left text-[13px]">
        <caption className="sr-only">{SYNC_TEXT.runsCaption}</caption>
        <thead className="bg-zinc-50 text-xs text-zinc-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {SYNC_TEXT.when}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {SYNC_TEXT.trigger}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {SYNC_TEXT.outcome}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {SYNC_TEXT.counts}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 text-zinc-700">
          {runs.map((run) => (
            <tr key={run.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(run.started_at)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{SYNC_TRIGGER_LABELS[run.trigger]}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge tone={outcomeTone(run.outcome)}>{SYNC_OUTCOME_LABELS[run.outcome]}</Badge>
                  {run.outcome === 'failed' && <span className="text-zinc-500">{run.message}</span>}
                </div>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {run.counts ? (
                  <>
                    <span className="sr-only">
                      {SYNC_TEXT.countsSpoken(run.counts.added, run.counts.changed, run.counts.removed)}
                    </span>
                    <span aria-hidden>
                      <span className="text-emerald-700">+{n(run.counts.added)}</span>
                      <span className="text-zinc-300"> · </span>
                      <span className="text-brand-700">~{n(run.counts.changed)}</span>
                      <span className="text-zinc-300"> · </span>
                      <span className="text-red-700">−{n(run.counts.removed)}</span>
                    </span>
                  </>
                ) : (
                  <span className="text-zinc-400">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
