import type { VisitorLanguage } from './languages';
import type { Messages, MessageValues, Translate } from './load-messages';
import SCREEN_EN from './messages/screen/en.json' with { type: 'json' };

/**
 * The screen's English messages, bundled with the player so an English screen draws at once with
 * nothing to fetch (docs/decisions/languages.md LNG-3); every other language loads on demand.
 */
export const SCREEN_MESSAGES_EN: Readonly<Record<ScreenMessageKey, string>> = SCREEN_EN;

/** A screen message's key (the keys of the English file, the source). */
export type ScreenMessageKey = keyof typeof SCREEN_EN;

/** Only plain `{name}` arguments: what simpleTranslator formats exactly, without the ICU parser. */
export const isSimpleMessage = (text: string): boolean => !/[{}]/.test(text.replace(/\{\w+\}/g, ''));

/**
 * `t` for messages with plain `{name}` arguments only, without the ICU library: the screen's
 * English path (the legacy player's budget, LNG-3). A test keeps every English screen message
 * simple; a message that is not reads as written.
 */
export function simpleTranslator(messages: Messages, fallback: Messages = SCREEN_MESSAGES_EN): Translate {
  return (key: string, values?: MessageValues) => {
    const text = messages[key] ?? fallback[key] ?? key;
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
}

/**
 * A language's screen messages, each language its own chunk: loadMessages('screen', …) without the
 * ICU library beside it, so a screen whose messages are all simple never fetches that (LNG-3).
 */
export async function loadScreenMessages(lang: VisitorLanguage): Promise<Messages> {
  const loaded = (await import(`./messages/screen/${lang}.json`)) as { default?: Messages } & Messages;
  return loaded.default ?? loaded;
}
