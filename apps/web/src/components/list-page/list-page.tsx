import { LayoutGrid, List, RefreshCw, Search } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { usePersistentState } from '../../lib/use-persistent-state';
import { PageHeader } from '../layouts/page-header';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Input } from '../ui/input';

type View = 'grid' | 'list';
const isView = (value: unknown): value is View => value === 'grid' || value === 'list';

/** The parts of a list query the page reads. */
export interface ListPageQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The list's messages (a feature's *_TEXT object fits as it is). */
export interface ListPageText {
  searchPlaceholder: string;
  loadFailed: string;
  empty: string;
  /** Shown under `empty` to those who may add items. */
  emptyHint: string;
  /** Shown under `empty` to those who may not. */
  emptyViewerHint: string;
  noResults: string;
  noResultsHint: string;
}

export interface ListPageProps<T extends { id: string }> {
  title: string;
  description?: string;
  /** The add button, shown in the header and in the empty state; false when not allowed. */
  action?: ReactNode;
  /** Icon of the empty and failed states. */
  icon: ReactNode;
  /** The items' plural name, e.g. 'themes': names the search box and the loading state. */
  itemsName: string;
  text: ListPageText;
  /** Whether the user may add items (picks the empty state's hint). */
  canWrite: boolean;
  list: ListPageQuery;
  /** The items in scope, before the search. */
  items: readonly T[];
  matches: (item: T, query: string) => boolean;
  /** Where the grid or list choice persists (local storage). */
  viewKey: string;
  renderCard: (item: T) => ReactNode;
  renderRow: (item: T) => ReactNode;
}

/**
 * The generic list page (SPEC §2): header with the add button, search, grid or list toggle,
 * and the loading, failed, empty and no-results states.
 */
export function ListPage<T extends { id: string }>({
  title,
  description,
  action,
  icon,
  itemsName,
  text,
  canWrite,
  list,
  items,
  matches,
  viewKey,
  renderCard,
  renderRow,
}: ListPageProps<T>) {
  const [query, setQuery] = useState('');
  const [view, setView] = usePersistentState<View>(viewKey, 'grid', isView);
  const shown = useMemo(() => items.filter((item) => matches(item, query)), [items, matches, query]);

  return (
    <div className="animate-fade-in">
      <PageHeader title={title} description={description} actions={action} />
      {items.length > 0 && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative max-w-sm flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
              aria-hidden
            />
            <Input
              type="search"
              aria-label={`Search ${itemsName}`}
              placeholder={text.searchPlaceholder}
              className="pl-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div
            role="radiogroup"
            aria-label="View"
            className="flex rounded-lg border border-zinc-200 bg-white p-0.5 sm:ml-auto"
          >
            {(
              [
                ['grid', LayoutGrid, 'Grid view'],
                ['list', List, 'List view'],
              ] as const
            ).map(([value, Icon, label]) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={view === value}
                aria-label={label}
                onClick={() => setView(value)}
                className={cn(
                  'flex size-8 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-500',
                  view === value ? 'bg-zinc-100 text-zinc-950' : 'text-zinc-500 hover:text-zinc-900',
                )}
              >
                <Icon className="size-4" aria-hidden />
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="mt-6">
        {list.isPending ? (
          <div
            className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
            role="status"
            aria-label={`Loading ${itemsName}`}
          >
            {[0, 1, 2].map((card) => (
              <div
                key={card}
                className="aspect-[16/12] animate-pulse rounded-2xl border border-zinc-200/80 bg-white"
              />
            ))}
          </div>
        ) : list.isError && items.length === 0 ? (
          <EmptyState
            tone="neutral"
            icon={icon}
            title={text.loadFailed}
            description="Check your connection, then try again. Nothing has changed."
            action={
              <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
                <RefreshCw className="size-4" aria-hidden />
                Try again
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={icon}
            title={text.empty}
            description={canWrite ? text.emptyHint : text.emptyViewerHint}
            action={action}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            tone="neutral"
            icon={<Search />}
            title={text.noResults}
            description={text.noResultsHint}
          />
        ) : view === 'grid' ? (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((item) => (
              <li key={item.id}>{renderCard(item)}</li>
            ))}
          </ul>
        ) : (
          <ul className="divide-y divide-zinc-100 overflow-hidden rounded-2xl border border-zinc-200/80 bg-white">
            {shown.map((item) => (
              <li key={item.id}>{renderRow(item)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
