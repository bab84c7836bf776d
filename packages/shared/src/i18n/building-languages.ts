import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_ENGLISH_NAMES,
  LANGUAGE_NAMES,
  VISITOR_LANGUAGES,
  type VisitorLanguage,
} from './languages';

// Apart from languages.ts, which the player bundles: the player never validates a building.

export const BUILDING_LANGUAGE_MESSAGES = {
  label: 'Screen languages',
  hint: 'What visitors read on this building’s screens and phone directory. Publish its screens again to show a change.',
  main: 'Main language',
  second: 'Second language',
  none: 'None',
  required: 'Choose the screen language',
  unknown: `Screen languages are among ${VISITOR_LANGUAGES.join(', ')}`,
  tooMany: 'A building has at most two screen languages',
  twice: 'Choose two different screen languages',
} as const;

/**
 * A building's screen languages (docs/product.md §16, LNG-6): one or two known codes, different,
 * the first the main one.
 */
export const buildingLanguagesSchema = z
  .array(z.enum(VISITOR_LANGUAGES, { error: BUILDING_LANGUAGE_MESSAGES.unknown }), {
    error: BUILDING_LANGUAGE_MESSAGES.required,
  })
  .min(1, BUILDING_LANGUAGE_MESSAGES.required)
  .max(2, BUILDING_LANGUAGE_MESSAGES.tooMany)
  .refine((list) => new Set(list).size === list.length, BUILDING_LANGUAGE_MESSAGES.twice);

/** A building's stored languages (JSON text); English when unreadable. */
export function parseBuildingLanguages(stored: string | null | undefined): VisitorLanguage[] {
  try {
    const parsed = buildingLanguagesSchema.safeParse(JSON.parse(stored ?? ''));
    return parsed.success ? parsed.data : [DEFAULT_LANGUAGE];
  } catch {
    return [DEFAULT_LANGUAGE];
  }
}

/** 'German (Deutsch)': the dashboard's English name, and the name visitors know it by (LNG-1). */
export const languageLabel = (lang: VisitorLanguage): string =>
  lang === 'en' ? LANGUAGE_ENGLISH_NAMES[lang] : `${LANGUAGE_ENGLISH_NAMES[lang]} (${LANGUAGE_NAMES[lang]})`;

/**
 * The languages of these buildings (each given as its language list, main first), each once:
 * `order: 'visitor'` in the order of VISITOR_LANGUAGES (English first), `'main-first'` every
 * main language before any second one, in the buildings' order. None for no buildings.
 */
export function languagesOfBuildings(
  buildings: Iterable<readonly VisitorLanguage[]>,
  { order }: { order: 'visitor' | 'main-first' },
): VisitorLanguage[] {
  const lists = [...buildings];
  const found: VisitorLanguage[] = [];
  for (const index of [0, 1])
    for (const languages of lists) {
      const lang = languages[index];
      if (lang && !found.includes(lang)) found.push(lang);
    }
  return order === 'visitor' ? VISITOR_LANGUAGES.filter((lang) => found.includes(lang)) : found;
}
