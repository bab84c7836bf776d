import { RotateCcw } from 'lucide-react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { PUBLISH_ALL_TEXT } from './publish-all-text';
import type { PublishTally } from './publish-outcomes';

/** The causes named in the summary; the rest are counted, and every row is under 'Failed'. */
const REASONS_SHOWN = 3;

/**
 * What failed, once the calls are over: how many, each cause with its count (a refused call of 200
 * is one line, not 200), the failed screens' view and publishing them again.
 */
export function PublishFailures({
  tally,
  showingFailed,
  onShowFailed,
  onRetry,
}: {
  tally: PublishTally;
  showingFailed: boolean;
  onShowFailed: () => void;
  onRetry: () => void;
}) {
  const failed = tally.failed.length;
  const hidden = tally.reasons.length - REASONS_SHOWN;
  return (
    <Alert title={PUBLISH_ALL_TEXT.failedTitle(failed)} className="mb-4 shrink-0">
      {/* Lines, not a list: the dialog's one list is its screens. */}
      {tally.reasons.slice(0, REASONS_SHOWN).map(({ cause, count }) => (
        <p key={cause}>{PUBLISH_ALL_TEXT.reasonCount(cause, count)}</p>
      ))}
      {hidden > 0 && <p>{PUBLISH_ALL_TEXT.moreReasons(hidden)}</p>}
      <div className="mt-2.5 flex flex-wrap gap-2">
        {!showingFailed && (
          <Button size="sm" variant="secondary" onClick={onShowFailed}>
            {PUBLISH_ALL_TEXT.showFailed}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <RotateCcw className="size-3.5" aria-hidden />
          {PUBLISH_ALL_TEXT.retryFailed(failed)}
        </Button>
      </div>
    </Alert>
  );
}
