import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The layout size of an element (unaffected by the canvas scale transform), kept current with a
 * ResizeObserver; null until the element has a size (and always in environments without layout).
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize | null {
  const [size, setSize] = useState<ElementSize | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = (width: number, height: number) =>
      setSize((current) =>
        width > 0 && height > 0
          ? current && current.width === width && current.height === height
            ? current
            : { width, height }
          : null,
      );
    read(element.clientWidth, element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) read(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
