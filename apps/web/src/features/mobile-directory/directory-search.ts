import {
  categoryTexts,
  floorHeading,
  type CategoryDictionary,
  type PublicDirectoryTenant,
} from '@foyer/shared';

/** Letters no decomposition takes apart, read as a visitor without them would type them. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * A text as search compares it, whatever the page's language (docs/decisions/languages.md):
 * compatibility forms unfolded (full-width 'ＡＢＣ' and '１２３' typed on a Chinese or Japanese
 * keyboard, half-width kana), lower case, Latin accents and special letters dropped ('Müller',
 * 'Ærø', 'Łódź'), Arabic vowel marks, hamza seats and tatweel dropped (أ إ آ read as ا), Hebrew
 * points dropped, Arabic-Indic digits read as 0–9, and invisible direction marks removed. Kana
 * voicing marks and Chinese characters stay: a Japanese or Chinese name matches as typed.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]/g, '')
    .replace(/[ßæœøłđðþıħ]/g, (letter) => LETTERS[letter] ?? letter);
}

/**
 * What a search looks in: the company, its category (as typed and its translations), its suite and
 * its floor (as typed, as the screens head it and as the page heads it in its language), folded by
 * foldForSearch.
 */
function searchableText(
  tenant: PublicDirectoryTenant,
  localHeading?: (floor: string) => string,
  categories?: CategoryDictionary | null,
): string {
  const parts = [
    tenant.company_name,
    tenant.category,
    tenant.suite_room,
    tenant.floor,
    floorHeading(tenant.floor),
  ];
  if (localHeading) parts.push(localHeading(tenant.floor));
  // The category in every language the answer has (the building's, LNG-21), whichever the page
  // speaks now: 'recht' finds the law firm on the English page too.
  parts.push(...Object.values(categoryTexts(tenant.category, categories) ?? {}));
  return foldForSearch(parts.join('\n'));
}

/**
 * The companies matching `query`: every word of it found in the name, category, suite or floor,
 * ignoring case and accents ('law 3' finds the law firms on floor 3) in any script: a Latin name
 * is found from an Arabic page, an Arabic or Japanese name as typed. An empty query matches all.
 */
export function searchTenants<T extends PublicDirectoryTenant>(
  tenants: readonly T[],
  query: string,
  localHeading?: (floor: string) => string,
  categories?: CategoryDictionary | null,
): T[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tenants];
  return tenants.filter((tenant) => {
    const text = searchableText(tenant, localHeading, categories);
    return words.every((word) => text.includes(word));
  });
}

/** A suite typed as a bare number or code ('301', '12A', 'B2') is read as 'Suite 301'; words stay as typed. */
export function isSuiteCode(suite: string): boolean {
  return /^[a-z]?\d[\w-]*$/i.test(suite.trim());
}
