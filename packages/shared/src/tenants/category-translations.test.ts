import { describe, expect, it } from 'vitest';
import { languagesOfBuildings } from '../i18n/building-languages';
import {
  categoryDictionaryOf,
  categoryKey,
  categoryLabel,
  categoryText,
  categoryTexts,
  dictionaryFor,
} from './category-dictionary';
import { categoryTranslationsUpdateSchema, categoryUsage } from './category-translations';

describe('category translations (docs/decisions/languages.md LNG-19..21)', () => {
  it('matches a category whatever its case and spaces', () => {
    expect(categoryKey('Law')).toBe('law');
    expect(categoryKey('  law ')).toBe('law');
    expect(categoryKey('Real   Estate')).toBe(categoryKey('real estate'));
    expect(categoryKey('Zahnärzte')).toBe('zahnärzte');
    expect(categoryKey('')).toBe('');
  });

  it('picks the text of a language, else the category as typed', () => {
    const dictionary = { law: { de: 'Recht' }, dental: { de: '', fr: 'Dentiste' } };
    expect(categoryText('Law ', dictionary, 'de')).toBe('Recht');
    expect(categoryText('LAW', dictionary, 'de')).toBe('Recht');
    expect(categoryText('Law', dictionary, 'en')).toBe('Law');
    expect(categoryText('Dental', dictionary, 'de')).toBe('Dental');
    expect(categoryText('Dental', dictionary, 'fr')).toBe('Dentiste');
    expect(categoryText('Bakery', dictionary, 'de')).toBe('Bakery');
    expect(categoryText('Law', undefined, 'de')).toBe('Law');
  });

  it("keeps only the list's categories in the building's languages", () => {
    const dictionary = {
      law: { de: 'Recht', fr: 'Droit' },
      hotel: { fr: 'Hôtel' },
      bakery: { de: 'Bäckerei' },
    };
    expect(dictionaryFor(dictionary, ['Law', 'law ', 'Hotel', 'Dental'], ['de', 'en'])).toEqual({
      law: { de: 'Recht' },
    });
  });

  it('shows a category with its spaces made one, as typed otherwise', () => {
    expect(categoryLabel('  Real   Estate ')).toBe('Real Estate');
    expect(categoryKey('  Real   Estate ')).toBe(categoryLabel('  Real   Estate ').toLowerCase());
  });

  it("translates categories named like an object's own properties ('Constructor', '__proto__')", () => {
    // As a bundle or the public directory arrives (JSON.parse keeps '__proto__' as an entry).
    const stored = JSON.parse(
      '{"constructor":{"de":"Bauunternehmen"},"__proto__":{"de":"Prototyp"},"law":{"de":"Recht"}}',
    ) as Record<string, Record<string, string>>;
    const picked = dictionaryFor(stored, ['Constructor', '__proto__', 'Law', 'toString'], ['de']);
    expect(Object.keys(picked).sort()).toEqual(['__proto__', 'constructor', 'law']);
    expect(categoryText('Constructor', picked, 'de')).toBe('Bauunternehmen');
    expect(categoryText('__proto__', picked, 'de')).toBe('Prototyp');
    expect(categoryText('toString', picked, 'de')).toBe('toString');
    expect(JSON.parse(JSON.stringify(picked))).toEqual(stored);

    // A dictionary without them never reads an inherited property as a translation.
    expect(categoryText('Constructor', { law: { de: 'Recht' } }, 'de')).toBe('Constructor');
    expect(categoryText('Law', { law: { de: 'Recht' } }, 'constructor')).toBe('Law');
    expect(categoryTexts('hasOwnProperty', {})).toBeUndefined();
    expect(dictionaryFor({}, ['Constructor', '__proto__'], ['de'])).toEqual({});

    const rows = categoryDictionaryOf([
      { category: 'Constructor', translations: { de: 'Bauunternehmen' } },
      { category: '__proto__', translations: { de: 'Prototyp' } },
    ]);
    expect(categoryText('constructor', rows, 'de')).toBe('Bauunternehmen');
    expect(categoryText('__proto__', rows, 'de')).toBe('Prototyp');
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it("lists the languages of buildings once, in VISITOR_LANGUAGES' order or main ones first", () => {
    const buildings = [['fr'], ['de', 'en'], ['en', 'fr']] as const;
    expect(languagesOfBuildings(buildings, { order: 'visitor' })).toEqual(['en', 'de', 'fr']);
    expect(languagesOfBuildings(buildings, { order: 'main-first' })).toEqual(['fr', 'de', 'en']);
    expect(languagesOfBuildings([], { order: 'visitor' })).toEqual([]);
  });

  it('names the field of a bad row', () => {
    const bad = categoryTranslationsUpdateSchema.safeParse({
      categories: [{ category: 'Law', translations: { de: 'Recht', xx: 'X' } }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['categories', 0, 'translations', 'xx']);
  });

  it('says how many companies use a category', () => {
    expect(categoryUsage(1)).toBe('Used by 1 company');
    expect(categoryUsage(3)).toBe('Used by 3 companies');
  });
});
