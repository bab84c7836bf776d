import { cn } from '../../lib/cn';
import { ProgressBar } from '../ui/progress-bar';
import { PUBLISH_ALL_TEXT } from './publish-all-text';
import type { PublishTally } from './publish-outcomes';

/**
 * How far 'Publish to N screens' is: while the calls run, a bar of the screens answered so far;
 * after them, what was published and what the screens' receipts say.
 */
export function PublishProgress({
  running,
  done,
  total,
  count,
  tally,
}: {
  running: boolean;
  /** Screens of the running call sequence answered so far, and how many it has. */
  done: number;
  total: number;
  /** Every screen of the dialog. */
  count: number;
  tally: PublishTally;
}) {
  const failed = tally.failed.length;
  if (running) {
    const percent = total === 0 ? 0 : Math.floor((done / total) * 100);
    return (
      <div className="mb-4 shrink-0 space-y-2 rounded-xl border border-zinc-200 bg-zinc-50/70 px-4 py-3.5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium text-zinc-900 tabular-nums">
            {PUBLISH_ALL_TEXT.progress(done, total)}
          </span>
          <span className="text-zinc-500 tabular-nums" aria-hidden>
            {percent}%
          </span>
        </div>
        <ProgressBar
          label={PUBLISH_ALL_TEXT.progressLabel}
          value={done}
          max={total}
          valueText={PUBLISH_ALL_TEXT.progressValue(done, total)}
          size="md"
        />
        {failed > 0 && <p className="text-[13px] text-red-700">{PUBLISH_ALL_TEXT.failedSoFar(failed)}</p>}
      </div>
    );
  }
  const parts = [
    {
      key: 'showing',
      value: tally.showing,
      text: PUBLISH_ALL_TEXT.showing,
      bar: 'bg-emerald-500',
      dot: 'bg-emerald-500',
    },
    {
      key: 'awaiting',
      value: tally.awaiting.length,
      text: PUBLISH_ALL_TEXT.awaiting,
      bar: null,
      dot: 'bg-zinc-300',
    },
    {
      key: 'noScreen',
      value: tally.noScreen,
      text: PUBLISH_ALL_TEXT.noScreen,
      bar: 'bg-amber-400',
      dot: 'bg-amber-400',
    },
    {
      key: 'failed',
      value: failed,
      text: PUBLISH_ALL_TEXT.failedCount,
      bar: 'ml-auto bg-red-500',
      dot: 'bg-red-500',
    },
  ].filter((part) => part.value > 0);
  return (
    <div className="mb-4 shrink-0 space-y-2.5 rounded-xl border border-zinc-200 bg-zinc-50/70 px-4 py-3.5">
      <p role="status" className="text-sm font-medium text-zinc-900 tabular-nums">
        {PUBLISH_ALL_TEXT.summary(tally.published, count)}
      </p>
      {/* The legend below says the same in words. The screens still awaited are the empty track,
          which fills as they confirm; the failed sit at its end. */}
      <div className="flex h-2 overflow-hidden rounded-full bg-zinc-200/80" aria-hidden>
        {parts
          .filter((part) => part.bar !== null)
          .map((part) => (
            <div
              key={part.key}
              className={cn('h-full', part.bar)}
              style={{ width: `${(part.value / count) * 100}%` }}
            />
          ))}
      </div>
      <p
        className="flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-zinc-600 tabular-nums"
        data-testid="publish-receipts"
      >
        {parts.map((part) => (
          <span key={part.key} className="flex items-center gap-1.5">
            <span className={cn('size-2 rounded-full', part.dot)} aria-hidden />
            {part.text(part.value)}
          </span>
        ))}
      </p>
    </div>
  );
}
