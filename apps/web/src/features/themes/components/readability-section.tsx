import {
  contrastChecks,
  type DrawnList,
  nameReach,
  nameReachText,
  pageTimeText,
  readabilitySummary,
  smallestTextPx,
  textSizeForDistance,
  viewingDistanceText,
} from '@foyer/display';
import { resolveTheme, SCREEN_DIAGONALS, VIEWING_DISTANCES } from '@foyer/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { PanelSection, SelectField } from './controls';
import type { ChangeFn, ThemeDraft } from './theme-draft';

/**
 * Readability checks, live as settings change (docs/product.md §11): the contrast of every text and
 * background pair the screen draws, the distance and screen size the theme is designed for (which
 * set its text size, THM-34) against the names as drawn, and how long each page of names stays up.
 */
export function ReadabilitySection({
  draft,
  drawn,
  onChange,
}: {
  draft: ThemeDraft;
  drawn: DrawnList;
  onChange: ChangeFn;
}) {
  const theme = useMemo(() => resolveTheme(draft), [draft]);
  const checks = useMemo(() => contrastChecks(theme), [theme]);
  const summary = readabilitySummary(theme, drawn.smallestNamePx);
  const reach = nameReach(theme, drawn.smallestNamePx);
  const pages = pageTimeText(theme, drawn.namesPerPage);
  const { viewingDistance, screenDiagonal } = theme.typography;
  // Choosing a distance or a screen sets the text size that meets it: text sizes follow from them.
  const design = (distance: number, diagonal: number) => {
    onChange(['typography'], { ...draft.typography, viewingDistance: distance, screenDiagonal: diagonal });
    onChange(['tenants', 'textSize'], textSizeForDistance(distance, diagonal), { coalesce: true });
  };
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
        <SelectField
          label="Read from"
          value={String(viewingDistance)}
          options={VIEWING_DISTANCES.map((metres) => ({ value: String(metres), label: `${metres} m` }))}
          onChange={(metres) => design(Number(metres), screenDiagonal)}
        />
        <SelectField
          label="Screen size"
          value={String(screenDiagonal)}
          options={SCREEN_DIAGONALS.map((inches) => ({ value: String(inches), label: `${inches}-inch` }))}
          onChange={(inches) => design(viewingDistance, Number(inches))}
        />
        <p
          className={cn('text-[13px]', reach.ok ? 'text-zinc-700' : 'text-amber-800')}
          data-testid="name-distance"
        >
          {nameReachText(theme, drawn.smallestNamePx)}.
          {!reach.ok && ' Choose a larger text size or fewer columns, or shorten the longest names.'}
        </p>
        <p className="text-[13px] text-zinc-700" data-testid="viewing-distance">
          Smallest text: {viewingDistanceText(smallestTextPx(theme), screenDiagonal)}.
        </p>
        {pages && <p className="text-[13px] text-zinc-700">{pages}.</p>}
      </div>
    </PanelSection>
  );
}
