import type { ScreenTenant, TenantColumn } from '@foyer/shared';
import { ROW_LINE_HEIGHT } from '../canvas-units';
import { ENGLISH_WORDS, type ScreenWords } from '../i18n/screen-words';
import { cellText } from './columns';
import { wrappedLines, type Measure } from './text-measure';

/*
 * Names first (docs/product.md §11, docs/decisions/themes.md THM-35): every row is planned before it
 * is drawn. Names keep the theme's size on every page; a name too long for one line takes a second
 * line and its row takes two row heights, so the page holds fewer rows instead of smaller names.
 * A name too long for two lines first shrinks its own row down to the size the viewing distance
 * needs, then takes a third line; only a name too long for that shrinks further. Columns too
 * narrow for their values give way: their values are drawn under the name.
 */

/** Font weights as list-table.tsx draws the cells. */
export const CELL_WEIGHT: Record<TenantColumn, number> = {
  company_name: 600,
  floor: 700,
  suite_room: 500,
  category: 500,
};
/** Line height of a name wrapped onto more than one line. */
export const WRAPPED_LINE_HEIGHT = 1.12;
/** The line of values under a name, as a share of the name's size. */
export const DETAIL_SCALE = 0.72;
/** The most lines a name is drawn on before it is cut with '…'. */
export const MAX_NAME_LINES = 3;
/** A name too long for three lines shrinks its row no further than this share of the size. */
const MIN_NAME_SCALE = 0.6;
/** A floor, suite or category may be drawn this much smaller to fit its column before it gives way. */
export const MIN_CELL_SCALE = 0.7;
/** Room above and below the text of a row that takes more than one row height. */
const TALL_ROW_PADDING = 12;

export type NameLines = 1 | 2 | 3;

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
  lines: NameLines;
  /** The size the row's text is drawn at: the list's size, or smaller for a very long name. */
  size: number;
  /** The values of the stacked columns, as one line under the name; '' when none. */
  detail: string;
  /** Row heights the row takes. */
  slots: number;
}

/** The text a stacked column's value reads as under a name: 'Floor 3 · Suite 310 · Legal'. */
function stackedText(entry: ScreenTenant, column: TenantColumn, words: ScreenWords): string {
  const value = String(entry[column] ?? '').trim();
  if (!value) return '';
  if (column === 'floor') return words.floor(value);
  if (column === 'suite_room') return words.suite(value);
  if (column === 'category') return words.category(value);
  return value;
}

export function detailText(
  entry: ScreenTenant,
  stacked: readonly TenantColumn[],
  words: ScreenWords = ENGLISH_WORDS,
): string {
  return stacked
    .map((column) => stackedText(entry, column, words))
    .filter(Boolean)
    .join(' · ');
}

/** The share of a name's room planned for, so a name planned to fit is never cut by a pixel. */
const FIT_MARGIN = 0.96;

/** The name column keeps at least this many times the text size when others take its room. */
const NAME_MIN_EMS = 9;

/**
 * Which columns keep their place in a table `tableWidth` px wide, and how wide each is. The theme's
 * widths hold while every floor, suite and category fits its column (at MIN_CELL_SCALE at the
 * least). A column that would be cut first takes room from columns with room to spare, then from
 * the name column (down to NAME_MIN_EMS); names wider than their column then take what the other
 * columns do not need for their widest values; only when that is not enough is it stacked under the name,
 * widest first. Before the table is measured (null) every column keeps the theme's width.
 */
export function planTable({
  shown,
  widths,
  tableWidth,
  size,
  padding,
  rows,
  measure,
  headingSize = 0,
  words = ENGLISH_WORDS,
}: {
  shown: readonly TenantColumn[];
  widths: Record<string, number>;
  tableWidth: number | null;
  size: number;
  padding: number;
  rows: readonly ScreenTenant[];
  measure: Measure;
  /** The column headings' size: a column is never squeezed below its heading's width. */
  headingSize?: number;
  /** The screen's words: its column headings (docs/product.md §16). */
  words?: ScreenWords;
}): TablePlan {
  const keepAll = { columns: [...shown], stacked: [], widths: { ...widths } };
  if (tableWidth === null || !shown.includes('company_name')) return keepAll;
  // What each column needs for its widest value: at the smallest a cell may shrink to, and whole.
  const need: Record<string, number> = {};
  const needWhole: Record<string, number> = {};
  for (const column of shown) {
    const seen = new Set<string>();
    let widest = 0;
    for (const row of rows) {
      const value = cellText(row, column, words);
      if (seen.has(value)) continue;
      seen.add(value);
      widest = Math.max(widest, measure(value, size, CELL_WEIGHT[column]));
    }
    need[column] = Math.ceil(widest * MIN_CELL_SCALE + 2 * padding + 1);
    // Headings are upper case with 0.08em letter spacing (list-table.tsx); a heading may be drawn
    // tighter and smaller (fit-cells.ts) rather than take names' room, so 0.75 of it is kept.
    const label = words.heading(column).toUpperCase();
    const heading = headingSize
      ? 0.75 * (measure(label, headingSize, 700) + label.length * 0.08 * headingSize)
      : 0;
    needWhole[column] = Math.ceil(Math.max(widest, heading) / FIT_MARGIN + 2 * padding + 1);
  }
  const px = (column: TenantColumn) => (tableWidth * (widths[column] ?? 0)) / 100;
  const stacked: TenantColumn[] = [];
  for (;;) {
    const others = shown.filter((column) => column !== 'company_name' && !stacked.includes(column));
    const room: Record<string, number> = {};
    for (const column of others) room[column] = px(column);
    room.company_name = px('company_name') + stacked.reduce((sum, column) => sum + px(column), 0);
    const short = others.filter((column) => (need[column] ?? 0) > (room[column] ?? 0));
    const spare = (column: TenantColumn, floor: Record<string, number>) =>
      Math.max(0, (room[column] ?? 0) - (floor[column] ?? 0));
    /** Moves `amount` px to `to` from `from`, each giving in proportion to its room above `floor`. */
    const move = (
      amount: number,
      from: readonly TenantColumn[],
      floor: Record<string, number>,
      to: string,
    ) => {
      const total = from.reduce((sum, column) => sum + spare(column, floor), 0);
      if (total <= 0 || amount <= 0) return;
      const share = Math.min(1, amount / total);
      for (const column of from) room[column] = (room[column] ?? 0) - spare(column, floor) * share;
      room[to] = (room[to] ?? 0) + Math.min(amount, total);
    };
    const deficit = short.reduce((sum, column) => sum + (need[column] ?? 0) - (room[column] ?? 0), 0);
    const nameSpare = Math.max(0, (room.company_name ?? 0) - NAME_MIN_EMS * size);
    const fitting = others.filter((column) => !short.includes(column));
    const othersSpare = fitting.reduce((sum, column) => sum + spare(column, need), 0);
    if (deficit > nameSpare + othersSpare) {
      // Not enough room anywhere: the widest of the short columns goes under the name.
      stacked.push(short.reduce((a, b) => ((need[b] ?? 0) > (need[a] ?? 0) ? b : a)));
      continue;
    }
    // Short columns get what they need: from the other columns' spare room first, then the name's.
    for (const column of short) {
      const missing = (need[column] ?? 0) - (room[column] ?? 0);
      const fromOthers = Math.min(
        missing,
        fitting.reduce((sum, c) => sum + spare(c, need), 0),
      );
      move(fromOthers, fitting, need, column);
      const rest = missing - fromOthers;
      room.company_name = (room.company_name ?? 0) - rest;
      room[column] = (room[column] ?? 0) + rest;
    }
    // Names first: names wider than their column take the room other columns do not need whole.
    const nameNeed = (needWhole.company_name ?? 0) - (room.company_name ?? 0);
    move(nameNeed, others, needWhole, 'company_name');
    const kept: Record<string, number> = {};
    for (const column of shown)
      if (!stacked.includes(column)) kept[column] = (100 * (room[column] ?? 0)) / tableWidth;
    return {
      columns: shown.filter((column) => !stacked.includes(column)),
      stacked: shown.filter((column) => stacked.includes(column)),
      widths: kept,
    };
  }
}

/**
 * How a name of `text` is drawn in `room` px at `size`: one line; two; two at a smaller size, but
 * never below `readable` (what the viewing distance needs, THM-34); three at the size; and only a
 * name past three lines smaller still, down to MIN_NAME_SCALE, cut with '…' after the third.
 */
export function fitName(
  text: string,
  room: number,
  size: number,
  measure: Measure,
  readable = size,
): { lines: NameLines; size: number } {
  const weight = CELL_WEIGHT.company_name;
  // A canvas measures a few percent narrower than the page lays the same text out.
  const width = room * FIT_MARGIN;
  const lines = (px: number) => wrappedLines(text, width, px, weight, measure);
  if (measure(text, size, weight) <= width) return { lines: 1, size };
  if (lines(size) <= 2) return { lines: 2, size };
  // The size and the lines it really takes (a shrunk name may fit on fewer lines than allowed).
  // The largest size from `size - 1` down to `floor` at which the name takes at most `most` lines.
  const shrink = (most: number, floor: number) => {
    for (let next = size - 1; next >= floor; next--) {
      const taken = lines(next);
      if (taken <= most) return { lines: Math.max(1, taken) as NameLines, size: next };
    }
    return null;
  };
  const twoLines = shrink(2, Math.min(size, readable));
  if (twoLines) return twoLines;
  if (lines(size) <= MAX_NAME_LINES) return { lines: MAX_NAME_LINES, size };
  const smallest = Math.round(size * MIN_NAME_SCALE);
  return shrink(MAX_NAME_LINES, smallest + 1) ?? { lines: MAX_NAME_LINES, size: smallest };
}

/** Row heights a row of this text takes. */
export function rowSlots(
  lines: NameLines,
  size: number,
  detail: boolean,
  base: number,
  rowHeight: number,
): number {
  if (lines === 1 && !detail) return 1;
  const nameHeight = lines === 1 ? size * ROW_LINE_HEIGHT : lines * size * WRAPPED_LINE_HEIGHT;
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
    readable,
    rowHeight,
    measure,
    words = ENGLISH_WORDS,
  }: {
    nameWidth: number | null;
    size: number;
    readable?: number;
    rowHeight: number;
    measure: Measure;
    words?: ScreenWords;
  },
): RowFit {
  const detail = detailText(entry, plan.stacked, words);
  const name = String(entry.company_name ?? '');
  const fit =
    nameWidth === null ? { lines: 1 as const, size } : fitName(name, nameWidth, size, measure, readable);
  return { ...fit, detail, slots: rowSlots(fit.lines, fit.size, detail !== '', size, rowHeight) };
}
