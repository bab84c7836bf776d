import { z } from 'zod';
import { withoutNul } from '../schemas/text';
import { isVisitorLanguage, VISITOR_LANGUAGES } from '../i18n/languages';
import { TENANT_CATEGORY_MAX } from './tenant-entry';

/*
 * The organization's category dictionary (docs/product.md §16 "Category translations",
 * docs/decisions/languages.md LNG-19..21): a category typed on tenant entries ('Law') with its
 * text in the buildings' languages ('Recht'). Screens and the phone directory show a category in
 * their language when it has one, else as typed.
 */

/** Rows one save takes (docs/product.md §16). */
export const CATEGORY_TRANSLATIONS_MAX_ROWS = 500;

export const CATEGORY_TRANSLATION_MESSAGES = {
  title: 'Category translations',
  intro:
    'Screens and the phone directory show a category in the building’s language when it has a translation here. Categories without one show as typed.',
  onlyEnglish:
    'Your buildings use only English. Add a second screen language to a building (Sub-Organizations → Edit) to translate categories.',
  saved: 'Category translations saved',
  notUsed: 'Not used now',
  emptyCategory: 'Category must not be empty',
  tooLong: `At most ${TENANT_CATEGORY_MAX} characters`,
  tooMany: `At most ${CATEGORY_TRANSLATIONS_MAX_ROWS} categories per save`,
  unknownLanguage: `Languages are among ${VISITOR_LANGUAGES.join(', ')}`,
} as const;

/** 'Used by 1 company', 'Used by 3 companies'. */
export const categoryUsage = (companies: number): string =>
  `Used by ${companies} ${companies === 1 ? 'company' : 'companies'}`;

/**
 * The translations of a request row: any text per language, checked here so that each refusal
 * names its field (`categories.0.translations.xx`); '' (or absent) removes that language.
 */
const translationsSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  for (const [lang, text] of Object.entries(value)) {
    if (!isVisitorLanguage(lang)) {
      ctx.addIssue({ code: 'custom', path: [lang], message: CATEGORY_TRANSLATION_MESSAGES.unknownLanguage });
    } else if (typeof text !== 'string') {
      ctx.addIssue({ code: 'custom', path: [lang], message: 'A translation is text' });
    } else if (text.length > TENANT_CATEGORY_MAX) {
      ctx.addIssue({ code: 'custom', path: [lang], message: CATEGORY_TRANSLATION_MESSAGES.tooLong });
    } else if (text.includes('\u0000')) {
      ctx.addIssue({ code: 'custom', path: [lang], message: 'A translation contains an invalid character' });
    }
  }
}) as unknown as z.ZodType<Record<string, string>>;

export const categoryTranslationRowSchema = z.object({
  category: z
    .string()
    .trim()
    .min(1, CATEGORY_TRANSLATION_MESSAGES.emptyCategory)
    .max(TENANT_CATEGORY_MAX, CATEGORY_TRANSLATION_MESSAGES.tooLong)
    .check(withoutNul('Category')),
  translations: translationsSchema.default({}),
});

/** `PUT {F}/organizations/{orgId}/category-translations`: upsert; a row with no text removes its entry. */
export const categoryTranslationsUpdateSchema = z.object({
  categories: z
    .array(categoryTranslationRowSchema)
    .max(CATEGORY_TRANSLATIONS_MAX_ROWS, CATEGORY_TRANSLATION_MESSAGES.tooMany),
});
export type CategoryTranslationsUpdate = z.input<typeof categoryTranslationsUpdateSchema>;

export const categoryTranslationSchema = z.object({
  /** As typed on a tenant entry (the first spelling seen), or as saved when no entry uses it now. */
  category: z.string(),
  translations: z.record(z.string(), z.string()),
  /** Companies of the organization's tenant lists with this category; 0: 'Not used now'. */
  companies: z.number().int(),
});
export type CategoryTranslation = z.infer<typeof categoryTranslationSchema>;

export const categoryTranslationsSchema = z.object({
  /** The languages of the organization's buildings, English first when used. */
  languages: z.array(z.enum(VISITOR_LANGUAGES)),
  categories: z.array(categoryTranslationSchema),
});
export type CategoryTranslations = z.infer<typeof categoryTranslationsSchema>;
