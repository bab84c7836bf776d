import {
  can,
  IMAGE_LIST_DEFAULTS,
  IMAGE_SORT_FIELDS,
  type OrganizationImage,
  type User,
} from '@foyer/shared';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Images, SearchX, SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAction } from '../../../components/editor/use-action';
import { PageTitle } from '../../../components/layouts/page-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { SearchInput } from '../../../components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toaster';
import { isListView, ViewToggle, type ListView } from '../../../components/ui/view-toggle';
import { cn } from '../../../lib/cn';
import { usePersistentState } from '../../../lib/use-persistent-state';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/get-images';
import {
  activeFilterCount,
  changeImageList,
  clearImageFilters,
  imageListQuery,
  readImageListParams,
  writeImageListParams,
  type ImageListState,
} from '../image-list-params';
import { IMAGE_SORT_LABELS, IMAGES_TEXT } from '../messages';
import { ImageFilters } from './image-filters';
import { ImageCard, ImageTable } from './image-items';
import { ImageUploader } from './image-uploader';
import { Pagination } from './pagination';

const VIEW_KEY = 'foyer.images.view';
const SEARCH_DEBOUNCE_MS = 300;

export interface ImagesLibraryProps {
  actor: User;
  title: string;
  description?: string;
}

/**
 * The Images page body (docs/product.md §2): upload, then the organization's library with search, filters,
 * sort, grid or list, 15 a page. Search, filters, sort and page live in the address; the server
 * filters and pages.
 */
export function ImagesLibrary({ actor, title, description }: ImagesLibraryProps) {
  const [params, setParams] = useSearchParams();
  const state = readImageListParams(params);
  const [view, setView] = usePersistentState<ListView>(VIEW_KEY, IMAGE_LIST_DEFAULTS.view, isListView);
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(state) > 0);
  const [searchText, setSearchText] = useState(state.search);
  const [toDelete, setToDelete] = useState<OrganizationImage | null>(null);
  const list = useImages(actor.org_id, imageListQuery(state));
  const deleteImage = useDeleteImage();
  const canDelete = can(actor, 'images:delete');
  const canUpload = can(actor, 'images:upload');

  const update = useCallback(
    (patch: Partial<ImageListState>) =>
      setParams(
        (current) => writeImageListParams(changeImageList(readImageListParams(current), patch), current),
        { replace: !('page' in patch) },
      ),
    [setParams],
  );

  // The address is the source of truth: a link or Back that changes the search puts it in the box
  // (otherwise the pause below would write the old text back).
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    setSearchText(state.search);
  }

  // The search box applies after a short pause, so typing does not fire a request per key.
  useEffect(() => {
    if (searchText === state.search) return;
    const timer = window.setTimeout(() => update({ search: searchText }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, state.search, update]);

  useEffect(() => {
    // docs/product.md §8: failed calls are logged; the page keeps what it showed, or offers to try again.
    if (list.error) console.error(IMAGES_TEXT.loadFailed, list.error);
  }, [list.error]);

  // A page that no longer exists (the last image of the last page was deleted) shows the last one.
  const pageCount = list.data?.page_count ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && pageCount > 0 && state.page > pageCount) update({ page: pageCount });
  }, [list.isPlaceholderData, pageCount, state.page, update]);

  const clearAll = () => {
    setSearchText('');
    setParams((current) => writeImageListParams(clearImageFilters(readImageListParams(current)), current), {
      replace: true,
    });
  };

  // The question closes when the answer comes, said in a toast with the server's reason (DSH-23).
  const remove = useAction(
    (id: string) => deleteImage.mutateAsync(id),
    { done: IMAGES_TEXT.deleted, failed: IMAGES_TEXT.deleteFailed, reason: 'sentence' },
    {
      onDone: () => setToDelete(null),
      notice: (text) => {
        setToDelete(null);
        toast.error(text);
      },
    },
  );
  const confirmDelete = () => {
    if (toDelete) void remove.run(toDelete.id);
  };

  const data = list.data;
  const filterCount = activeFilterCount(state);
  const organizationTotal = data?.organization_total ?? 0;
  const images = data?.images ?? [];
  const onDelete = canDelete ? setToDelete : undefined;
  const first = data ? (data.page - 1) * data.per_page + 1 : 0;
  const last = data ? first + images.length - 1 : 0;

  return (
    <div className="animate-fade-in">
      <PageTitle title={title} />
      <header className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <div className="flex items-center gap-2.5">
            <h1 className="text-2xl font-semibold tracking-tight text-zinc-950">{title}</h1>
            {data && (
              <span
                className="inline-flex h-6 items-center rounded-full bg-zinc-900/5 px-2.5 text-[13px] font-semibold text-zinc-700 tabular-nums ring-1 ring-zinc-900/5 ring-inset"
                aria-label={IMAGES_TEXT.count(organizationTotal)}
                data-testid="images-count"
              >
                {organizationTotal}
              </span>
            )}
          </div>
          {description && <p className="mt-1 text-sm text-zinc-500">{description}</p>}
        </div>
      </header>

      {canUpload && (
        <section aria-label="Upload image" className="mt-6">
          <ImageUploader orgId={actor.org_id} purpose="image" uploadedBy={actor.id} multiple />
        </section>
      )}

      {organizationTotal > 0 && (
        <>
          <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center">
            <SearchInput
              className="max-w-sm flex-1"
              label="Search images"
              placeholder={IMAGES_TEXT.searchPlaceholder}
              value={searchText}
              onChange={setSearchText}
            />
            <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
              <Button
                variant="secondary"
                size="sm"
                className={cn('h-9', filtersOpen && 'bg-zinc-100')}
                aria-expanded={filtersOpen}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <SlidersHorizontal className="size-4" aria-hidden />
                {IMAGES_TEXT.filters}
                {filterCount > 0 && (
                  <span className="ml-0.5 inline-flex size-5 items-center justify-center rounded-full bg-brand-600 text-[11px] font-semibold text-white">
                    {filterCount}
                  </span>
                )}
              </Button>
              <div className="flex items-center gap-1">
                <Select
                  value={state.sort}
                  onValueChange={(sort) => update({ sort: sort as ImageListState['sort'] })}
                >
                  <SelectTrigger aria-label={IMAGES_TEXT.sortBy} className="w-40">
                    <span className="text-zinc-500">Sort:</span>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {IMAGE_SORT_FIELDS.map((field) => (
                      <SelectItem key={field} value={field}>
                        {IMAGE_SORT_LABELS[field]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label={state.order === 'asc' ? 'Ascending' : 'Descending'}
                  title={
                    state.order === 'asc'
                      ? 'Ascending (click for descending)'
                      : 'Descending (click for ascending)'
                  }
                  onClick={() => update({ order: state.order === 'asc' ? 'desc' : 'asc' })}
                >
                  {state.order === 'asc' ? (
                    <ArrowUpNarrowWide className="size-4" aria-hidden />
                  ) : (
                    <ArrowDownWideNarrow className="size-4" aria-hidden />
                  )}
                </Button>
              </div>
              <ViewToggle view={view} onChange={setView} />
            </div>
          </div>
          {filtersOpen && (
            <ImageFilters state={state} activeCount={filterCount} onChange={update} onClearAll={clearAll} />
          )}
        </>
      )}

      <div className="mt-6">
        {list.isPending ? (
          <div
            className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5"
            role="status"
            aria-label="Loading images"
          >
            {[0, 1, 2, 3].map((card) => (
              <div
                key={card}
                className="aspect-[4/4] animate-pulse rounded-2xl border border-zinc-200/80 bg-white"
              />
            ))}
          </div>
        ) : list.isError && !data ? (
          <LoadFailedState title={IMAGES_TEXT.loadFailed} icon={<Images />} query={list} />
        ) : organizationTotal === 0 ? (
          <EmptyState
            icon={<Images />}
            title={IMAGES_TEXT.empty}
            description={canUpload ? IMAGES_TEXT.emptyHint : IMAGES_TEXT.emptyViewerHint}
          />
        ) : images.length === 0 ? (
          <EmptyState
            tone="neutral"
            icon={<SearchX />}
            title={IMAGES_TEXT.noResults}
            description={IMAGES_TEXT.noResultsHint}
            action={
              <Button variant="secondary" onClick={clearAll}>
                {IMAGES_TEXT.clearAll}
              </Button>
            }
          />
        ) : (
          <div
            className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
            aria-busy={list.isPlaceholderData || undefined}
          >
            {view === 'grid' ? (
              <ul
                aria-label="Images"
                className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5"
              >
                {images.map((image) => (
                  <li key={image.id}>
                    <ImageCard image={image} onDelete={onDelete} />
                  </li>
                ))}
              </ul>
            ) : (
              <ImageTable images={images} onDelete={onDelete} />
            )}
            {data && (
              <Pagination
                className="mt-6"
                page={data.page}
                pageCount={data.page_count}
                summary={`Showing ${first}–${last} of ${data.total}`}
                onPage={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            )}
          </div>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={IMAGES_TEXT.deleteTitle}
        description={IMAGES_TEXT.deleteConfirm}
        confirmLabel={IMAGES_TEXT.delete}
        pendingLabel="Deleting..."
        pending={remove.pending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
