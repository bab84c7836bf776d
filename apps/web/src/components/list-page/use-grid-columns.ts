import { useSyncExternalStore } from 'react';

/**
 * The grid's columns by window width, as Tailwind's `sm` (40rem) and `xl` (80rem) breakpoints gave
 * them when the grid was CSS alone: one on a phone, two, three on a wide window. The virtualized
 * grid cuts its items into rows of this many, so it must know the number, not only the CSS.
 */
const BREAKPOINTS: ReadonlyArray<readonly [query: string, columns: number]> = [
  ['(min-width: 80rem)', 3],
  ['(min-width: 40rem)', 2],
];

function columnsNow(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  return BREAKPOINTS.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const lists = BREAKPOINTS.map(([query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** How many cards a row of the list page's grid holds at this window width. */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columnsNow, () => 1);
}
