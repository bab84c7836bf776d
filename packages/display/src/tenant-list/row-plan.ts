import { floorHeading, type ScreenTenant, type TenantColumn } from '@foyer/shared';
import { ROW_LINE_HEIGHT } from '../canvas-units';
import { wrappedLines, type Measure } from './text-measure';

/*
 * Names first (docs/product.md §11, docs/decisions/themes.md THM-35): every row is planned before it
 * is drawn. Names keep the theme's size on every page; a name too long for one line takes a second
 * line and its row takes two row heights, so the page holds fewer rows instead of smaller names.
 * Only a name too long for two lines shrinks, and only its own row. Columns too narrow for their
 * values give way: their values are drawn under the name.
 */

/** Font weights as list-table.tsx draws the cells. */
export const CELL_WEIGHT: Record<TenantColumn, number> = {
  company_name: 600,
  floor: 700,
  suite_room: 500,
  category: 500,
};
/** Line height of a name wrapped onto two lines. */
export const WRAPPED_LINE_HEIGHT = 1.12;
/** The line of values under a name, as a share of the name's size. */
export const DETAIL_SCALE = 0.72;
/** A name too long for two lines shrinks its row no further than this share of the size. */
const MIN_NAME_SCALE = 0.6;
/** A floor, suite or category may be drawn this much smaller to fit its column before it gives way. */
export const MIN_CELL_SCALE = 0.7;
/** Room above and below the text of a row that takes more than one row height. */
const TALL_ROW_PADDING = 12;

export interface TablePlan {
  /** Columns drawn side by side, the name first wherever the theme put it. */
  columns: TenantColumn[];
  /** Columns whose values are drawn under the name, because their column had no room for them. */
  stacked: TenantColumn[];
  /** Percent widths of `columns`, filling 100: a stacked column's width goes to the name. */
  widths: Record<string, number>;
}

export interface RowFit {
  /** Lines the name is drawn on. */
  lines: 1 | 2;
  /** The size the row's text is drawn at: the list's size, or smaller for a very long name. */
  size: number;
  /** The values of the stacked columns, as one line under the name; '' when none. */
  detail: string;
  /** Row heights the row takes. */
  slots: number;
}

/** The text a stacked column's value reads as under a name: 'Floor 3 · Suite 310 · Legal'. */
function stackedText(entry: ScreenTenant, column: TenantColumn): string {
  const value = String(entry[column] ?? '').trim();
  if (!value) return '';
  if (column === 'floor') return floorHeading(value);
  if (column === 'suite_room') return /^[\d]/.test(value) ? `Suite ${value}` : value;
  return value;
}

export function detailText(entry: ScreenTenant, stacked: readonly TenantColumn[]): string {
  return stacked
    .map((column) => stackedText(entry, column))
    .filter(Boolean)
    .join(' · ');
}

/**
 * Which columns keep their place in a table `tableWidth` px wide: a floor, suite or category column
 * whose widest value would not fit even at MIN_CELL_SCALE is stacked under the name. Before the
 * table is measured (null) every column keeps its place.
 */
export function planTable({
  shown,
  widths,
  tableWidth,
  size,
  padding,
  rows,
  measure,
}: {
  shown: readonly TenantColumn[];
  widths: Record<string, number>;
  tableWidth: number | null;
  size: number;
  padding: number;
  rows: readonly ScreenTenant[];
  measure: Measure;
}): TablePlan {
  const stacked: TenantColumn[] = [];
  if (tableWidth !== null && shown.includes('company_name')) {
    for (const column of shown) {
      if (column === 'company_name') continue;
      const room = (tableWidth * (widths[column] ?? 0)) / 100 - 2 * padding;
      const seen = new Set<string>();
      let widest = 0;
      for (const row of rows) {
        const value = String(row[column] ?? '');
        if (seen.has(value)) continue;
        seen.add(value);
        widest = Math.max(widest, measure(value, size * MIN_CELL_SCALE, CELL_WEIGHT[column]));
        if (widest > room) break;
      }
      if (widest > room) stacked.push(column);
    }
  }
  const columns = shown.filter((column) => !stacked.includes(column));
  const given = stacked.reduce((sum, column) => sum + (widths[column] ?? 0), 0);
  const kept: Record<string, number> = {};
  for (const column of columns) {
    kept[column] = (widths[column] ?? 0) + (column === 'company_name' ? given : 0);
  }
  return { columns, stacked, widths: kept };
}

/** How a name of `text` is drawn in `width` px at `size`: one line, two, or two at a smaller size. */
export function fitName(
  text: string,
  width: number,
  size: number,
  measure: Measure,
): { lines: 1 | 2; size: number } {
  const weight = CELL_WEIGHT.company_name;
  if (measure(text, size, weight) <= width) return { lines: 1, size };
  if (wrappedLines(text, width, size, weight, measure) <= 2) return { lines: 2, size };
  const smallest = Math.round(size * MIN_NAME_SCALE);
  for (let next = size - 1; next > smallest; next--) {
    if (wrappedLines(text, width, next, weight, measure) <= 2) return { lines: 2, size: next };
  }
  // Past two lines even at the smallest size: cut with '…' after the second.
  return { lines: 2, size: smallest };
}

/** Row heights a row of this text takes. */
export function rowSlots(
  lines: 1 | 2,
  size: number,
  detail: boolean,
  base: number,
  rowHeight: number,
): number {
  if (lines === 1 && !detail) return 1;
  const nameHeight = lines === 1 ? size * ROW_LINE_HEIGHT : 2 * size * WRAPPED_LINE_HEIGHT;
  const detailHeight = detail ? base * DETAIL_SCALE * ROW_LINE_HEIGHT : 0;
  return Math.max(1, Math.ceil((nameHeight + detailHeight + TALL_ROW_PADDING) / rowHeight));
}

/** The plan of one row: its name's lines and size, the values under it, and its height. */
export function fitRow(
  entry: ScreenTenant,
  plan: TablePlan,
  {
    nameWidth,
    size,
    rowHeight,
    measure,
  }: { nameWidth: number | null; size: number; rowHeight: number; measure: Measure },
): RowFit {
  const detail = detailText(entry, plan.stacked);
  const name = String(entry.company_name ?? '');
  const fit = nameWidth === null ? { lines: 1 as const, size } : fitName(name, nameWidth, size, measure);
  return { ...fit, detail, slots: rowSlots(fit.lines, fit.size, detail !== '', size, rowHeight) };
}
