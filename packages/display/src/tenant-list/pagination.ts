import { MIN_LIST_AREA_HEIGHT, PAGINATION_FOOTER_HEIGHT, PREVIEW_WIDTH } from '@foyer/shared';

export interface ListGeometry {
  /** Measured height of the list area (column header row, rows and pagination footer); null before it is measured. */
  areaHeight: number | null;
  /** Height of one row, header row included. */
  rowHeight: number;
  /** Rows the list has to show. */
  rowCount: number;
  /** Side-by-side columns of rows (2 in the twoColumn layout). */
  columns: number;
  /**
   * Columns of `rowsPerColumn` rows the directory fills; by default the rows split evenly. A
   * directory grouped by floor counts its headings here (floor-columns.ts).
   */
  columnsNeeded?: (rowsPerColumn: number) => number;
}

export interface PageLayout {
  /** Rows drawn in each column of a page. */
  rowsPerColumn: number;
  /** Rows on one page, all columns together. */
  perPage: number;
  pageCount: number;
  /** The 40 px 'Page X of Y' footer is drawn only when there is more than one page. */
  showFooter: boolean;
}

/** The list area never shrinks below 100 px (docs/product.md §9), whatever the layout leaves it. */
export const listAreaHeight = (measured: number): number => Math.max(measured, MIN_LIST_AREA_HEIGHT);

/**
 * Before the list area is measured no more rows are drawn than the longest side of the canvas
 * could hold, so a first render of a 10,000-row directory stays a screenful.
 */
export const unmeasuredRowCap = (rowHeight: number): number => Math.ceil(PREVIEW_WIDTH / rowHeight);

/** Whole rows that fit under the column header row in `height`, at least one. */
function rowsThatFit(height: number, rowHeight: number): number {
  return Math.max(1, Math.floor((height - rowHeight) / rowHeight));
}

/**
 * docs/product.md §4 pages mode: when every row fits there is one page and no footer; otherwise the footer
 * takes 40 px and each page holds as many whole rows as fit above it. Before the area is measured
 * there is one page of at most a canvas-full of rows.
 */
export function pageLayout({
  areaHeight,
  rowHeight,
  rowCount,
  columns,
  columnsNeeded = (rows) => Math.ceil(rowCount / rows),
}: ListGeometry): PageLayout {
  const cols = Math.max(1, columns);
  if (areaHeight === null) {
    const rowsPerColumn = Math.max(1, Math.min(Math.ceil(rowCount / cols), unmeasuredRowCap(rowHeight)));
    return { rowsPerColumn, perPage: rowsPerColumn * cols, pageCount: 1, showFooter: false };
  }
  const area = listAreaHeight(areaHeight);
  const fitAll = rowsThatFit(area, rowHeight);
  if (columnsNeeded(fitAll) <= cols) {
    return { rowsPerColumn: fitAll, perPage: fitAll * cols, pageCount: 1, showFooter: false };
  }
  const rowsPerColumn = rowsThatFit(area - PAGINATION_FOOTER_HEIGHT, rowHeight);
  const perPage = rowsPerColumn * cols;
  return {
    rowsPerColumn,
    perPage,
    pageCount: Math.max(1, Math.ceil(columnsNeeded(rowsPerColumn) / cols)),
    showFooter: true,
  };
}

/** 'none' mode: the rows that fit, no pages, no footer. */
export function fitLayout(geometry: ListGeometry): PageLayout {
  const { areaHeight, rowHeight, columns } = geometry;
  const whole = pageLayout(geometry);
  if (whole.pageCount === 1) return whole;
  const rowsPerColumn = rowsThatFit(listAreaHeight(areaHeight ?? 0), rowHeight);
  return { rowsPerColumn, perPage: rowsPerColumn * Math.max(1, columns), pageCount: 1, showFooter: false };
}

/** The page after `page`, wrapping to the first (docs/product.md §4); a page beyond the count restarts too. */
export function nextPage(page: number, pageCount: number): number {
  return page + 1 >= pageCount ? 0 : page + 1;
}
