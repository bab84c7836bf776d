import { groupByFloor, MIN_LIST_AREA_HEIGHT, type ScreenTenant, type ThemeContent } from '@foyer/shared';
import { useMemo, useRef, type CSSProperties } from 'react';
import { effectiveRowHeight, remToCanvasPx } from '../canvas-units';
import { gapBefore } from '../flex-gap';
import { useSelectable } from '../selection';
import { columnWidths, directoryRows, visibleColumns } from './columns';
import {
  balancedSlots,
  floorColumns,
  groupedRowCount,
  pageOfColumns,
  tenantItems,
  type ListItem,
} from './floor-columns';
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
  tenants: readonly ScreenTenant[];
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
  const rows = useMemo(
    () => directoryRows(tenants, t.sortMethod, today, t.floorOrder),
    [tenants, t.sortMethod, today, t.floorOrder],
  );
  const shown = useMemo(
    () => visibleColumns(t.columnOrder, t.hiddenColumns),
    [t.columnOrder, t.hiddenColumns],
  );
  const widths = useMemo(() => columnWidths(t.columnWidths, shown), [t.columnWidths, shown]);
  const look = useMemo(() => listLook(theme), [theme]);
  const fontSize = remToCanvasPx(t.textSize);
  const rowHeight = effectiveRowHeight(t.rowHeight, t.textSize);

  // Grouped by floor (docs/product.md §11), each heading takes a row, so it counts in the paging.
  const groups = useMemo(
    () => (t.groupByFloor ? groupByFloor(rows, t.floorOrder) : null),
    [t.groupByFloor, rows, t.floorOrder],
  );
  const itemCount = groups ? groupedRowCount(groups) : rows.length;
  const columnsNeeded = useMemo(
    () => (groups ? (slots: number) => floorColumns(groups, slots).length : undefined),
    [groups],
  );

  const areaRef = useRef<HTMLDivElement>(null);
  const areaHeight = useElementHeight(areaRef);
  const geometry = { areaHeight, rowHeight, rowCount: itemCount, columns, columnsNeeded };
  const layout: PageLayout =
    mode === 'pages'
      ? pageLayout(geometry)
      : mode === 'none'
        ? fitLayout(geometry)
        : scrollLayout(itemCount, columns);

  const page = usePageRotation(layout.pageCount, animate && mode === 'pages');
  const pagesRef = useRef<HTMLDivElement>(null);
  usePageFade(pagesRef, page, animate && mode === 'pages');

  // The rows of each column on show. Grouped, a directory that fits one page (and a scrolling
  // one) is spread evenly over its columns; otherwise columns fill in turn.
  const singlePage = mode === 'scroll' || layout.pageCount === 1;
  const groupedSlots = useMemo(
    () =>
      groups && singlePage
        ? balancedSlots(groups, columns, mode === 'scroll' ? itemCount : layout.rowsPerColumn)
        : layout.rowsPerColumn,
    [groups, singlePage, mode, columns, itemCount, layout.rowsPerColumn],
  );
  const groupedColumns = useMemo(
    () => (groups ? floorColumns(groups, groupedSlots) : null),
    [groups, groupedSlots],
  );
  const columnRows: ListItem[][] = useMemo(() => {
    if (groupedColumns)
      return pageOfColumns(groupedColumns, mode === 'scroll' ? 0 : page, columns, groupedSlots, t.floorOrder);
    const pageItems = mode === 'scroll' ? rows : pageRows(rows, page, layout.perPage);
    return splitColumns(pageItems, layout.rowsPerColumn, columns).map(tenantItems);
  }, [
    groupedColumns,
    groupedSlots,
    mode,
    page,
    columns,
    rows,
    layout.perPage,
    layout.rowsPerColumn,
    t.floorOrder,
  ]);
  const namesPerPage = groupedColumns
    ? columnRows.reduce((sum, items) => sum + items.filter((item) => item.kind === 'tenant').length, 0)
    : layout.perPage;
  // The longest column scrolls; grouped columns may differ in length.
  const scrollRows = groupedColumns
    ? Math.max(0, ...columnRows.map((items) => items.length))
    : layout.rowsPerColumn;
  // Scroll mode: every row in `columns` columns, moved up under a fixed column header row.
  const viewport = areaHeight === null ? null : listAreaHeight(areaHeight) - rowHeight;
  const maxOffset = viewport === null ? 0 : maxScrollOffset(scrollRows, rowHeight, viewport);
  const tracks = useRef<Array<HTMLDivElement | null>>([]);
  const trackRefs = useMemo(
    () =>
      [0, 1].map((i) => (element: HTMLDivElement | null) => {
        tracks.current[i] = element;
      }),
    [],
  );
  const firstRow = useAutoScroll({ enabled: animate && mode === 'scroll', maxOffset, rowHeight, tracks });

  const visible =
    mode !== 'scroll'
      ? null
      : viewport === null
        ? { first: 0, last: unmeasuredRowCap(rowHeight) }
        : scrollWindow(firstRow * rowHeight, rowHeight, viewport, scrollRows);

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
        data-names-per-page={mode === 'pages' && areaHeight !== null ? namesPerPage : undefined}
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
              items={visible ? items.slice(visible.first, visible.last) : items}
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
