import {
  contrastChecks,
  DEFAULT_SCREEN_DIAGONAL,
  pageTimeText,
  readabilitySummary,
  SCREEN_DIAGONALS,
  smallestTextPx,
  viewingDistanceText,
} from '@foyer/display';
import { resolveTheme } from '@foyer/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { isNumberIn, usePersistentState } from '../../../lib/use-persistent-state';
import { PanelSection } from './controls';
import type { ThemeDraft } from './theme-draft';

const DIAGONAL_KEY = 'foyer.builder.screenDiagonal';

/**
 * Readability checks, live as settings change (issue 17): the contrast of every text and
 * background pair the screen draws, from how far the smallest text can be read on a chosen screen
 * size, and how long each page of names stays up.
 */
export function ReadabilitySection({
  draft,
  namesPerPage,
}: {
  draft: ThemeDraft;
  namesPerPage: number | null;
}) {
  const id = useId();
  const [diagonal, setDiagonal] = usePersistentState<number>(
    DIAGONAL_KEY,
    DEFAULT_SCREEN_DIAGONAL,
    isNumberIn(SCREEN_DIAGONALS),
  );
  const theme = useMemo(() => resolveTheme(draft), [draft]);
  const checks = useMemo(() => contrastChecks(theme), [theme]);
  const summary = readabilitySummary(theme, diagonal);
  const pages = pageTimeText(theme, namesPerPage);
  if (theme.layout === 'imageOnly') {
    return (
      <PanelSection title="Readability" summary={summary.text}>
        <p className="text-[13px] text-zinc-600">
          An image-only theme draws no text: check the image itself.
        </p>
      </PanelSection>
    );
  }
  return (
    <PanelSection title="Readability" summary={summary.text}>
      <ul className="space-y-1.5" aria-label="Contrast of each text">
        {checks.map((check) => {
          const ok = check.ratio >= check.minimum;
          return (
            <li key={check.part} className="flex items-center gap-2 text-[13px]" data-testid="contrast-check">
              <span
                className="flex h-6 w-9 shrink-0 items-center justify-center rounded text-[11px] font-bold ring-1 ring-zinc-200"
                style={{ backgroundColor: check.background, color: check.text }}
                aria-hidden
              >
                Aa
              </span>
              <span className="min-w-0 flex-1 text-zinc-700">{check.part}</span>
              <span
                className={cn(
                  'flex shrink-0 items-center gap-1 tabular-nums',
                  ok ? 'text-emerald-700' : 'text-amber-700',
                )}
              >
                {ok ? (
                  <CircleCheck className="size-3.5" aria-hidden />
                ) : (
                  <CircleAlert className="size-3.5" aria-hidden />
                )}
                {check.ratio.toFixed(1)}:1
                <span className="sr-only">{ok ? ', readable' : `, below ${check.minimum}:1`}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {checks.some((check) => check.ratio < check.minimum) && (
        <p className="text-[13px] text-amber-800">
          Below {Math.max(...checks.filter((c) => c.ratio < c.minimum).map((c) => c.minimum))}:1 some people
          cannot read the text. Darken the text or lighten its background.
        </p>
      )}
      {checks.some((check) => check.approximate) && (
        <p className="text-xs text-zinc-500">Over a background image the colour is checked in its place.</p>
      )}
      <div className="space-y-1.5">
        <label htmlFor={id} className="text-[13px] font-medium text-zinc-800">
          Screen size
        </label>
        <select
          id={id}
          className="block h-8 w-full rounded-md border border-zinc-300 bg-white px-2 text-[13px]"
          value={diagonal}
          onChange={(event) => setDiagonal(Number(event.target.value))}
        >
          {SCREEN_DIAGONALS.map((inches) => (
            <option key={inches} value={inches}>
              {inches}-inch
            </option>
          ))}
        </select>
        <p className="text-[13px] text-zinc-700" data-testid="viewing-distance">
          Smallest text: {viewingDistanceText(smallestTextPx(theme), diagonal)}.
        </p>
        {pages && <p className="text-[13px] text-zinc-700">{pages}.</p>}
      </div>
    </PanelSection>
  );
}
