import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface VirtualGridProps<T extends { id: string }> {
  items: readonly T[];
  /** Items per row: the grid's columns, 1 for the list view. */
  columns: number;
  /** Space between columns and between rows, in px. */
  gap: number;
  /** The list's accessible name. */
  label: string;
  /** A row's height before it is drawn and measured, from the list's width. */
  estimateRowHeight: (width: number, columns: number) => number;
  renderItem: (item: T) => ReactNode;
  /** The list's box, e.g. the list view's border. */
  className?: string;
  /** A row's own class by its index, e.g. the list view's rule between rows. */
  rowClassName?: (row: number) => string | undefined;
}

/** The element's top in the page, whatever the scroll. */
function pageTop(element: HTMLElement): number {
  let top = 0;
  for (let at: HTMLElement | null = element; at; at = at.offsetParent as HTMLElement | null) {
    top += at.offsetTop;
  }
  return top;
}

/** Rows drawn beyond the window each way, so Tab and the arrow keys always find the next card. */
const OVERSCAN_ROWS = 2;

/**
 * A list page's items in rows of `columns`, only the rows near the window in the page
 * (docs/decisions/devices-and-publishing.md DEV-19): 10,000 device cards were 91,000 elements and
 * seconds of script and style work on every change; now a few rows are, however long the list.
 * The page scrolls as before (the window), each row is measured once drawn, and the row holding
 * the focus stays drawn while scrolled away, so the keyboard never loses its place. A screen
 * reader hears each item's place in the whole list (aria-posinset of aria-setsize).
 */
export function VirtualGrid<T extends { id: string }>({
  items,
  columns,
  gap,
  label,
  estimateRowHeight,
  renderItem,
  className,
  rowClassName,
}: VirtualGridProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts in the page and how wide it is. Anything above it changing height, or the
  // window its width, changes the page's body, so the body's resizes say when to read them again.
  // Offsets, not the box on screen: they ignore the scroll and the page's fade-in.
  const [box, setBox] = useState({ top: 0, width: 0 });
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const read = () => {
      const top = pageTop(element);
      const width = element.clientWidth;
      setBox((previous) => (previous.top === top && previous.width === width ? previous : { top, width }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // The item holding the focus, by id: its row is kept drawn, and when it is drawn anew (it moved
  // to another row, the columns changed with the window's width or zoom) the focus goes back to it.
  const focusedItem = useRef<string | null>(null);
  const focusedIndex =
    focusedItem.current === null ? -1 : items.findIndex((item) => item.id === focusedItem.current);
  const focusedRow = focusedIndex < 0 ? null : Math.floor(focusedIndex / columns);
  const rowCount = Math.ceil(items.length / columns);
  const estimate = estimateRowHeight(box.width, columns);
  // Rows of another column count are other rows: their measured heights do not carry over. A new
  // estimate (the width known) makes the virtualizer lay out the rows not yet measured again.
  const rowKey = useCallback((row: number) => `${columns}:${row}`, [columns, estimate]); // eslint-disable-line react-hooks/exhaustive-deps

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimate,
    overscan: OVERSCAN_ROWS,
    scrollMargin: box.top,
    getItemKey: rowKey,
    rangeExtractor: (range: Range) => {
      const rows = defaultRangeExtractor(range);
      const focused = focusedRow;
      if (focused === null || focused >= range.count || rows.includes(focused)) return rows;
      return [...rows, focused].sort((a, b) => a - b);
    },
    // A row not laid out (jsdom, a hidden page) measures 0; counting it as 0 would draw them all.
    measureElement: (element, entry) =>
      entry?.borderBoxSize?.[0]?.blockSize || element.getBoundingClientRect().height || estimate,
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    focusedItem.current =
      (event.target as HTMLElement).closest<HTMLElement>('[data-item]')?.dataset.item ?? null;
  };
  // A card taken out while focused fires no blur (React removes it): its claim stays.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedItem.current = null;
  };
  useLayoutEffect(() => {
    const id = focusedItem.current;
    const list = listRef.current;
    if (id === null || !list || (document.activeElement && document.activeElement !== document.body)) return;
    const item = [...list.querySelectorAll<HTMLElement>('[data-item]')].find(
      (element) => element.dataset.item === id,
    );
    if (!item) return;
    const target =
      item.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]') ?? item;
    target.focus({ preventScroll: true });
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={cn('relative', className)}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={cn('absolute top-0 left-0 grid w-full', rowClassName?.(row.index))}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: gap,
              paddingBottom: row.index < rowCount - 1 ? gap : 0,
            }}
          >
            {items.slice(first, first + columns).map((item, column) => (
              <div
                key={item.id}
                data-item={item.id}
                role="listitem"
                aria-setsize={items.length}
                aria-posinset={first + column + 1}
              >
                {renderItem(item)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
