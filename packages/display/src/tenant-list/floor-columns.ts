import { groupByFloor, type FloorGroup, type FloorOrder, type ScreenTenant } from '@foyer/shared';

/** One row slot of a drawn directory column: a company, or a floor's heading (docs/product.md §11). */
export type ListItem =
  /** `stripe`: the row's place for the alternating colours, counted from its floor's heading. */
  | { kind: 'tenant'; entry: ScreenTenant; stripe?: number }
  | { kind: 'floor'; heading: string; floor: string };

export const tenantItems = (entries: readonly ScreenTenant[]): ListItem[] =>
  entries.map((entry) => ({ kind: 'tenant', entry }));

/**
 * Floor groups laid into columns of at most `slots` rows, a heading taking a row like a company.
 * A floor starts with its heading; a column that begins inside a floor repeats that floor's
 * heading, so every page says which floor it shows; a heading never ends a column without a
 * company under it. Columns of a single row have no room for headings and list companies only.
 */
export function floorColumns(groups: readonly FloorGroup<ScreenTenant>[], slots: number): ListItem[][] {
  const size = Math.max(1, Math.floor(slots));
  const columns: ListItem[][] = [];
  let current: ListItem[] = [];
  const close = () => {
    if (current.length > 0) columns.push(current);
    current = [];
  };
  for (const group of groups) {
    group.entries.forEach((entry, i) => {
      const withHeading = size >= 2 && (i === 0 || current.length === 0);
      if (size - current.length < (withHeading ? 2 : 1)) close();
      if (size >= 2 && (i === 0 || current.length === 0)) {
        current.push({ kind: 'floor', heading: group.heading, floor: group.floor });
      }
      current.push({ kind: 'tenant', entry, stripe: i });
    });
  }
  close();
  return columns;
}

/** Rows a directory takes when every floor heading is drawn once. */
export const groupedRowCount = (groups: readonly FloorGroup<ScreenTenant>[]): number =>
  groups.reduce((sum, group) => sum + 1 + group.entries.length, 0);

/**
 * The fewest rows per column that fit every group into `columns` columns, no more than `max`:
 * a directory on one page is spread evenly over its columns instead of filling the first.
 */
export function balancedSlots(
  groups: readonly FloorGroup<ScreenTenant>[],
  columns: number,
  max: number,
): number {
  const total = groupedRowCount(groups);
  for (let slots = Math.max(2, Math.ceil(total / Math.max(1, columns))); slots < max; slots++) {
    if (floorColumns(groups, slots).length <= columns) return slots;
  }
  return Math.max(1, max);
}

/**
 * The columns of page `page` (0-based), always `columns` of them. A last page that does not fill
 * its columns is spread evenly over all of them, as a list without floor headings is, instead of
 * leaving the last ones empty; its floors are grouped again in the directory's `floorOrder`.
 */
export function pageOfColumns(
  chunks: readonly ListItem[][],
  page: number,
  columns: number,
  slots: number,
  floorOrder: FloorOrder = 'lowest-first',
): ListItem[][] {
  const onPage = chunks.slice(page * columns, (page + 1) * columns);
  let shown: readonly ListItem[][] = onPage;
  if (columns > 1 && onPage.length > 0 && onPage.length < columns) {
    const entries = onPage.flat().flatMap((item) => (item.kind === 'tenant' ? [item.entry] : []));
    const groups = groupByFloor(entries, floorOrder);
    const spread = floorColumns(groups, balancedSlots(groups, columns, slots));
    if (spread.length <= columns) shown = spread;
  }
  return Array.from({ length: columns }, (_, i) => shown[i] ?? []);
}
