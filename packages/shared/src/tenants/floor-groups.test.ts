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
    expect(floorHeading('LL')).toBe('Floor LL');
    expect(floorHeading('Level 2')).toBe('Level 2');
    expect(floorHeading('Floor 7')).toBe('Floor 7');
  });

  it('puts companies without a floor under "Other"', () => {
    expect(floorHeading('  ')).toBe(NO_FLOOR_HEADING);
  });
});

describe('groupByFloor', () => {
  it('orders floors by number, keeps the order within a floor and puts no floor last', () => {
    const groups = groupByFloor([
      entry('Zeta', '10'),
      entry('Alpha', ''),
      entry('Beta', '2'),
      entry('Gamma', 'Ground'),
      entry('Delta', '10'),
      entry('Eta', ' 2'),
    ]);
    expect(groups.map((g) => g.heading)).toEqual(['Floor 2', 'Floor 10', 'Ground', 'Other']);
    expect(groups[0]?.entries.map((e) => e.company_name)).toEqual(['Beta', 'Eta']);
    expect(groups[1]?.entries.map((e) => e.company_name)).toEqual(['Zeta', 'Delta']);
  });

  it('has no groups for no companies', () => {
    expect(groupByFloor([])).toEqual([]);
  });
});
