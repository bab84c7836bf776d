import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { usePersistentState } from '../../lib/use-persistent-state';
import { PageHeader } from '../layouts/page-header';
import { EmptyState } from '../ui/empty-state';
import { LoadFailedState } from '../ui/load-failed-state';
import { SearchInput } from '../ui/search-input';
import { isListView, ViewToggle, type ListView } from '../ui/view-toggle';
import { OtherBuildingsEmptyState, type OtherBuildings } from './other-buildings-empty-state';
import { useGridColumns } from './use-grid-columns';
import { VirtualGrid } from './virtual-grid';

/** The grid's gap-5, between cards and between rows. */
const CARD_GAP = 20;
/**
 * A card's height before it is measured: its 16:9 preview, then title and detail (about 70 px)
 * and what the screen reports (about 40 px); measured rows replace it.
 */
function estimateCardRow(width: number, columns: number): number {
  const cardWidth = Math.max(0, (width - (columns - 1) * CARD_GAP) / columns);
  return Math.round((cardWidth * 9) / 16 + 110 + CARD_GAP);
}
/** A list view row: its 72 px preview and padding. */
const LIST_ROW_ESTIMATE = 97;

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
  /**
   * Items of other buildings while one is selected: an empty building says where they are instead
   * of claiming there are none (docs/decisions/buildings.md BLD-11).
   */
  elsewhere?: OtherBuildings;
}

/**
 * The generic list page (docs/product.md §2): header with the add button, search, grid or list toggle,
 * and the loading, failed, empty and no-results states. Only the rows near the window are in the
 * page (VirtualGrid), so 10,000 items cost what a screenful does.
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
  elsewhere,
}: ListPageProps<T>) {
  const [query, setQuery] = useState('');
  const [view, setView] = usePersistentState<ListView>(viewKey, 'grid', isListView);
  // The search runs over every item: a deferred query keeps typing smooth while 10,000 are sifted.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => items.filter((item) => matches(item, deferredQuery)),
    [items, matches, deferredQuery],
  );
  const columns = useGridColumns();

  return (
    <div className="animate-fade-in">
      <PageHeader title={title} description={description} actions={action} />
      {items.length > 0 && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchInput
            className="max-w-sm flex-1"
            label={`Search ${itemsName}`}
            placeholder={text.searchPlaceholder}
            value={query}
            onChange={setQuery}
          />
          <ViewToggle view={view} onChange={setView} className="sm:ml-auto" />
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
          <LoadFailedState title={text.loadFailed} icon={icon} query={list} />
        ) : items.length === 0 && elsewhere && elsewhere.count > 0 ? (
          <OtherBuildingsEmptyState
            elsewhere={elsewhere}
            itemsName={itemsName}
            icon={icon}
            action={canWrite && action}
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
          // Keyed by view: a row's measured height in one is nothing to the other.
          <VirtualGrid
            key="grid"
            items={shown}
            columns={columns}
            gap={CARD_GAP}
            label={title}
            estimateRowHeight={estimateCardRow}
            renderItem={renderCard}
          />
        ) : (
          <VirtualGrid
            key="list"
            items={shown}
            columns={1}
            gap={0}
            label={title}
            estimateRowHeight={() => LIST_ROW_ESTIMATE}
            renderItem={renderRow}
            className="overflow-hidden rounded-2xl border border-zinc-200/80 bg-white"
            rowClassName={(row) => (row > 0 ? 'border-t border-zinc-100' : undefined)}
          />
        )}
      </div>
    </div>
  );
}
