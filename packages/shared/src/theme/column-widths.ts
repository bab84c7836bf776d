import type { TenantColumn } from '../tenants/tenant-entry';
import { THEME_RANGES } from './theme-defaults';

export type ColumnWidths = Partial<Record<TenantColumn, number>>;

const MIN = THEME_RANGES.columnWidth.min;
const MAX = THEME_RANGES.columnWidth.max;
/** docs/product.md §4: a visible total outside this band means the widths no longer make sense together. */
const SANE_TOTAL = { min: 90, max: 110 };

const round1 = (n: number) => Math.round(n * 10) / 10;

function total(widths: ColumnWidths, visible: readonly TenantColumn[]): number {
  return visible.reduce((sum, column) => sum + (widths[column] ?? 0), 0);
}

/** Equal shares of 100 for the visible columns; hidden columns keep their widths. */
export function equalColumnWidths(widths: ColumnWidths, visible: readonly TenantColumn[]): ColumnWidths {
  const share = round1(100 / Math.max(visible.length, 1));
  const next = { ...widths };
  visible.forEach((column) => (next[column] = share));
  return next;
}

/** After columns are shown or hidden: reset to equal shares when the visible total is outside 90 to 110. */
export function normalizeColumnWidths(widths: ColumnWidths, visible: readonly TenantColumn[]): ColumnWidths {
  const sum = total(widths, visible);
  return sum < SANE_TOTAL.min || sum > SANE_TOTAL.max ? equalColumnWidths(widths, visible) : { ...widths };
}

/**
 * docs/product.md §4 Column widths: sets one column (clamped to 5..80) and shares the rest of 100 among the
 * other visible columns in proportion to their current widths, none below 5.
 */
export function setColumnWidth(
  widths: ColumnWidths,
  visible: readonly TenantColumn[],
  column: TenantColumn,
  requested: number,
): ColumnWidths {
  const base = normalizeColumnWidths(widths, visible);
  const others = visible.filter((c) => c !== column);
  if (others.length === 0) return { ...base, [column]: 100 };
  const value = Math.min(MAX, Math.max(MIN, Math.min(requested, 100 - MIN * others.length)));
  const next: ColumnWidths = { ...base, [column]: value };

  // Share the remainder proportionally; columns that would fall below the minimum are pinned to it
  // and the rest is shared again among the others.
  let remaining = 100 - value;
  let free = [...others];
  for (;;) {
    const weight = free.reduce((sum, c) => sum + Math.max(base[c] ?? MIN, 0.0001), 0);
    const pinned = free.filter((c) => (remaining * Math.max(base[c] ?? MIN, 0.0001)) / weight < MIN);
    if (pinned.length === 0) {
      free.forEach((c) => (next[c] = round1((remaining * Math.max(base[c] ?? MIN, 0.0001)) / weight)));
      break;
    }
    pinned.forEach((c) => (next[c] = MIN));
    remaining -= MIN * pinned.length;
    free = free.filter((c) => !pinned.includes(c));
    if (free.length === 0) break;
  }
  // Rounding to one decimal can leave the total a hair off 100: give the difference to the widest other column.
  const drift = round1(100 - total(next, visible));
  if (drift !== 0) {
    const widest = others.reduce((a, b) => ((next[b] ?? 0) > (next[a] ?? 0) ? b : a));
    next[widest] = round1((next[widest] ?? 0) + drift);
  }
  return next;
}

/** The widths the renderer draws: visible columns scaled so they fill exactly 100%. */
export function renderedColumnWidths(
  widths: ColumnWidths,
  visible: readonly TenantColumn[],
): Record<string, number> {
  const sum = total(widths, visible);
  const out: Record<string, number> = {};
  visible.forEach((c) => (out[c] = sum > 0 ? ((widths[c] ?? 0) / sum) * 100 : 100 / visible.length));
  return out;
}
