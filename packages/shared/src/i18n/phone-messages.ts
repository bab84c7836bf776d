import type { Messages } from './load-messages';
import PHONE_EN from './messages/phone/en.json' with { type: 'json' };

/**
 * The phone directory's English messages (docs/product.md §16 "Phone directory languages"): the
 * fallback of every other language, and the page's words before its language is known. The other
 * languages load on demand, one chunk each (loadMessages('phone', lang)).
 */
export const PHONE_MESSAGES_EN: Messages = PHONE_EN;

/** A phone directory message's key (the keys of the English file, the source). */
export type PhoneMessageKey = keyof typeof PHONE_EN;
