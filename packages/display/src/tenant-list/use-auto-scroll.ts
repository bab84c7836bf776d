import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { SCROLL_START, stepScroll } from './scroll';

interface AutoScrollOptions {
  enabled: boolean;
  maxOffset: number;
  rowHeight: number;
  /** The elements holding the drawn rows (one per column); moved with transform, never re-laid out. */
  tracks: RefObject<Array<HTMLElement | null>>;
}

/**
 * docs/product.md §4 scroll mode, one step per animation frame. The offset lives in a ref and moves the rows
 * with a transform, so a frame costs no React render; only when a whole row has scrolled out does
 * the first drawn row (the returned index) change and React draw the next window of rows.
 */
export function useAutoScroll({ enabled, maxOffset, rowHeight, tracks }: AutoScrollOptions): number {
  const [firstRow, setFirstRow] = useState(0);
  const state = useRef(SCROLL_START);
  const committedFirst = useRef(0);
  const running = enabled && maxOffset > 0;
  const shownFirst = running ? firstRow : 0;

  const place = useCallback(() => {
    const shift = running ? state.current.offset - committedFirst.current * rowHeight : 0;
    for (const track of tracks.current) {
      if (track) track.style.transform = shift !== 0 ? `translateY(${-shift}px)` : '';
    }
  }, [running, rowHeight, tracks]);

  // After every commit the rows on show match `shownFirst`: place them at the current offset.
  useLayoutEffect(() => {
    committedFirst.current = shownFirst;
    place();
  });

  useEffect(() => {
    if (!running) {
      state.current = SCROLL_START;
      return;
    }
    let frame = requestAnimationFrame(function tick(now) {
      state.current = stepScroll(state.current, maxOffset, now);
      const first = Math.floor(state.current.offset / rowHeight);
      if (first !== committedFirst.current) setFirstRow(first);
      else place();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, maxOffset, rowHeight, place]);

  return shownFirst;
}
