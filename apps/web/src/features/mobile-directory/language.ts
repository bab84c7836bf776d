import { DEFAULT_LANGUAGE, isVisitorLanguage, VISITOR_LANGUAGES, type VisitorLanguage } from '@foyer/shared';

/*
 * Which language the phone directory speaks (docs/product.md §16 "Phone directory languages",
 * docs/decisions/languages.md): the visitor's own when the building offers it, else the
 * building's first; a language picked on the page is kept for the visit.
 */

/**
 * The visitor language a browser language tag names, if any: 'de-CH' → 'de', 'pt-BR' → 'pt',
 * 'zh-CN', 'zh-SG' and 'zh-Hans-HK' → 'zh-Hans'. Traditional Chinese ('zh-TW', 'zh-HK',
 * 'zh-Hant') names none: it is not Simplified Chinese.
 */
export function visitorLanguageOf(tag: string): VisitorLanguage | undefined {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const [base = '', ...rest] = parts;
  if (base === 'zh') {
    if (rest.includes('hant')) return undefined;
    if (rest.includes('hans')) return 'zh-Hans';
    const region = rest.find((part) => /^[a-z]{2}$/.test(part));
    return region === 'tw' || region === 'hk' || region === 'mo' ? undefined : 'zh-Hans';
  }
  return VISITOR_LANGUAGES.find((lang) => lang === base);
}

/** The first of the phone's languages (navigator.languages, most wanted first) that `offered` has. */
export function phoneLanguageAmong(
  offered: readonly VisitorLanguage[],
  phone: readonly string[],
): VisitorLanguage | undefined {
  for (const tag of phone) {
    const lang = visitorLanguageOf(tag);
    if (lang && offered.includes(lang)) return lang;
  }
  return undefined;
}

/**
 * The page's language. With the building's languages known (`offered`): the one picked on the
 * page if the building still offers it, else the phone's first language the building offers, else
 * the building's first. Before that (loading, a dead address, no connection) the page can speak
 * any visitor language: the one picked, else the phone's, else English.
 */
export function pageLanguage(
  offered: readonly VisitorLanguage[] | null,
  phone: readonly string[],
  picked: VisitorLanguage | null,
): VisitorLanguage {
  const choices = offered && offered.length > 0 ? offered : null;
  if (!choices) return picked ?? phoneLanguageAmong(VISITOR_LANGUAGES, phone) ?? DEFAULT_LANGUAGE;
  if (picked && choices.includes(picked)) return picked;
  return phoneLanguageAmong(choices, phone) ?? choices[0] ?? DEFAULT_LANGUAGE;
}

/** The phone's languages, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** Where a language picked on the page is kept: this tab, until it is closed (the visit). */
const PICKED_KEY = 'foyer.directory.language';

export function pickedLanguage(): VisitorLanguage | null {
  try {
    const value = sessionStorage.getItem(PICKED_KEY);
    return isVisitorLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPickedLanguage(lang: VisitorLanguage): void {
  try {
    sessionStorage.setItem(PICKED_KEY, lang);
  } catch {
    // Private modes without storage: the pick holds until the page is left.
  }
}
