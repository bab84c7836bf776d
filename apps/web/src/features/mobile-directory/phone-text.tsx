import {
  floorHeading,
  isRightToLeft,
  loadMessages,
  PHONE_MESSAGES_EN,
  translator,
  type Messages,
  type MessageValues,
  type PhoneMessageKey,
  type VisitorLanguage,
} from '@foyer/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { queryKeys } from '../../lib/query-keys';

/*
 * The phone directory's words in the page's language (docs/product.md §16 "Phone directory
 * languages"): the messages of packages/shared/src/i18n/messages/phone, English as the fallback.
 */

export interface PhoneText {
  /** The language of the words shown. */
  lang: VisitorLanguage;
  dir: 'ltr' | 'rtl';
  t: (key: PhoneMessageKey, values?: MessageValues) => string;
}

export function phoneText(lang: VisitorLanguage, messages: Messages): PhoneText {
  const t = translator(messages, PHONE_MESSAGES_EN, lang);
  return { lang, dir: isRightToLeft(lang) ? 'rtl' : 'ltr', t };
}

/** English: the words of the page before anything is loaded, and when a language cannot be. */
export const ENGLISH_TEXT = phoneText('en', PHONE_MESSAGES_EN);

/** The query of a language's messages: fetched once per visit, one small chunk per language. */
export function phoneMessagesQuery(lang: VisitorLanguage) {
  return {
    queryKey: queryKeys.phoneMessages(lang),
    queryFn: async () => (lang === 'en' ? PHONE_MESSAGES_EN : await loadMessages('phone', lang)),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  };
}

/**
 * The words of `lang`; null while they are on their way (the page shows its loading state). A
 * language that cannot be fetched (the phone went offline) reads in English.
 */
export function usePhoneText(lang: VisitorLanguage): PhoneText | null {
  const query = useQuery(phoneMessagesQuery(lang));
  const messages = query.data;
  const text = useMemo(() => (messages ? phoneText(lang, messages) : null), [lang, messages]);
  if (query.isError) return ENGLISH_TEXT;
  return text;
}

/** Fetches the building's languages ahead, so the language switch turns the page at once. */
export function usePrefetchPhoneText(languages: readonly VisitorLanguage[] | undefined): void {
  const client = useQueryClient();
  const key = languages?.join(',') ?? '';
  useEffect(() => {
    for (const lang of key ? (key.split(',') as VisitorLanguage[]) : []) {
      void client.prefetchQuery(phoneMessagesQuery(lang));
    }
  }, [client, key]);
}

/** `<html lang dir>` follow the words shown; put back as they were when the page goes. */
export function useDocumentLanguage(text: PhoneText | null): void {
  const lang = text?.lang;
  const dir = text?.dir;
  useEffect(() => {
    if (!lang || !dir) return;
    const root = document.documentElement;
    const previous = { lang: root.lang, dir: root.dir };
    root.lang = lang;
    root.dir = dir;
    return () => {
      root.lang = previous.lang;
      root.dir = previous.dir;
    };
  }, [lang, dir]);
}

const MARK_START = '\uE000';
const MARK_END = '\uE001';
const mark = (name: string) => `${MARK_START}${name}${MARK_END}`;

/**
 * A message with elements in its placeholders (a search in `<bdi>`, a date in `<time>`), placed
 * where the language puts them: 'Updated {date}', '{date} 更新'.
 */
export function richMessage(
  text: PhoneText,
  key: PhoneMessageKey,
  nodes: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const marked = Object.fromEntries(Object.keys(nodes).map((name) => [name, mark(name)]));
  const message = text.t(key, { ...values, ...marked });
  const parts = message.split(new RegExp(`${MARK_START}(\\w+)${MARK_END}`));
  // split with a group: text, name, text, name, … text.
  return parts.map((part, index) =>
    index % 2 === 1 ? <Fragment key={index}>{nodes[part]}</Fragment> : part,
  );
}

/** Floor headings spoken by the page's messages, keyed by the English name floorHeading gives. */
const NAMED_FLOORS: Record<string, PhoneMessageKey> = {
  'Ground floor': 'floorGround',
  'Lower ground floor': 'floorLowerGround',
  'Upper ground floor': 'floorUpperGround',
  Mezzanine: 'floorMezzanine',
  'Lower level': 'floorLowerLevel',
  Basement: 'floorBasement',
  Penthouse: 'floorPenthouse',
  Roof: 'floorRoof',
};

/**
 * A floor's heading in the page's language, by the screens' rule (floorHeading, docs/decisions/
 * themes.md THM-32): a code names a floor ('G' → 'Erdgeschoss', '3' → 'Etage 3'); words typed by
 * the building ('Roof', 'Erdgeschoss', 'Level 2') stay as typed, in whatever language they are.
 */
export function localFloorHeading(floor: string, t: PhoneText['t']): string {
  const value = floor.trim();
  if (value === '') return t('floorNone');
  const english = floorHeading(value);
  if (english === value) return value;
  const named = NAMED_FLOORS[english];
  if (named) return t(named);
  return english === `Floor ${value}` ? t('floor', { floor: value }) : english;
}
