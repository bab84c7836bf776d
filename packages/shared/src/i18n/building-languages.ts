import { z } from 'zod';
import { DEFAULT_LANGUAGE, VISITOR_LANGUAGES, type VisitorLanguage } from './languages';

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
