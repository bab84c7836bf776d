import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { IMAGES_TEXT } from '../messages';

/** Previous, Next and 'Page X of Y' (docs/product.md §2 Images page). */
export function Pagination({
  page,
  pageCount,
  onPage,
  summary,
  className,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** E.g. 'Showing 16–30 of 42'. */
  summary?: string;
  className?: string;
}) {
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p className="text-[13px] text-zinc-500 tabular-nums">{summary}</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="-ml-1 size-4" aria-hidden />
          {IMAGES_TEXT.previous}
        </Button>
        <span
          className="min-w-24 text-center text-[13px] font-medium text-zinc-700 tabular-nums"
          aria-live="polite"
        >
          {IMAGES_TEXT.page(page, Math.max(1, pageCount))}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {IMAGES_TEXT.next}
          <ChevronRight className="-mr-1 size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
