import { IMAGE_TYPE_FILTERS, IMAGES_SIZE_FILTER_MAX_MB } from '@foyer/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { ImageListState } from '../image-list-params';
import { IMAGE_TYPE_LABELS, IMAGES_TEXT } from '../messages';

const SIZE_DEBOUNCE_MS = 400;

/**
 * The Filters panel (docs/product.md §2 Images page): upload date range, file size range in MB, file type,
 * Clear All. Dates and type apply at once; typed sizes apply after a short pause.
 */
export function ImageFilters({
  state,
  activeCount,
  onChange,
  onClearAll,
}: {
  state: ImageListState;
  activeCount: number;
  onChange: (patch: Partial<ImageListState>) => void;
  onClearAll: () => void;
}) {
  const id = useId();
  const [minText, setMinText] = useState(String(state.minMb));
  const [maxText, setMaxText] = useState(String(state.maxMb));

  // The address is the source of truth: Clear All or Back puts the new values in the boxes.
  useEffect(() => setMinText(String(state.minMb)), [state.minMb]);
  useEffect(() => setMaxText(String(state.maxMb)), [state.maxMb]);

  const min = minText.trim() === '' ? 0 : Number(minText);
  const max = maxText.trim() === '' ? IMAGES_SIZE_FILTER_MAX_MB : Number(maxText);
  const sizeValid = Number.isFinite(min) && Number.isFinite(max) && min >= 0 && max >= 0;
  const sizeProblem = !sizeValid
    ? 'Enter sizes of 0 MB or more.'
    : min > max
      ? 'The minimum is larger than the maximum.'
      : null;

  useEffect(() => {
    if (sizeProblem || (min === state.minMb && max === state.maxMb)) return;
    const timer = window.setTimeout(() => onChange({ minMb: min, maxMb: max }), SIZE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [min, max, sizeProblem, state.minMb, state.maxMb, onChange]);

  const dateProblem =
    state.from && state.to && state.from > state.to ? 'The start date is after the end date.' : null;

  return (
    <section
      aria-label={IMAGES_TEXT.filters}
      className="mt-3 rounded-2xl border border-zinc-200/80 bg-white p-4 shadow-xs animate-fade-in sm:p-5"
    >
      <div className="grid gap-5 md:grid-cols-[1.1fr_1fr_1.3fr]">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-[13px] font-medium text-zinc-700">{IMAGES_TEXT.uploadDate}</legend>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor={`${id}-from`} className="mb-1 block text-xs text-zinc-500">
                {IMAGES_TEXT.from}
              </label>
              <Input
                id={`${id}-from`}
                type="date"
                className="h-9 px-2.5"
                value={state.from}
                max={state.to || undefined}
                aria-label="Uploaded from"
                onChange={(event) => onChange({ from: event.target.value })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-to`} className="mb-1 block text-xs text-zinc-500">
                {IMAGES_TEXT.to}
              </label>
              <Input
                id={`${id}-to`}
                type="date"
                className="h-9 px-2.5"
                value={state.to}
                min={state.from || undefined}
                aria-label="Uploaded to"
                onChange={(event) => onChange({ to: event.target.value })}
              />
            </div>
          </div>
          {dateProblem && <p className="mt-1.5 text-xs text-red-600">{dateProblem}</p>}
        </fieldset>

        <fieldset className="min-w-0">
          <legend className="mb-2 text-[13px] font-medium text-zinc-700">{IMAGES_TEXT.fileSize}</legend>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-zinc-500">
                {IMAGES_TEXT.min}
              </label>
              <Input
                id={`${id}-min`}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.1"
                className="h-9 px-2.5"
                aria-label="Minimum size in MB"
                aria-invalid={sizeProblem ? true : undefined}
                value={minText}
                onChange={(event) => setMinText(event.target.value)}
              />
            </div>
            <div>
              <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-zinc-500">
                {IMAGES_TEXT.max}
              </label>
              <Input
                id={`${id}-max`}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.1"
                className="h-9 px-2.5"
                aria-label="Maximum size in MB"
                aria-invalid={sizeProblem ? true : undefined}
                value={maxText}
                onChange={(event) => setMaxText(event.target.value)}
              />
            </div>
          </div>
          {sizeProblem && <p className="mt-1.5 text-xs text-red-600">{sizeProblem}</p>}
        </fieldset>

        <fieldset className="min-w-0">
          <legend className="mb-2 text-[13px] font-medium text-zinc-700">{IMAGES_TEXT.fileType}</legend>
          <div
            role="radiogroup"
            aria-label={IMAGES_TEXT.fileType}
            className="flex flex-wrap gap-1.5 md:mt-[22px]"
          >
            {IMAGE_TYPE_FILTERS.map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={state.type === type}
                onClick={() => onChange({ type })}
                className={cn(
                  'h-9 rounded-lg border px-3 text-[13px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                  state.type === type
                    ? 'border-brand-500 bg-brand-50 text-brand-800 ring-1 ring-brand-500'
                    : 'border-zinc-200 bg-white text-zinc-700 hover:border-zinc-300 hover:bg-zinc-50',
                )}
              >
                {IMAGE_TYPE_LABELS[type]}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-zinc-100 pt-3">
        <p className="text-xs text-zinc-500">
          {activeCount === 0
            ? 'No filters applied'
            : `${activeCount} ${activeCount === 1 ? 'filter' : 'filters'} applied`}
        </p>
        <Button variant="ghost" size="sm" onClick={onClearAll}>
          {IMAGES_TEXT.clearAll}
        </Button>
      </div>
    </section>
  );
}
