import { scheduleAtProblem } from '@foyer/shared';
import { CalendarClock, Clock3, Radio } from 'lucide-react';
import { useState } from 'react';
import { Input } from '../../../components/ui/input';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { inputBounds, instantOfInput, localInputValue, nextWholeHour, quickChoices } from '../lib/show-at';
import { PREVIEW_TEXT } from '../messages';

type ShowAtMode = 'now' | 'chosen';

export interface ShowAtControlProps {
  /** The chosen instant (UTC ms); null: 'Now'. */
  atMs: number | null;
  /** The device's zone, once the server has said it; the time is typed in it. */
  zone: string | null;
  /** The schedule is being read for the chosen time. */
  reading: boolean;
  /** Why the schedule could not be read, to show beside the control. */
  problem?: string;
  onChange: (atMs: number | null) => void;
  disabled?: boolean;
}

/**
 * 'Show at': Now (the live preview) or a date and time typed in the device's building's zone,
 * with shortcuts (docs/product.md §12, the preview at a chosen time).
 */
export function ShowAtControl({ atMs, zone, reading, problem, onChange, disabled }: ShowAtControlProps) {
  const mode: ShowAtMode = atMs === null ? 'now' : 'chosen';
  const shown = atMs !== null && zone ? localInputValue(atMs, zone) : '';
  // The typed value, kept while it is incomplete or out of range; a new time from outside replaces it.
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setDraft(shown);
  }
  const now = Date.now();
  const typed = zone && draft ? instantOfInput(draft, zone) : null;
  const outOfRange = typed === null ? null : scheduleAtProblem(typed, now);
  const bounds = zone ? inputBounds(now, zone) : undefined;

  const onType = (value: string) => {
    setDraft(value);
    if (!zone) return;
    const instant = instantOfInput(value, zone);
    if (instant !== null && scheduleAtProblem(instant, Date.now()) === null) onChange(instant);
  };

  return (
    <div className="flex flex-col gap-2 border-t border-zinc-100 px-1 pt-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span id="show-at-label" className="flex items-center gap-1.5 text-[13px] font-medium text-zinc-700">
          <CalendarClock className="size-4 text-zinc-400" aria-hidden />
          {PREVIEW_TEXT.showAt}
        </span>
        <SegmentedControl
          aria-labelledby="show-at-label"
          value={mode}
          options={[
            {
              value: 'now',
              label: (
                <>
                  <Radio className="size-3.5" aria-hidden />
                  {PREVIEW_TEXT.now}
                </>
              ),
            },
            {
              value: 'chosen',
              label: (
                <>
                  <Clock3 className="size-3.5" aria-hidden />
                  {PREVIEW_TEXT.chosenTime}
                </>
              ),
            },
          ]}
          onChange={(next) => onChange(next === 'now' ? null : nextWholeHour(Date.now()))}
          className={cn('grid grid-cols-2 p-1', disabled && 'pointer-events-none opacity-60')}
          itemClassName="flex items-center justify-center gap-1.5 px-3 text-[13px] whitespace-nowrap"
        />
        {mode === 'chosen' && (
          <>
            <div className="flex items-center gap-2">
              <Input
                type="datetime-local"
                aria-label={zone ? PREVIEW_TEXT.dateAndTimeIn(zone) : PREVIEW_TEXT.dateAndTime}
                aria-invalid={outOfRange ? true : undefined}
                aria-describedby={outOfRange ? 'show-at-problem' : undefined}
                value={draft}
                min={bounds?.min}
                max={bounds?.max}
                step={60}
                disabled={!zone || disabled}
                onChange={(event) => onType(event.target.value)}
                className="h-9 w-auto tabular-nums"
              />
              {zone && <span className="text-[13px] whitespace-nowrap text-zinc-500">{zone}</span>}
              {reading && <Spinner size="sm" className="text-zinc-400" />}
            </div>
            {zone && (
              <div
                className="flex flex-wrap items-center gap-1.5"
                aria-label={PREVIEW_TEXT.quickChoices}
                role="group"
              >
                {quickChoices(now, zone).map((choice) => (
                  <button
                    key={choice.label}
                    type="button"
                    aria-pressed={choice.at === atMs}
                    onClick={() => onChange(choice.at)}
                    className={cn(
                      'h-8 rounded-full px-3 text-[13px] font-medium ring-1 transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-brand-500',
                      choice.at === atMs
                        ? 'bg-brand-50 text-brand-700 ring-brand-200'
                        : 'bg-white text-zinc-600 ring-zinc-200 hover:bg-zinc-50 hover:text-zinc-900',
                    )}
                  >
                    {choice.label}
                  </button>
                ))}
              </div>
            )}
          </>
        )}
      </div>
      {mode === 'chosen' && (outOfRange || problem) && (
        <p id="show-at-problem" role="alert" className="text-[13px] text-red-600">
          {outOfRange ? PREVIEW_TEXT.outOfRange : problem}
        </p>
      )}
    </div>
  );
}
