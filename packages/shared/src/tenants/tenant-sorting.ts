import { compareFloors, type FloorOrder } from './floor-order';
import type { TenantEntry } from './tenant-entry';

export const SORT_METHODS = ['company_name', 'floor', 'suite_room', 'custom'] as const;
export type SortMethod = (typeof SORT_METHODS)[number];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The leading number of "12", "12A" or "Suite 1200"; null when there is none. */
function leadingNumber(value: string): number | null {
  const match = /-?\d+(\.\d+)?/.exec(value);
  return match ? Number(match[0]) : null;
}

/** Suites compare by number ("2" before "10"); values without a number go last, alphabetically. Floors have their own rule (compareFloors). */
export function compareNumeric(a: string, b: string): number {
  const na = leadingNumber(a);
  const nb = leadingNumber(b);
  if (na !== null && nb !== null && na !== nb) return na - nb;
  if (na === null && nb !== null) return 1;
  if (na !== null && nb === null) return -1;
  return collator.compare(a, b);
}

/**
 * docs/product.md §9: floors in building order (lowest or highest first, docs/decisions/themes.md
 * THM-32), suites numerically, others alphabetically, 'custom' keeps the list's order.
 */
export function sortTenants<T extends Pick<TenantEntry, 'company_name' | 'floor' | 'suite_room'>>(
  entries: readonly T[],
  method: SortMethod,
  floorOrder: FloorOrder = 'lowest-first',
): T[] {
  const copy = [...entries];
  switch (method) {
    case 'custom':
      return copy;
    case 'floor':
      return copy.sort(
        (a, b) =>
          compareFloors(a.floor, b.floor, floorOrder) ||
          compareNumeric(a.suite_room, b.suite_room) ||
          collator.compare(a.company_name, b.company_name),
      );
    case 'suite_room':
      return copy.sort(
        (a, b) =>
          compareNumeric(a.suite_room, b.suite_room) || collator.compare(a.company_name, b.company_name),
      );
    case 'company_name':
      return copy.sort((a, b) => collator.compare(a.company_name, b.company_name));
  }
}
