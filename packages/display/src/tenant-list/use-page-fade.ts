import { useLayoutEffect, useRef, type RefObject } from 'react';

/** How long a new page of names takes to fade in (docs/product.md §11: no hard cut between pages). */
export const PAGE_FADE_MS = 450;

/**
 * Fades the rows in when the page turns (not on the first page drawn). The Web Animations API runs
 * on the compositor and is in every TV browser the player supports (Chrome 36 and later); where it
 * is missing the page simply cuts.
 */
export function usePageFade(ref: RefObject<HTMLDivElement | null>, page: number, enabled: boolean): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    if (!enabled || !element || typeof element.animate !== 'function') return;
    const fade = element.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: PAGE_FADE_MS,
      easing: 'ease-out',
    });
    return () => fade.cancel();
  }, [ref, page, enabled]);
}
