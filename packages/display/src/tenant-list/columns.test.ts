import { SAMPLE_DIRECTORY, type TenantEntry } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { directoryRows, visibleColumns } from './columns';

describe('visibleColumns', () => {
  it('follows the theme order and leaves hidden columns out', () => {
    expect(visibleColumns(['floor', 'company_name', 'suite_room', 'category'], ['category'])).toEqual([
      'floor',
      'company_name',
      'suite_room',
    ]);
  });
  it('appends columns missing from the order, and keeps the company name when all are hidden', () => {
    expect(visibleColumns(['suite_room'], [])).toEqual(['suite_room', 'company_name', 'floor', 'category']);
    expect(visibleColumns([], ['company_name', 'floor', 'suite_room', 'category'])).toEqual(['company_name']);
  });
});

describe('directoryRows', () => {
  const entry = (company_name: string, floor: string, active = true): TenantEntry => ({
    ...(SAMPLE_DIRECTORY[0] as TenantEntry),
    id: company_name,
    company_name,
    floor,
    active,
  });

  it('leaves out inactive and unnamed entries and sorts the rest', () => {
    const rows = directoryRows(
      [entry('Zeta', '10'), entry('Alpha', '2'), entry('Gone', '1', false), entry('  ', '3')],
      'company_name',
    );
    expect(rows.map((r) => r.company_name)).toEqual(['Alpha', 'Zeta']);
    expect(directoryRows([entry('Zeta', '10'), entry('Alpha', '2')], 'floor').map((r) => r.floor)).toEqual([
      '2',
      '10',
    ]);
  });

  it('sorts by floor in building order, from the top when the theme asks (THM-32)', () => {
    const tower = [entry('A', '2'), entry('B', 'G'), entry('C', 'B1'), entry('D', 'Roof'), entry('E', '1')];
    expect(directoryRows(tower, 'floor', '2026-01-01').map((r) => r.floor)).toEqual([
      'B1',
      'G',
      '1',
      '2',
      'Roof',
    ]);
    expect(directoryRows(tower, 'floor', '2026-01-01', 'highest-first').map((r) => r.floor)).toEqual([
      'Roof',
      '2',
      '1',
      'G',
      'B1',
    ]);
  });
});
