import { describe, expect, it } from 'vitest';
import type { TenantColumn } from '../tenants/tenant-entry';
import { normalizeColumnWidths, renderedColumnWidths, setColumnWidth } from './column-widths';

const ALL: TenantColumn[] = ['company_name', 'floor', 'suite_room', 'category'];
const sum = (w: Record<string, number | undefined>, cols: TenantColumn[]) =>
  cols.reduce((s, c) => s + (w[c] ?? 0), 0);

describe('column widths (docs/product.md §4)', () => {
  const defaults = { company_name: 40, floor: 20, suite_room: 20, category: 20 };

  it('redistributes the others proportionally so the total stays 100', () => {
    const next = setColumnWidth(defaults, ALL, 'company_name', 55);
    expect(next).toEqual({ company_name: 55, floor: 15, suite_room: 15, category: 15 });
  });

  it('keeps proportions of unequal columns', () => {
    const next = setColumnWidth(
      { company_name: 40, floor: 30, suite_room: 20, category: 10 },
      ALL,
      'company_name',
      70,
    );
    expect(next.floor).toBeCloseTo(15);
    expect(next.suite_room).toBeCloseTo(10);
    expect(next.category).toBeCloseTo(5);
    expect(sum(next, ALL)).toBeCloseTo(100);
  });

  it('never lets a column fall below 5 and clamps the changed one to 5..80', () => {
    const next = setColumnWidth(
      { company_name: 40, floor: 40, suite_room: 15, category: 5 },
      ALL,
      'company_name',
      95,
    );
    expect(next.company_name).toBe(80);
    for (const c of ALL) expect(next[c]).toBeGreaterThanOrEqual(5);
    expect(sum(next, ALL)).toBeCloseTo(100);
    expect(setColumnWidth(defaults, ALL, 'floor', 1).floor).toBe(5);
  });

  it('resets visible columns to equal shares when their total is outside 90 to 110 (a hidden column)', () => {
    const visible: TenantColumn[] = ['company_name', 'floor', 'suite_room'];
    expect(normalizeColumnWidths(defaults, visible)).toEqual({
      company_name: 33.3,
      floor: 33.3,
      suite_room: 33.3,
      category: 20,
    });
    expect(
      normalizeColumnWidths({ company_name: 50, floor: 25, suite_room: 20, category: 5 }, visible),
    ).toEqual({
      company_name: 50,
      floor: 25,
      suite_room: 20,
      category: 5,
    });
    const next = setColumnWidth(defaults, visible, 'floor', 40);
    expect(next.floor).toBe(40);
    expect(next.company_name).toBeCloseTo(30);
    expect(sum(next, visible)).toBeCloseTo(100);
  });

  it('draws the visible columns filling exactly 100%', () => {
    const drawn = renderedColumnWidths(defaults, ['company_name', 'floor', 'suite_room']);
    expect(drawn).toEqual({ company_name: 50, floor: 25, suite_room: 25 });
  });
});
