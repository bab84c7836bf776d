import {
  SCREEN_MESSAGES_EN,
  FONT_STACKS,
  groupByFloor,
  MIN_LIST_AREA_HEIGHT,
  textPxForDistance,
  type ScreenTenant,
  type ThemeContent,
} from '@foyer/shared';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { columnHeadingPx, effectiveRowHeight, remToCanvasPx } from '../canvas-units';
import { gapBefore } from '../flex-gap';
import { MIN_NAMES_UNDER_IMAGE } from '../layouts/image-room';
import { useSelectable } from '../selection';
import { columnWidths, directoryRows, visibleColumns } from './columns';
import {
  balancedSlots,
  floorColumns,
  groupedRowCount,
  itemSlots,
  oneGroup,
  pageOfColumns,
  type ListItem,
  type Packing,
} from './floor-columns';
import { listLook } from './list-look';
import { ListTable } from './list-table';
import { fitLayout, listAreaHeight, pageLayout, unmeasuredRowCap, type PageLayout } from './pagination';
import { PaginationFooter } from './pagination-footer';
import { usePageFade } from './use-page-fade';
import { maxScrollOffset, slotWindow } from './scroll';
import { useAutoScroll } from './use-auto-scroll';
import { useElementSize } from './use-element-size';
import { fitRow, planTable, type RowFit } from './row-plan';
import { useScreenText, useScreenWords } from '../i18n/screen-language';
import { useReportDrawnList } from './drawn-list';
import { canvasMeasure } from './text-measure';
import { useFontsLoaded } from './use-fonts-loaded';
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
  /**
   * Told how many row heights MIN_NAMES_UNDER_IMAGE names take as planned (their lines, the values
   * under them, floor headings), so a stacked image can give way to them (image-room.ts, THM-36).
   */
  onNameRows?: (rows: number) => void;
}

export const EMPTY_DIRECTORY_TEXT = SCREEN_MESSAGES_EN['directory.empty'];

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
/** A directory column narrower than this many times the text size is too narrow for names (THM-36). */
const MIN_COLUMN_EMS = 12;

export function TenantList({
  theme,
  tenants,
  columns: asked = 1,
  animate,
  element,
  style,
  onNameRows,
}: TenantListProps) {
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
  const cellPadding = Math.round(fontSize * 0.6);
  // Names shrink no further than the theme's viewing distance allows before they take a third line.
  const readable = textPxForDistance(theme.typography.viewingDistance, theme.typography.screenDiagonal);
  const columnGap = Math.max(32, t.padding * 2);

  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef);
  const areaHeight = area?.height ?? null;
  // Two columns only where each has room for names at the theme's size (a portrait twoColumn has not).
  const columns =
    asked > 1 && area && (area.width - columnGap * (asked - 1)) / asked < MIN_COLUMN_EMS * fontSize
      ? 1
      : asked;
  const tableWidth = area ? (area.width - columnGap * (columns - 1)) / columns : null;

  // Names first (docs/product.md §11, THM-35): each row is planned with the fonts in use, again
  // once web fonts arrive, before it is laid into pages.
  const fontsLoaded = useFontsLoaded();
  const fontStack = FONT_STACKS[theme.typography.fontFamily] ?? 'system-ui, sans-serif';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const measure = useMemo(() => canvasMeasure(fontStack), [fontStack, fontsLoaded]);
  // The visitor's words (docs/product.md §16): headings, floors and suites in the screen's languages.
  const text = useScreenText();
  const words = useScreenWords();
  const plan = useMemo(
    () =>
      planTable({
        shown,
        widths,
        tableWidth,
        size: fontSize,
        padding: cellPadding,
        rows,
        measure,
        headingSize: columnHeadingPx(fontSize),
        words,
      }),
    [shown, widths, tableWidth, fontSize, cellPadding, rows, measure, words],
  );
  const fits = useMemo(() => {
    const nameShare = plan.widths.company_name ?? 0;
    const nameWidth =
      tableWidth === null || !plan.columns.includes('company_name')
        ? null
        : (tableWidth * nameShare) / 100 - 2 * cellPadding;
    const map = new Map<ScreenTenant, RowFit>();
    for (const row of rows)
      map.set(row, fitRow(row, plan, { nameWidth, size: fontSize, readable, rowHeight, measure, words }));
    return map;
  }, [rows, plan, tableWidth, cellPadding, fontSize, readable, rowHeight, measure, words]);

  // Grouped by floor (docs/product.md §11), each heading takes a row, so it counts in the paging.
  const packing: Packing = useMemo(
    () => ({
      headings: t.groupByFloor,
      order: t.floorOrder,
      fitOf: (entry: ScreenTenant) => fits.get(entry),
    }),
    [t.groupByFloor, t.floorOrder, fits],
  );
  const groups = useMemo(
    () => (t.groupByFloor ? groupByFloor(rows, t.floorOrder) : oneGroup(rows)),
    [t.groupByFloor, t.floorOrder, rows],
  );
  const itemCount = groupedRowCount(groups, packing);
  // Row heights a page of ten names takes on average, headings included.
  const nameRows =
    rows.length === 0 ? MIN_NAMES_UNDER_IMAGE : Math.ceil((MIN_NAMES_UNDER_IMAGE * itemCount) / rows.length);
  useEffect(() => {
    onNameRows?.(nameRows);
  }, [onNameRows, nameRows]);
  const columnsNeeded = useMemo(
    () => (slots: number) => floorColumns(groups, slots, packing).length,
    [groups, packing],
  );

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

  // The rows of each column on show. A directory that fits one page (and a scrolling one) is
  // spread evenly over its columns; otherwise columns fill in turn.
  const singlePage = mode === 'scroll' || layout.pageCount === 1;
  const slots = useMemo(
    () =>
      singlePage
        ? balancedSlots(groups, columns, mode === 'scroll' ? itemCount : layout.rowsPerColumn, packing)
        : layout.rowsPerColumn,
    [groups, singlePage, mode, columns, itemCount, layout.rowsPerColumn, packing],
  );
  const packed = useMemo(() => floorColumns(groups, slots, packing), [groups, slots, packing]);
  const columnRows: ListItem[][] = useMemo(
    () => pageOfColumns(packed, mode === 'scroll' ? 0 : page, columns, slots, packing),
    [packed, mode, page, columns, slots, packing],
  );
  const pageNames = columnRows.flat().filter((item) => item.kind === 'tenant');
  // What the readability check reports: names on a page and the smallest name drawn (THM-34).
  const smallestName = useMemo(() => {
    let smallest = fontSize;
    fits.forEach((fit) => {
      smallest = Math.min(smallest, fit.size);
    });
    return smallest;
  }, [fits, fontSize]);
  const namesPerPage = mode === 'pages' && areaHeight !== null ? pageNames.length : null;
  const smallestDrawn = area ? smallestName : null;
  useReportDrawnList(namesPerPage, smallestDrawn);
  // The longest column scrolls; columns may differ in length.
  const scrollSlots = Math.max(
    0,
    ...columnRows.map((items) => items.reduce((sum, item) => sum + itemSlots(item), 0)),
  );
  // Scroll mode: every row in `columns` columns, moved up under a fixed column header row.
  const viewport = areaHeight === null ? null : listAreaHeight(areaHeight) - rowHeight;
  const maxOffset = viewport === null ? 0 : maxScrollOffset(scrollSlots, rowHeight, viewport);
  const tracks = useRef<Array<HTMLDivElement | null>>([]);
  const trackRefs = useMemo(
    () =>
      [0, 1].map((i) => (element: HTMLDivElement | null) => {
        tracks.current[i] = element;
      }),
    [],
  );
  const firstSlot = useAutoScroll({ enabled: animate && mode === 'scroll', maxOffset, rowHeight, tracks });
  const visibleSlots = viewport === null ? unmeasuredRowCap(rowHeight) : Math.ceil(viewport / rowHeight) + 1;

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
        // Browser tests read how many names a page holds and the smallest name (as useReportDrawnList tells).
        data-names-per-page={namesPerPage ?? undefined}
        data-smallest-name-px={smallestDrawn ?? undefined}
        style={{
          flex: '1 1 0px',
          minHeight: MIN_LIST_AREA_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        <div ref={pagesRef} style={{ flex: '1 1 0px', minHeight: 0, display: 'flex' }}>
          {columnRows.map((items, i) => {
            const window = mode === 'scroll' ? slotWindow(items, firstSlot, visibleSlots) : null;
            return (
              <ListTable
                key={i}
                label={
                  columns > 1 ? text('directory.columnLabel', { column: i + 1 }) : text('directory.label')
                }
                columns={plan.columns}
                words={words}
                stacked={plan.stacked.length > 0}
                widths={plan.widths}
                alignments={t.columnAlignments}
                items={window ? items.slice(window.first, window.last) : items}
                firstIndex={window ? window.first : 0}
                leadSlots={window ? window.lead : 0}
                rowHeight={rowHeight}
                fontSize={fontSize}
                colors={theme.colors}
                look={look}
                trackRef={trackRefs[i]}
                emptyText={i === 0 && rows.length === 0 ? text('directory.empty') : undefined}
                style={gapBefore(i, columnGap)}
              />
            );
          })}
        </div>
        {layout.showFooter && (
          <PaginationFooter page={page} pageCount={layout.pageCount} colors={theme.colors} />
        )}
      </div>
    </div>
  );
}
