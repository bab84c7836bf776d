import { describe, expect, it } from 'vitest';
import { SAMPLE_CATEGORIES, SAMPLE_DIRECTORY_SIZE } from '../constants';
import { PREVIEW_SAMPLE_ENTRIES, SAMPLE_DIRECTORY } from './sample-directory';
import { sortTenants } from './tenant-sorting';

const row = (company_name: string, floor: string, suite_room: string) => ({
  company_name,
  floor,
  suite_room,
});

describe('tenant sorting (docs/product.md §9)', () => {
  const rows = [
    row('beta', '10', '1001'),
    row('Alpha', '2', '210'),
    row('gamma', 'Lobby', 'A'),
    row('delta', '2', '205'),
  ];

  it('sorts floors in building order, then suites', () => {
    expect(sortTenants(rows, 'floor').map((r) => r.company_name)).toEqual([
      'gamma',
      'delta',
      'Alpha',
      'beta',
    ]);
  });
  it('sorts floors highest first when the theme asks (THM-32), suites still ascending', () => {
    const tower = [...rows, row('epsilon', 'B1', '1'), row('zeta', '', '')];
    expect(sortTenants(tower, 'floor', 'highest-first').map((r) => r.company_name)).toEqual([
      'beta',
      'delta',
      'Alpha',
      'gamma',
      'epsilon',
      'zeta',
    ]);
  });
  it('sorts suites numerically', () => {
    expect(sortTenants(rows, 'suite_room').map((r) => r.suite_room)).toEqual(['205', '210', '1001', 'A']);
  });
  it('sorts companies alphabetically regardless of case', () => {
    expect(sortTenants(rows, 'company_name').map((r) => r.company_name)).toEqual([
      'Alpha',
      'beta',
      'delta',
      'gamma',
    ]);
  });
  it("keeps the list's order for 'custom' and never reorders the input", () => {
    expect(sortTenants(rows, 'custom')).toEqual(rows);
    expect(rows[0]?.company_name).toBe('beta');
  });
});

describe('sample directory (docs/product.md §9)', () => {
  it('has 23 companies on floors 1 to 12 in the six sample categories', () => {
    expect(SAMPLE_DIRECTORY).toHaveLength(SAMPLE_DIRECTORY_SIZE);
    const floors = new Set(SAMPLE_DIRECTORY.map((e) => Number(e.floor)));
    expect(Math.min(...floors)).toBe(1);
    expect(Math.max(...floors)).toBe(12);
    expect(new Set(SAMPLE_DIRECTORY.map((e) => e.category))).toEqual(new Set(SAMPLE_CATEGORIES));
    expect(PREVIEW_SAMPLE_ENTRIES).toHaveLength(2);
  });
});
