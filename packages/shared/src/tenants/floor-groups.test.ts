import { describe, expect, it } from 'vitest';
import { floorHeading, groupByFloor, NO_FLOOR_HEADING } from './floor-groups';

const entry = (company_name: string, floor: string) => ({ company_name, floor });

describe('floorHeading', () => {
  it('reads short floor codes as "Floor …"', () => {
    expect(floorHeading('3')).toBe('Floor 3');
    expect(floorHeading(' 12A ')).toBe('Floor 12A');
    expect(floorHeading('B1')).toBe('Floor B1');
  });

  it('keeps words and values that already name the floor', () => {
    expect(floorHeading('Ground')).toBe('Ground');
    expect(floorHeading('Roof')).toBe('Roof');
    expect(floorHeading('Main')).toBe('Main');
    expect(floorHeading('Erdgeschoss')).toBe('Erdgeschoss');
    expect(floorHeading('Level 2')).toBe('Level 2');
    expect(floorHeading('Floor 7')).toBe('Floor 7');
  });

  it('names the floors a code stands for without a number (THM-32)', () => {
    for (const code of ['G', 'GF', 'EG', 'L', 'PB', 'BG', '0'])
      expect(floorHeading(code)).toBe('Ground floor');
    expect(floorHeading('M')).toBe('Mezzanine');
    expect(floorHeading('LL')).toBe('Lower level');
    expect(floorHeading('LG')).toBe('Lower ground floor');
    expect(floorHeading('UG')).toBe('Basement');
    expect(floorHeading('PH')).toBe('Penthouse');
    expect(floorHeading('P2')).toBe('Floor P2');
    expect(floorHeading('-1')).toBe('Floor -1');
  });

  it('puts companies without a floor under "Other"', () => {
    expect(floorHeading('  ')).toBe(NO_FLOOR_HEADING);
  });
});

describe('groupByFloor', () => {
  it('orders floors as the building stands, keeps the order within a floor and puts no floor last', () => {
    const groups = groupByFloor([
      entry('Zeta', '10'),
      entry('Alpha', ''),
      entry('Beta', '2'),
      entry('Gamma', 'Ground'),
      entry('Delta', '10'),
      entry('Eta', ' 2'),
      entry('Iota', 'B1'),
      entry('Kappa', 'Roof'),
      entry('Lambda', '12A'),
      entry('Mu', 'G'),
    ]);
    expect(groups.map((g) => g.heading)).toEqual([
      'Floor B1',
      'Ground floor',
      'Ground',
      'Floor 2',
      'Floor 10',
      'Floor 12A',
      'Roof',
      'Other',
    ]);
    expect(groups[3]?.entries.map((e) => e.company_name)).toEqual(['Beta', 'Eta']);
    expect(groups[4]?.entries.map((e) => e.company_name)).toEqual(['Zeta', 'Delta']);
  });

  it('turns the floors round highest first, no floor still last', () => {
    const groups = groupByFloor(
      [
        entry('A', '1'),
        entry('B', ''),
        entry('C', 'B2'),
        entry('D', 'Roof'),
        entry('E', 'G'),
        entry('F', '12'),
      ],
      'highest-first',
    );
    expect(groups.map((g) => g.heading)).toEqual([
      'Roof',
      'Floor 12',
      'Floor 1',
      'Ground floor',
      'Floor B2',
      'Other',
    ]);
  });

  it('puts floors with the same heading under one', () => {
    const groups = groupByFloor([entry('A', '3'), entry('B', 'G'), entry('C', 'Floor 3'), entry('D', 'EG')]);
    expect(groups.map((g) => [g.heading, g.entries.map((e) => e.company_name)])).toEqual([
      ['Ground floor', ['B', 'D']],
      ['Floor 3', ['A', 'C']],
    ]);
  });

  it('has no groups for no companies', () => {
    expect(groupByFloor([])).toEqual([]);
  });
});
