import { PAGE_ROTATION_MS } from '@foyer/shared';
import { useEffect, useState } from 'react';
import { useLanguageTurn } from '../i18n/screen-language';
import { nextPage } from './pagination';

/**
 * The page on show (0-based): advances every 4 s and wraps to the first page (docs/product.md §4) while
 * `enabled` and there is more than one page. When the page count shrinks below the current page
 * the list restarts at the first page.
 */
export function usePageRotation(pageCount: number, enabled: boolean): number {
  const [page, setPage] = useState(0);
  const rotating = enabled && pageCount > 1;
  // A screen alternating two languages turns its pages with its languages (LNG-5): one clock.
  const turn = useLanguageTurn();
  const ownClock = turn === null;
  useEffect(() => {
    if (!rotating || !ownClock) return;
    const timer = setInterval(
      () => setPage((current) => nextPage(current < pageCount ? current : 0, pageCount)),
      PAGE_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, pageCount, ownClock]);
  if (turn !== null) return rotating ? turn % pageCount : 0;
  return rotating && page < pageCount ? page : 0;
}
