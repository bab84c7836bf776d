import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The layout height of an element (unaffected by the canvas scale transform), kept current with a
 * ResizeObserver; null until the element has a height (and always in environments without layout).
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = (value: number) => setHeight(value > 0 ? value : null);
    read(element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) read(entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
