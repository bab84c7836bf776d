import { describe, expect, it } from 'vitest';
import { isSuiteCode, searchTenants } from './directory-search';

const tenant = (company_name: string, floor: string, suite_room: string, category = '') => ({
  company_name,
  floor,
  suite_room,
  category,
});

const tenants = [
  tenant('Ærøskøbing Café', '1', '101', 'Café'),
  tenant('Müller & Söhne', '12A', 'B2', 'Engineering'),
  tenant('Acme Law', '3', '301', 'Law'),
];
const names = (query: string) => searchTenants(tenants, query).map((t) => t.company_name);

describe('mobile directory search (docs/product.md §11)', () => {
  it('ignores case and accents', () => {
    expect(names('muller')).toEqual(['Müller & Söhne']);
    expect(names('CAFE')).toEqual(['Ærøskøbing Café']);
  });

  it('finds by category, suite and floor, as typed or as headed, every word somewhere', () => {
    expect(names('engineering')).toEqual(['Müller & Söhne']);
    expect(names('b2')).toEqual(['Müller & Söhne']);
    expect(names('floor 12a')).toEqual(['Müller & Söhne']);
    expect(names('law 301')).toEqual(['Acme Law']);
    expect(names('law 101')).toEqual([]);
  });

  it('matches everything when the query is blank', () => {
    expect(names('   ')).toHaveLength(3);
  });

  it('reads numbers and short codes as suites, words as typed', () => {
    expect(['301', '12A', 'B2', '4-5'].map(isSuiteCode)).toEqual([true, true, true, true]);
    expect(['Kiosk', 'Suite 301', 'Penthouse'].map(isSuiteCode)).toEqual([false, false, false]);
  });
});
