import { compareNumeric } from './tenant-sorting';
import type { TenantEntry } from './tenant-entry';

/** The heading of the companies that have no floor (docs/product.md §11 grouping by floor). */
export const NO_FLOOR_HEADING = 'Other';

/**
 * The heading a floor value reads as: codes ('3', '12A', 'B1', 'G', 'LL') become 'Floor 3'; words
 * ('Roof', 'Ground', 'Level 2', 'Mezzanine') and values that already say 'floor' stay as typed. A
 * code is at most four characters without a space, with a digit, or one or two letters.
 */
export function floorHeading(floor: string): string {
  const value = floor.trim();
  if (value === '') return NO_FLOOR_HEADING;
  if (/^floor\b/i.test(value)) return value;
  const code = value.length <= 4 && !/\s/.test(value) && (/\d/.test(value) || value.length <= 2);
  return code ? `Floor ${value}` : value;
}

export interface FloorGroup<T> {
  /** The floor as typed (trimmed); '' for companies without one. */
  floor: string;
  heading: string;
  entries: T[];
}

/**
 * Companies grouped by floor, floors in number order (as the 'floor' sort orders them) and
 * companies without a floor last; within a floor they keep the order they came in, so a screen's
 * sort method still decides it. Floors typed differently only by case or spaces ('3', ' 3') are one.
 */
export function groupByFloor<T extends Pick<TenantEntry, 'floor'>>(entries: readonly T[]): FloorGroup<T>[] {
  const groups = new Map<string, FloorGroup<T>>();
  for (const entry of entries) {
    const floor = String(entry.floor ?? '').trim();
    const key = floor.toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = { floor, heading: floorHeading(floor), entries: [] };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.floor === '' || b.floor === '') return a.floor === '' ? (b.floor === '' ? 0 : 1) : -1;
    return compareNumeric(a.floor, b.floor);
  });
}
