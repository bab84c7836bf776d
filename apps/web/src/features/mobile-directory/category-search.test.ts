import { describe, expect, it } from 'vitest';
import { searchTenants } from './directory-search';

/**
 * The phone finds a category as typed and in each of the building's languages, whichever the page
 * speaks (docs/decisions/languages.md LNG-21).
 */
describe('searching translated categories', () => {
  const tenants = [
    { company_name: 'Acme Partners', floor: '3', suite_room: '301', category: 'Law' },
    { company_name: 'Bright Smiles', floor: '2', suite_room: '210', category: 'Dental' },
    { company_name: 'Odd Name Co', floor: '1', suite_room: '101', category: 'Constructor' },
  ];
  const categories = {
    law: { de: 'Rechtsanwälte', fr: 'Droit' },
    constructor: { de: 'Baufirma' },
  };
  const names = (query: string) =>
    searchTenants(tenants, query, undefined, categories).map((tenant) => tenant.company_name);

  it('matches every translation, folded, and the typed category', () => {
    expect(names('rechtsanwalte')).toEqual(['Acme Partners']);
    expect(names('droit')).toEqual(['Acme Partners']);
    expect(names('law')).toEqual(['Acme Partners']);
    expect(names('dental')).toEqual(['Bright Smiles']);
    expect(names('baufirma')).toEqual(['Odd Name Co']);
  });
});
