import {
  isTenantShown,
  localDay,
  renderedColumnWidths,
  sortTenants,
  TENANT_COLUMNS,
  type FloorOrder,
  type SortMethod,
  type TenantColumn,
  type ScreenTenant,
} from '@foyer/shared';
import type { ScreenWords } from '../i18n/screen-words';

/**
 * The columns drawn, in the theme's order: columns missing from the order follow in their default
 * order, hidden ones are left out. With every column hidden the company name still shows, so a
 * screen never draws an empty directory.
 */
export function visibleColumns(
  order: readonly TenantColumn[],
  hidden: readonly TenantColumn[],
): TenantColumn[] {
  const all = [...order, ...TENANT_COLUMNS.filter((column) => !order.includes(column))];
  const shown = all.filter((column) => !hidden.includes(column));
  return shown.length > 0 ? shown : ['company_name'];
}

/** Percent widths of the visible columns, filling exactly 100%. */
export function columnWidths(
  widths: Partial<Record<TenantColumn, number>>,
  visible: readonly TenantColumn[],
): Record<string, number> {
  return renderedColumnWidths(widths, visible);
}

/**
 * The rows a screen lists on `today` (a local 'YYYY-MM-DD' day): the shared visibility rule (active,
 * named, moved in and not yet moved out), in the theme's sort order (docs/product.md §9), floors
 * in building order from the bottom or the top (docs/decisions/themes.md THM-32).
 */
export function directoryRows(
  entries: readonly ScreenTenant[],
  method: SortMethod,
  today: string = localDay(new Date()),
  floorOrder: FloorOrder = 'lowest-first',
): ScreenTenant[] {
  return sortTenants(
    entries.filter((entry) => isTenantShown(entry, today)),
    method,
    floorOrder,
  );
}

/**
 * The text of one cell; entries from older bundles may lack a field. A category reads in the
 * screen's language(s) when `words` are given (docs/decisions/languages.md LNG-20).
 */
export const cellText = (entry: ScreenTenant, column: TenantColumn, words?: ScreenWords): string => {
  const value = String(entry[column] ?? '');
  return words && column === 'category' ? words.category(value) : value;
};
