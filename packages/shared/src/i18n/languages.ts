/**
 * The languages a screen and the phone directory can speak to visitors (docs/product.md §16,
 * docs/decisions/languages.md LNG-1). The dashboard itself stays English.
 */
export const VISITOR_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'pl',
  'tr',
  'zh-Hans',
  'ja',
  'ar',
] as const;

export type VisitorLanguage = (typeof VISITOR_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: VisitorLanguage = 'en';

/** Each language named in itself, as a visitor looks for it in a switch. */
export const LANGUAGE_NAMES: Record<VisitorLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  pl: 'Polski',
  tr: 'Türkçe',
  'zh-Hans': '简体中文',
  ja: '日本語',
  ar: 'العربية',
};

/** The dashboard's English name of each language (the dashboard stays English). */
export const LANGUAGE_ENGLISH_NAMES: Record<VisitorLanguage, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  pl: 'Polish',
  tr: 'Turkish',
  'zh-Hans': 'Chinese (Simplified)',
  ja: 'Japanese',
  ar: 'Arabic',
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<VisitorLanguage>(['ar']);

export function isVisitorLanguage(value: unknown): value is VisitorLanguage {
  return typeof value === 'string' && (VISITOR_LANGUAGES as readonly string[]).includes(value);
}

/** True for a language written right to left (Arabic). */
export function isRightToLeft(lang: string): boolean {
  return RIGHT_TO_LEFT.has(lang);
}
