import {
  categoryText,
  DEFAULT_LANGUAGE,
  isSimpleMessage,
  loadScreenMessages,
  PAGE_ROTATION_MS,
  SCREEN_MESSAGES_EN,
  simpleTranslator,
  type LanguageMode,
  type MessageValues,
  type ScreenMessageKey,
  type Translate,
  type VisitorLanguage,
} from '@foyer/shared';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useScreenPlace } from '../screen-place';
import { screenWords, type ScreenWords } from './screen-words';

/*
 * The visitor languages of a screen (docs/product.md §16): its building's one or two languages,
 * shown side by side ('Etage · Floor') or one per page turn as its theme says (LNG-5). English is
 * bundled and draws at once; another language is fetched before the screen first draws in it, and
 * a language that fails to load (offline, never cached) shows in English (LNG-3).
 */

const ENGLISH: Translate = simpleTranslator(SCREEN_MESSAGES_EN);
const loaded = new Map<VisitorLanguage, Translate>([[DEFAULT_LANGUAGE, ENGLISH]]);
const loading = new Map<VisitorLanguage, Promise<Translate>>();

/** A language's translator: at once when bundled or already fetched, else fetched on demand. */
function translatorFor(lang: VisitorLanguage): Translate | Promise<Translate> {
  const ready = loaded.get(lang);
  if (ready) return ready;
  let pending = loading.get(lang);
  if (!pending) {
    pending = loadScreenMessages(lang)
      .then((messages) =>
        Object.values(messages).every(isSimpleMessage)
          ? simpleTranslator(messages)
          : import('./load-translator').then((m) => m.icuTranslator(messages, lang)),
      )
      .catch(() => ENGLISH)
      .then((t) => {
        // A failed fetch is tried again by the next screen that asks.
        if (t !== ENGLISH) loaded.set(lang, t);
        loading.delete(lang);
        return t;
      });
    loading.set(lang, pending);
  }
  return pending;
}

interface ScreenLanguageState {
  /** The languages drawn, in the building's order, each with its translator. */
  langs: readonly VisitorLanguage[];
  translators: readonly Translate[];
  mode: LanguageMode;
  /** The page turn (alternate mode with two languages): the language shown is turn % 2; null otherwise. */
  turn: number | null;
  timeZone: string | null;
}

const ENGLISH_STATE: ScreenLanguageState = {
  langs: [DEFAULT_LANGUAGE],
  translators: [ENGLISH],
  mode: 'side-by-side',
  turn: null,
  timeZone: null,
};

const ScreenLanguageContext = createContext<ScreenLanguageState>(ENGLISH_STATE);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Provides the screen's languages to everything drawn inside; draws nothing until each language's
 * messages are there, so a German screen never flashes English first.
 */
export function ScreenLanguageProvider({
  languages,
  mode,
  timeZone = null,
  animate,
  children,
}: {
  languages: readonly VisitorLanguage[] | undefined;
  mode: LanguageMode;
  timeZone?: string | null;
  /** Alternate mode turns languages only while the screen animates. */
  animate: boolean;
  children: ReactNode;
}) {
  const langs = useStableLanguages(languages);
  const [translators, setTranslators] = useState<{
    langs: readonly VisitorLanguage[];
    list: Translate[];
  } | null>(() => {
    const now = langs.map(translatorFor);
    return now.every((t) => typeof t === 'function') ? { langs, list: now as Translate[] } : null;
  });
  const ready = translators !== null && sameList(translators.langs, langs);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void Promise.all(langs.map(translatorFor)).then((list) => {
      if (live) setTranslators({ langs, list });
    });
    return () => {
      live = false;
    };
  }, [langs, ready]);

  const alternating = mode === 'alternate' && langs.length > 1 && animate;
  const turn = useTurn(alternating);
  const state = useMemo<ScreenLanguageState | null>(
    () =>
      ready && translators
        ? { langs, translators: translators.list, mode, turn: alternating ? turn : null, timeZone }
        : null,
    [ready, translators, langs, mode, alternating, turn, timeZone],
  );
  if (!state) return null;
  return <ScreenLanguageContext.Provider value={state}>{children}</ScreenLanguageContext.Provider>;
}

/** The building's languages as one array while its content stays the same; English when none. */
function useStableLanguages(languages: readonly VisitorLanguage[] | undefined): readonly VisitorLanguage[] {
  const key = (languages && languages.length > 0 ? languages : [DEFAULT_LANGUAGE]).join(',');
  return useMemo(() => key.split(',') as VisitorLanguage[], [key]);
}

/** A counter that goes up each page turn (PAGE_ROTATION_MS) while `on`. */
function useTurn(on: boolean): number {
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setTurn((n) => n + 1), PAGE_ROTATION_MS);
    return () => clearInterval(timer);
  }, [on]);
  return turn;
}

/** The joiner of two languages' texts side by side. */
export const LANGUAGE_JOINER = ' · ';

export type ScreenText = (key: ScreenMessageKey, values?: MessageValues) => string;

/**
 * The screen's text of a message: in its language, both languages side by side, or the language
 * of this page turn.
 */
export function useScreenText(): ScreenText {
  const state = useContext(ScreenLanguageContext);
  return useMemo(() => {
    const { translators, turn } = state;
    if (translators.length === 1 || turn !== null) {
      const t = translators[turn === null ? 0 : turn % translators.length] ?? ENGLISH;
      return (key, values) => t(key, values);
    }
    return (key, values) => sideBySide(translators.map((t) => t(key, values)));
  }, [state]);
}

/** Texts side by side, main language first; a text the same in both shows once (LNG-5): words, categories, alert bands. */
export function sideBySide(texts: readonly string[]): string {
  return texts.filter((text, i) => texts.indexOf(text) === i).join(LANGUAGE_JOINER);
}

/** The language dates and times are written in now (the first, or this turn's), and the building's time zone. */
export function useScreenLocale(): { lang: VisitorLanguage; timeZone: string | null } {
  const { langs, turn, timeZone } = useContext(ScreenLanguageContext);
  return { lang: langs[turn === null ? 0 : turn % langs.length] ?? DEFAULT_LANGUAGE, timeZone };
}

/** The page turn alternate mode counts (null when it does not alternate): lists turn their pages with it. */
export function useLanguageTurn(): number | null {
  return useContext(ScreenLanguageContext).turn;
}

/** The list's words (headings, floors, suites) in the screen's language(s). */
export function useScreenWords(): ScreenWords {
  const text = useScreenText();
  const { langs, turn } = useContext(ScreenLanguageContext);
  // The bundle's category translations (LNG-21) come with its place, beside its languages.
  const { categories } = useScreenPlace();
  return useMemo(() => {
    const words = screenWords(text);
    if (!categories) return words;
    // A category like the words around it: both languages side by side, or this turn's (LNG-20).
    const shown = turn === null ? langs : [langs[turn % langs.length] ?? DEFAULT_LANGUAGE];
    return {
      ...words,
      category: (value) => sideBySide(shown.map((lang) => categoryText(value, categories, lang))),
    };
  }, [text, langs, turn, categories]);
}
