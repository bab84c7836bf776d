import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/** The state update for a size read: null without one, the same object when nothing changed. */
const sized =
  (width: number, height: number) =>
  (current: ElementSize | null): ElementSize | null =>
    width > 0 && height > 0
      ? current && current.width === width && current.height === height
        ? current
        : { width, height }
      : null;

/**
 * The layout size of an element (unaffected by the canvas scale transform), kept current with a
 * ResizeObserver; null until the element has a size (and always in environments without layout).
 * Chromium before 64 (webOS 4, Tizen 4) has no ResizeObserver: there the size is read again after
 * every render and on window resize, so room a neighbour gave up later (a hero image) is seen.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize | null {
  const [size, setSize] = useState<ElementSize | null>(null);
  const observed = typeof ResizeObserver !== 'undefined';
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setSize(sized(element.clientWidth, element.clientHeight));
    read();
    if (!observed) {
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(sized(entry.contentRect.width, entry.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, observed]);
  // After every render on purpose; no loop: `sized` keeps the same object for an unchanged size.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = ref.current;
    if (!observed && element) setSize(sized(element.clientWidth, element.clientHeight));
  });
  return size;
}
