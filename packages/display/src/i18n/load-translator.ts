import {
  SCREEN_MESSAGES_EN,
  translator,
  type Messages,
  type Translate,
  type VisitorLanguage,
} from '@foyer/shared';

/*
 * Fetched only by a screen whose language has a message beyond plain arguments (plurals, selects):
 * the ICU library is a chunk of its own, about 12.7 KB gzip, so the legacy player stays within its
 * budget and simple languages never download it (docs/decisions/languages.md LNG-3). The service
 * worker keeps it for offline.
 */
export function icuTranslator(messages: Messages, lang: VisitorLanguage): Translate {
  return translator(messages, SCREEN_MESSAGES_EN, lang);
}
