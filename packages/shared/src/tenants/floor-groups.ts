import { compareFloors, floorRank, type FloorOrder } from './floor-order';
import type { TenantEntry } from './tenant-entry';

/** The heading of the companies that have no floor (docs/product.md §11 grouping by floor). */
export const NO_FLOOR_HEADING = 'Other';

/**
 * The heading a floor value reads as (docs/decisions/themes.md THM-32): a short code that names a
 * floor without a number reads as that floor's name ('G', 'EG', '0' → 'Ground floor', 'M' →
 * 'Mezzanine', 'LL' → 'Lower level', 'PH' → 'Penthouse'); other codes ('3', '12A', 'B1', 'P2')
 * become 'Floor 3'; words ('Roof', 'Ground', 'Level 2', 'Erdgeschoss') and values that already say
 * 'floor' stay as typed. A code is at most four characters without a space, with a digit, or one
 * or two letters.
 */
export function floorHeading(floor: string): string {
  const value = floor.trim();
  if (value === '') return NO_FLOOR_HEADING;
  if (/^floor\b/i.test(value)) return value;
  const code = value.length <= 4 && !/\s/.test(value) && (/\d/.test(value) || value.length <= 2);
  if (!code) return value;
  return floorRank(value).name ?? `Floor ${value}`;
}

export interface FloorGroup<T> {
  /** The floor as typed (trimmed) by the group's first company; '' for companies without one. */
  floor: string;
  heading: string;
  entries: T[];
}

/**
 * Companies grouped by floor, floors in building order (compareFloors, as the 'floor' sort orders
 * them; `order` turns it round) and companies without a floor last; within a floor they keep the
 * order they came in, so a screen's sort method still decides it. Floors with the same heading
 * ('3', ' 3' and 'Floor 3'; 'G' and 'EG') are one.
 */
export function groupByFloor<T extends Pick<TenantEntry, 'floor'>>(
  entries: readonly T[],
  order: FloorOrder = 'lowest-first',
): FloorGroup<T>[] {
  const groups = new Map<string, FloorGroup<T>>();
  for (const entry of entries) {
    const floor = String(entry.floor ?? '').trim();
    const heading = floorHeading(floor);
    const key = floor === '' ? '' : heading.toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = { floor, heading, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  return [...groups.values()].sort((a, b) => compareFloors(a.floor, b.floor, order));
}
