import { groupByFloor, type FloorGroup, type FloorOrder, type ScreenTenant } from '@foyer/shared';
import type { RowFit } from './row-plan';

/** One row of a drawn directory column: a company, or a floor's heading (docs/product.md §11). */
export type ListItem =
  /** `stripe`: the row's place for the alternating colours, counted from its floor's heading. */
  | { kind: 'tenant'; entry: ScreenTenant; stripe?: number; fit?: RowFit }
  | { kind: 'floor'; heading: string; floor: string };

/** How rows are laid into columns: with floor headings or not, and each company's planned row. */
export interface Packing {
  headings: boolean;
  /** The floor order a regrouped page keeps (docs/product.md §11, THM-32). */
  order?: FloorOrder;
  fitOf?: (entry: ScreenTenant) => RowFit | undefined;
}

export const PLAIN: Packing = { headings: false };

/** Row heights an item takes: a company whose name wraps takes more than one (row-plan.ts). */
export const itemSlots = (item: ListItem): number => (item.kind === 'tenant' ? (item.fit?.slots ?? 1) : 1);

/** The whole directory as one group, for a list without floor headings. */
export const oneGroup = (entries: ScreenTenant[]): FloorGroup<ScreenTenant>[] =>
  entries.length > 0 ? [{ floor: '', heading: '', entries }] : [];

/**
 * Groups laid into columns of at most `slots` row heights, a heading taking a row like a company
 * and a company as many as its name needs (never more than a column holds). With headings, a floor
 * starts with its heading; a column that begins inside a floor repeats that floor's heading, so
 * every page says which floor it shows; a heading never ends a column without a company under it.
 * Columns too short for a heading and the company under it list companies only.
 */
export function floorColumns(
  groups: readonly FloorGroup<ScreenTenant>[],
  slots: number,
  { headings, fitOf }: Packing = { headings: true },
): ListItem[][] {
  const size = Math.max(1, Math.floor(slots));
  const columns: ListItem[][] = [];
  let current: ListItem[] = [];
  let used = 0;
  const close = () => {
    if (current.length > 0) columns.push(current);
    current = [];
    used = 0;
  };
  for (const group of groups) {
    group.entries.forEach((entry, i) => {
      const fit = fitOf?.(entry);
      const height = Math.min(size, fit?.slots ?? 1);
      const wantsHeading = () => headings && (i === 0 || current.length === 0) && size >= height + 1;
      if (size - used < height + (wantsHeading() ? 1 : 0)) close();
      if (wantsHeading()) {
        current.push({ kind: 'floor', heading: group.heading, floor: group.floor });
        used += 1;
      }
      current.push(headings ? { kind: 'tenant', entry, stripe: i, fit } : { kind: 'tenant', entry, fit });
      used += height;
    });
  }
  close();
  return columns;
}

/** Row heights a directory takes when every floor heading is drawn once. */
export function groupedRowCount(
  groups: readonly FloorGroup<ScreenTenant>[],
  { headings, fitOf }: Packing = { headings: true },
): number {
  let total = 0;
  for (const group of groups) {
    if (headings) total += 1;
    for (const entry of group.entries) total += fitOf?.(entry)?.slots ?? 1;
  }
  return total;
}

/**
 * The fewest row heights per column that fit every group into `columns` columns, no more than
 * `max`: a directory on one page is spread evenly over its columns instead of filling the first.
 */
export function balancedSlots(
  groups: readonly FloorGroup<ScreenTenant>[],
  columns: number,
  max: number,
  packing: Packing = { headings: true },
): number {
  const total = groupedRowCount(groups, packing);
  for (let slots = Math.max(2, Math.ceil(total / Math.max(1, columns))); slots < max; slots++) {
    if (floorColumns(groups, slots, packing).length <= columns) return slots;
  }
  return Math.max(1, max);
}

/**
 * The columns of page `page` (0-based), always `columns` of them. A last page that does not fill
 * its columns is spread evenly over all of them instead of leaving the last ones empty.
 */
export function pageOfColumns(
  chunks: readonly ListItem[][],
  page: number,
  columns: number,
  slots: number,
  packing: Packing = { headings: true },
): ListItem[][] {
  const onPage = chunks.slice(page * columns, (page + 1) * columns);
  let shown: readonly ListItem[][] = onPage;
  if (columns > 1 && onPage.length > 0 && onPage.length < columns) {
    const entries = onPage.flat().flatMap((item) => (item.kind === 'tenant' ? [item.entry] : []));
    const groups = packing.headings ? groupByFloor(entries, packing.order) : oneGroup(entries);
    const spread = floorColumns(groups, balancedSlots(groups, columns, slots, packing), packing);
    if (spread.length <= columns) shown = spread;
  }
  return Array.from({ length: columns }, (_, i) => shown[i] ?? []);
}
