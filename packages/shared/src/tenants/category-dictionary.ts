import { z } from 'zod';
import type { VisitorLanguage } from '../i18n/languages';

/*
 * What screens and the phone page need of the organization's category dictionary
 * (docs/decisions/languages.md LNG-19..21), apart from the dashboard's and the API's schemas in
 * category-translations.ts: the player bundles this file, so it holds one small schema only.
 */

/**
 * A category as shown and saved: spaces trimmed and runs of them made one ('Real   Estate ' →
 * 'Real Estate'); the case as typed.
 */
export function categoryLabel(category: string): string {
  return category.replace(/\s+/g, ' ').trim();
}

/**
 * The one key a category is matched by, everywhere (server, screens, phone): its `categoryLabel`
 * with case ignored ('law ' = 'Law', LNG-19).
 */
export function categoryKey(category: string): string {
  return categoryLabel(category).toLowerCase();
}

/** A category's texts by language ('de' → 'Recht'); a language without one is absent. */
export type CategoryTexts = Partial<Record<VisitorLanguage, string>>;

/** Translations by `categoryKey`, as a bundle and the public directory carry them. */
export type CategoryDictionary = Record<string, CategoryTexts>;

/**
 * An empty dictionary. Its keys are user text ('constructor', '__proto__'), so it has no
 * prototype: no inherited entry is mistaken for a translation and '__proto__' is an entry.
 */
export function emptyCategoryDictionary(): CategoryDictionary {
  return Object.create(null) as CategoryDictionary;
}

/** The texts saved for `category`, only the dictionary's own entry (never an inherited property). */
export function categoryTexts(
  category: string,
  dictionary: CategoryDictionary | null | undefined,
): CategoryTexts | undefined {
  const key = categoryKey(category);
  return dictionary && Object.prototype.hasOwnProperty.call(dictionary, key) ? dictionary[key] : undefined;
}

/**
 * The text of a category in `lang`: its translation when the dictionary has one, else as typed
 * (LNG-20). Bundles published before the dictionary have none: every category as typed.
 */
export function categoryText(
  category: string,
  dictionary: CategoryDictionary | null | undefined,
  lang: string,
): string {
  const texts = categoryTexts(category, dictionary);
  const text =
    texts && Object.prototype.hasOwnProperty.call(texts, lang) ? texts[lang as VisitorLanguage] : undefined;
  return typeof text === 'string' && text ? text : category;
}

/** A bundle's and the public directory's copy: texts by category key and language, read loosely. */
export const categoryDictionarySchema = z.record(z.string(), z.record(z.string(), z.string()));

/** The dictionary of the API's rows, by `categoryKey`: what the dashboard's preview copies. */
export function categoryDictionaryOf(
  rows: readonly { category: string; translations: Record<string, string> }[],
): CategoryDictionary {
  const out = emptyCategoryDictionary();
  for (const row of rows) out[categoryKey(row.category)] = row.translations as CategoryTexts;
  return out;
}

/**
 * The part of the dictionary a screen or page needs: only `categories` it lists, only `languages`
 * (LNG-21). Empty when nothing is translated.
 */
export function dictionaryFor(
  dictionary: CategoryDictionary,
  categories: Iterable<string>,
  languages: readonly string[],
): CategoryDictionary {
  const out = emptyCategoryDictionary();
  for (const category of categories) {
    const key = categoryKey(category);
    const texts = categoryTexts(category, dictionary);
    if (!texts || Object.prototype.hasOwnProperty.call(out, key)) continue;
    const picked: CategoryTexts = {};
    for (const lang of languages) {
      const text = Object.prototype.hasOwnProperty.call(texts, lang)
        ? texts[lang as VisitorLanguage]
        : undefined;
      if (typeof text === 'string' && text) picked[lang as VisitorLanguage] = text;
    }
    if (Object.keys(picked).length > 0) out[key] = picked;
  }
  return out;
}
