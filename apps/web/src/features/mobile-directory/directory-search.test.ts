import { describe, expect, it } from 'vitest';
import { foldForSearch, isSuiteCode, searchTenants } from './directory-search';

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

describe('search in every language (docs/product.md §16 "Phone directory languages")', () => {
  const world = [
    tenant('Ærøskøbing Café', '1', '101'),
    tenant('Łódź Straße GmbH', '2', '201'),
    tenant('İstanbul Danışmanlık', '2', '202'),
    tenant('مكتب الأمانة للمحاماة', '3', '301', 'محاماة'),
    tenant('株式会社ガイア', '4', '401'),
    tenant('北京科技有限公司', '4', '402'),
    tenant('Acme Law', '5', '501', 'Law'),
    tenant('שָׁלוֹם Consulting', '5', '502'),
  ];
  const found = (query: string, heading?: (floor: string) => string) =>
    searchTenants(world, query, heading).map((t) => t.company_name);

  it('folds Latin special letters as a visitor without them types', () => {
    expect(found('aeroskobing')).toEqual(['Ærøskøbing Café']);
    expect(found('lodz strasse')).toEqual(['Łódź Straße GmbH']);
    expect(found('ISTANBUL danismanlik')).toEqual(['İstanbul Danışmanlık']);
  });

  it('finds a Latin name typed on an Arabic page, and in full-width from a Japanese keyboard', () => {
    expect(found('acme')).toEqual(['Acme Law']);
    expect(found('ＡＣＭＥ　ｌａｗ')).toEqual(['Acme Law']);
    // Direction marks a phone or a copy may add are not part of the search.
    expect(found('\u2067acme\u2069\u200f')).toEqual(['Acme Law']);
  });

  it('finds Arabic, Chinese, Japanese and Hebrew names as typed', () => {
    expect(found('الأمانة')).toEqual(['مكتب الأمانة للمحاماة']);
    expect(found('北京')).toEqual(['北京科技有限公司']);
    expect(found('ガイア')).toEqual(['株式会社ガイア']);
    expect(found('ｶﾞｲｱ')).toEqual(['株式会社ガイア']);
    // Kana voicing is part of the name: カイア is another word.
    expect(found('カイア')).toEqual([]);
    expect(found('שלום')).toEqual(['שָׁלוֹם Consulting']);
  });

  it('reads Arabic without vowel marks or hamza seats, and Arabic-Indic digits as digits', () => {
    expect(found('الامانة')).toEqual(['مكتب الأمانة للمحاماة']);
    expect(found('مُحَامَاة')).toEqual(['مكتب الأمانة للمحاماة']);
    expect(found('٣٠١')).toEqual(['مكتب الأمانة للمحاماة']);
    expect(found('۵۰۱')).toEqual(['Acme Law']);
  });

  it("finds a floor by the page's own heading as well as by the English one", () => {
    const arabic = (floor: string) => `الطابق ${floor}`;
    expect(found('الطابق ٥', arabic)).toEqual(['Acme Law', 'שָׁלוֹם Consulting']);
    expect(found('floor 5', arabic)).toEqual(['Acme Law', 'שָׁלוֹם Consulting']);
  });

  it('folds the same text the same way', () => {
    expect(foldForSearch('Café')).toBe(foldForSearch('CAFÉ'));
    expect(foldForSearch('آ')).toBe('ا');
  });
});
