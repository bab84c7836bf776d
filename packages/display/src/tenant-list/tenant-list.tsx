import { MIN_LIST_AREA_HEIGHT, type TenantEntry, type ThemeContent } from '@foyer/shared';
import { useMemo, useRef, type CSSProperties } from 'react';
import { effectiveRowHeight, remToCanvasPx } from '../canvas-units';
import { gapBefore } from '../flex-gap';
import { useSelectable } from '../selection';
import { columnWidths, directoryRows, visibleColumns } from './columns';
import { listLook } from './list-look';
import { ListTable } from './list-table';
import {
  fitLayout,
  listAreaHeight,
  pageLayout,
  pageRows,
  splitColumns,
  unmeasuredRowCap,
  type PageLayout,
} from './pagination';
import { PaginationFooter } from './pagination-footer';
import { usePageFade } from './use-page-fade';
import { maxScrollOffset, scrollWindow } from './scroll';
import { useAutoScroll } from './use-auto-scroll';
import { useElementHeight } from './use-element-height';
import { useLocalDay } from './use-local-day';
import { usePageRotation } from './use-pagination';

export interface TenantListProps {
  theme: ThemeContent;
  tenants: readonly TenantEntry[];
  /** Side-by-side columns of rows: 2 in the twoColumn layout. */
  columns?: 1 | 2;
  /** Page rotation and scrolling run only when true. */
  animate: boolean;
  /** Which builder panel a click on the list opens. */
  element: 'list-simple' | 'tenant-list';
  style?: CSSProperties;
}

export const EMPTY_DIRECTORY_TEXT = 'No tenants to show';

/** Scroll mode: one page holding every row, split evenly over the columns. */
function scrollLayout(rowCount: number, columns: number): PageLayout {
  const rowsPerColumn = Math.max(1, Math.ceil(rowCount / columns));
  return { rowsPerColumn, perPage: rowsPerColumn * columns, pageCount: 1, showFooter: false };
}

/**
 * The tenant directory of a theme (docs/product.md §3 tenants, §4 Tenant list display). Pages mode draws only
 * the rows of the page on show, scroll mode only the rows in view, so the cost of a render does not
 * grow with the size of the directory.
 */
export function TenantList({ theme, tenants, columns = 1, animate, element, style }: TenantListProps) {
  const { selectStyle, ...selectable } = useSelectable(element);
  const t = theme.tenants;
  const mode = theme.layoutOptions.pagination;

  const today = useLocalDay();
  const rows = useMemo(() => directoryRows(tenants, t.sortMethod, today), [tenants, t.sortMethod, today]);
  const shown = useMemo(
    () => visibleColumns(t.columnOrder, t.hiddenColumns),
    [t.columnOrder, t.hiddenColumns],
  );
  const widths = useMemo(() => columnWidths(t.columnWidths, shown), [t.columnWidths, shown]);
  const look = useMemo(() => listLook(theme), [theme]);
  const fontSize = remToCanvasPx(t.textSize);
  const rowHeight = effectiveRowHeight(t.rowHeight, t.textSize);

  const areaRef = useRef<HTMLDivElement>(null);
  const areaHeight = useElementHeight(areaRef);
  const geometry = { areaHeight, rowHeight, rowCount: rows.length, columns };
  const layout: PageLayout =
    mode === 'pages'
      ? pageLayout(geometry)
      : mode === 'none'
        ? fitLayout(geometry)
        : scrollLayout(rows.length, columns);

  const page = usePageRotation(layout.pageCount, animate && mode === 'pages');
  const pagesRef = useRef<HTMLDivElement>(null);
  usePageFade(pagesRef, page, animate && mode === 'pages');

  // Scroll mode: every row in `columns` columns, moved up under a fixed column header row.
  const viewport = areaHeight === null ? null : listAreaHeight(areaHeight) - rowHeight;
  const maxOffset = viewport === null ? 0 : maxScrollOffset(layout.rowsPerColumn, rowHeight, viewport);
  const tracks = useRef<Array<HTMLDivElement | null>>([]);
  const trackRefs = useMemo(
    () =>
      [0, 1].map((i) => (element: HTMLDivElement | null) => {
        tracks.current[i] = element;
      }),
    [],
  );
  const firstRow = useAutoScroll({ enabled: animate && mode === 'scroll', maxOffset, rowHeight, tracks });

  const pageItems = useMemo(
    () => (mode === 'scroll' ? rows : pageRows(rows, page, layout.perPage)),
    [mode, rows, page, layout.perPage],
  );
  const columnRows = useMemo(
    () => splitColumns(pageItems, layout.rowsPerColumn, columns),
    [pageItems, layout.rowsPerColumn, columns],
  );
  const visible =
    mode !== 'scroll'
      ? null
      : viewport === null
        ? { first: 0, last: unmeasuredRowCap(rowHeight) }
        : scrollWindow(firstRow * rowHeight, rowHeight, viewport, layout.rowsPerColumn);

  return (
    <div
      {...selectable}
      style={{
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        minHeight: 0,
        minWidth: 0,
        overflow: 'hidden',
        borderRadius: theme.layoutOptions.borderRadius,
        padding: t.padding,
        ...look.frame,
        ...style,
        ...selectStyle,
      }}
    >
      <div
        ref={areaRef}
        data-part="list-area"
        // The builder's readability check reads how many names a page holds.
        data-names-per-page={mode === 'pages' && areaHeight !== null ? layout.perPage : undefined}
        style={{
          flex: '1 1 0px',
          minHeight: MIN_LIST_AREA_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        <div ref={pagesRef} style={{ flex: '1 1 0px', minHeight: 0, display: 'flex' }}>
          {columnRows.map((items, i) => (
            <ListTable
              key={i}
              label={columns > 1 ? `Tenant directory, column ${i + 1}` : 'Tenant directory'}
              columns={shown}
              widths={widths}
              alignments={t.columnAlignments}
              rows={visible ? items.slice(visible.first, visible.last) : items}
              firstIndex={visible ? visible.first : 0}
              rowHeight={rowHeight}
              fontSize={fontSize}
              colors={theme.colors}
              look={look}
              trackRef={trackRefs[i]}
              emptyText={i === 0 && rows.length === 0 ? EMPTY_DIRECTORY_TEXT : undefined}
              style={gapBefore(i, Math.max(32, t.padding * 2))}
            />
          ))}
        </div>
        {layout.showFooter && (
          <PaginationFooter page={page} pageCount={layout.pageCount} colors={theme.colors} />
        )}
      </div>
    </div>
  );
}
