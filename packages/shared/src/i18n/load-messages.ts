import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, type VisitorLanguage } from './languages';

/**
 * Visitor messages: one JSON file per area and language under ./messages/<area>/<lang>.json, ICU
 * strings a translator edits without code (docs/decisions/languages.md LNG-2). English is the
 * source; a key missing in a language falls back to English.
 */
export const MESSAGE_AREAS = ['screen', 'phone', 'alert'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

export type Messages = Record<string, string>;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * A language's messages of one area, fetched on demand: each file is its own chunk (Vite and
 * esbuild split a template import per file), so a screen downloads only its building's languages.
 */
export async function loadMessages(area: MessageArea, lang: VisitorLanguage): Promise<Messages> {
  const loaded = (await import(`./messages/${area}/${lang}.json`)) as { default?: Messages } & Messages;
  return loaded.default ?? loaded;
}

/**
 * `t(key, values)` over a language's messages with the English ones as fallback; each message is
 * parsed once (ICU: plurals and number rules of `lang`). A message that fails to parse or format
 * falls back to the English one, and a key unknown in both reads as the key itself.
 */
export function translator(messages: Messages, fallback: Messages, lang: VisitorLanguage): Translate {
  const cache = new Map<string, IntlMessageFormat | null>();
  const compile = (key: string, source: Messages, locale: string): IntlMessageFormat | null => {
    const cacheKey = `${locale}\u0000${key}`;
    if (cache.has(cacheKey)) return cache.get(cacheKey) ?? null;
    const text = source[key];
    let format: IntlMessageFormat | null = null;
    if (text !== undefined) {
      try {
        format = new IntlMessageFormat(text, locale);
      } catch {
        format = null;
      }
    }
    cache.set(cacheKey, format);
    return format;
  };
  const run = (format: IntlMessageFormat | null, values?: MessageValues): string | null => {
    if (!format) return null;
    try {
      const out = format.format(values);
      return typeof out === 'string' ? out : Array.isArray(out) ? out.join('') : String(out);
    } catch {
      return null;
    }
  };
  return (key, values) =>
    run(compile(key, messages, lang), values) ?? run(compile(key, fallback, DEFAULT_LANGUAGE), values) ?? key;
}
