import { timeZoneNames } from '@foyer/shared';
import { Check, Globe } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The picker's own texts; the label and hint are its user's. */
export const TIME_ZONE_PICKER_TEXT = {
  label: 'Time zone',
  search: 'Search, e.g. Berlin or New York',
  noMatch: 'No time zone matches. Try a city such as Berlin or Chicago.',
  localTime: (time: string) => `Local time there: ${time}`,
} as const;

const SHOWN = 60;
let names: string[] | undefined;
/** Every zone the browser knows, listed once per page. */
const allZones = () => (names ??= timeZoneNames());

/** Written without underscores and case, so 'new york' and 'berl' find their zones. */
const folded = (text: string) => text.toLowerCase().replaceAll('_', ' ').trim();

/** The zones whose name contains what was typed, those whose city starts with it first. */
export function matchingZones(query: string): string[] {
  const typed = folded(query);
  if (typed === '') return allZones();
  const found = allZones().filter((zone) => folded(zone).includes(typed));
  const city = (zone: string) => folded(zone.split('/').at(-1) ?? zone);
  return [
    ...found.filter((zone) => city(zone).startsWith(typed)),
    ...found.filter((zone) => !city(zone).startsWith(typed)),
  ];
}

/** The wall clock in `zone` now, '14:05'. */
function localTime(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(Date.now());
  } catch {
    return null;
  }
}

/**
 * A searchable list of IANA time zones (docs/product.md §12): type part of a city ('berl') and
 * pick it with a click, or the arrow keys and Enter. What is typed only counts once picked.
 * Shared by a building's Screen hours and new building, and the organization's default in Settings.
 */
export function TimeZonePicker({
  value,
  onChange,
  label = TIME_ZONE_PICKER_TEXT.label,
  error,
  hint,
  labelAside,
  autoFocus,
}: {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Something at the right of the label row, e.g. a one-click 'Use Europe/Berlin'. */
  labelAside?: ReactNode;
  autoFocus?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const open = query !== null;
  const matches = useMemo(() => (open ? matchingZones(query) : []), [open, query]);
  const shown = matches.slice(0, SHOWN);
  const time = localTime(value);

  const pick = (zone: string) => {
    onChange(zone);
    setQuery(null);
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setQuery('');
      else move(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(active - 1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const zone = shown[active];
      if (zone) pick(zone);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-zinc-900">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <Globe
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          aria-hidden
        />
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] ? `${id}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={TIME_ZONE_PICKER_TEXT.search}
          value={open ? query : value}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          // A zone typed out in full counts as picked; anything else goes back to the chosen one.
          onBlur={() => {
            const typed = query === null ? '' : folded(query);
            const exact = typed === '' ? undefined : allZones().find((zone) => folded(zone) === typed);
            if (exact && exact !== value) pick(exact);
            else setQuery(null);
          }}
          className={cn(
            'block h-10 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-sm text-zinc-900 shadow-xs transition-[border-color,box-shadow]',
            'placeholder:text-zinc-400 hover:border-zinc-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none',
            'aria-invalid:border-red-500',
          )}
        />
        {open && (
          <ul
            id={listId}
            ref={listRef}
            role="listbox"
            aria-label={label}
            className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-zinc-200 bg-white py-1 text-sm shadow-lg shadow-zinc-950/10"
          >
            {shown.length === 0 && (
              <li className="px-3 py-2 text-zinc-500">{TIME_ZONE_PICKER_TEXT.noMatch}</li>
            )}
            {shown.map((zone, index) => (
              <li
                key={zone}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                // Before the input's blur, so the click still picks.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(zone);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5',
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-zinc-800',
                )}
              >
                <span className="truncate">{zone.replaceAll('_', ' ')}</span>
                {zone === value && <Check className="size-4 shrink-0 text-brand-600" aria-hidden />}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p id={`${id}-note`} className={cn('text-[13px]', error ? 'text-red-600' : 'text-zinc-500')}>
        {error ?? [hint, time && TIME_ZONE_PICKER_TEXT.localTime(time)].filter(Boolean).join(' ')}
      </p>
    </div>
  );
}
