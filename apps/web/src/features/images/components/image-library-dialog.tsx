import type { OrganizationImage } from '@foyer/shared';
import { Check, Images, RefreshCw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useImages } from '../api/get-images';
import { formatBytes, imageDisplayName } from '../format';
import { IMAGES_TEXT } from '../messages';
import { Pagination } from './pagination';

/** Three rows of four: a page fits the dialog without scrolling on a laptop. */
const LIBRARY_PER_PAGE = 12;
const SEARCH_DEBOUNCE_MS = 300;

export interface ImageLibraryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orgId: string | null;
  /** The image already in use, marked as selected. */
  currentUrl?: string;
  onSelect: (image: OrganizationImage) => void;
}

/** 'Select from library' (docs/product.md §2 Theme builder): the organization's images, searched and paged on the server. */
export function ImageLibraryDialog({
  open,
  onOpenChange,
  orgId,
  currentUrl,
  onSelect,
}: ImageLibraryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={IMAGES_TEXT.libraryTitle}
          description={IMAGES_TEXT.libraryDescription}
          size="lg"
        >
          <LibraryBrowser
            orgId={orgId}
            currentUrl={currentUrl}
            onSelect={(image) => {
              onSelect(image);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function LibraryBrowser({
  orgId,
  currentUrl,
  onSelect,
}: {
  orgId: string | null;
  currentUrl?: string;
  onSelect: (image: OrganizationImage) => void;
}) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<OrganizationImage | null>(null);
  const list = useImages(orgId, {
    search: search || undefined,
    sort: 'date',
    order: 'desc',
    page,
    per_page: LIBRARY_PER_PAGE,
  });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const data = list.data;
  const images = data?.images ?? [];
  const isCurrent = (image: OrganizationImage) =>
    chosen ? chosen.id === image.id : image.image_url === currentUrl;

  return (
    <>
      <DialogBody className="pt-4">
        <SearchInput
          label="Search images"
          placeholder={IMAGES_TEXT.searchPlaceholder}
          value={searchText}
          onChange={setSearchText}
        />
        <div className="mt-4 min-h-72">
          {list.isPending ? (
            <div className="grid grid-cols-3 gap-3 sm:grid-cols-4" role="status" aria-label="Loading images">
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="aspect-[4/3] animate-pulse rounded-xl bg-zinc-100" />
              ))}
            </div>
          ) : list.isError && !data ? (
            <div className="flex flex-col items-center py-12 text-center">
              <p className="text-sm font-medium text-zinc-900">{IMAGES_TEXT.loadFailed}</p>
              <Button
                className="mt-4"
                variant="secondary"
                size="sm"
                onClick={() => void list.refetch()}
                loading={list.isFetching}
              >
                <RefreshCw className="size-4" aria-hidden />
                Try again
              </Button>
            </div>
          ) : images.length === 0 ? (
            <div className="flex flex-col items-center py-12 text-center">
              <span className="flex size-11 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 ring-8 ring-zinc-100/50">
                {search ? (
                  <SearchX className="size-5" aria-hidden />
                ) : (
                  <Images className="size-5" aria-hidden />
                )}
              </span>
              <p className="mt-5 text-sm font-semibold text-zinc-900">
                {search ? IMAGES_TEXT.noResults : IMAGES_TEXT.empty}
              </p>
              <p className="mt-1 max-w-xs text-[13px] text-zinc-500">
                {search ? 'Try another part of the filename.' : IMAGES_TEXT.libraryEmpty}
              </p>
            </div>
          ) : (
            <div
              role="listbox"
              aria-label="Images"
              className={cn(
                'grid grid-cols-3 gap-3 transition-opacity sm:grid-cols-4',
                list.isPlaceholderData && 'opacity-60',
              )}
            >
              {images.map((image) => {
                const selected = isCurrent(image);
                const name = imageDisplayName(image);
                return (
                  <button
                    key={image.id}
                    type="button"
                    role="option"
                    aria-selected={selected}
                    aria-label={name}
                    onClick={() => setChosen(image)}
                    onDoubleClick={() => onSelect(image)}
                    className={cn(
                      'group relative overflow-hidden rounded-xl border bg-white text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                      selected
                        ? 'border-brand-500 ring-2 ring-brand-500'
                        : 'border-zinc-200 hover:border-zinc-300 hover:shadow-sm',
                    )}
                  >
                    <div className="aspect-[4/3] bg-zinc-100">
                      <img src={image.image_url} alt="" loading="lazy" className="size-full object-cover" />
                    </div>
                    <div className="border-t border-zinc-100 px-2 py-1.5">
                      <p className="truncate text-xs font-medium text-zinc-800" title={name}>
                        {name}
                      </p>
                      <p className="text-[11px] text-zinc-500">{formatBytes(image.file_size)}</p>
                    </div>
                    {selected && (
                      <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm">
                        <Check className="size-3.5" aria-hidden />
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          )}
        </div>
        {data && data.page_count > 1 && (
          <Pagination className="mt-4" page={data.page} pageCount={data.page_count} onPage={setPage} />
        )}
      </DialogBody>
      <DialogFooter
        aside={
          list.isFetching && !list.isPending ? (
            <span className="inline-flex items-center gap-2">
              <Spinner /> Loading...
            </span>
          ) : data ? (
            IMAGES_TEXT.count(data.total)
          ) : null
        }
      >
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button disabled={!chosen} onClick={() => chosen && onSelect(chosen)}>
          {IMAGES_TEXT.useImage}
        </Button>
      </DialogFooter>
    </>
  );
}
