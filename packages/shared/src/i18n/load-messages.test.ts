import { describe, expect, it } from 'vitest';
import { isRightToLeft, isVisitorLanguage, LANGUAGE_NAMES, VISITOR_LANGUAGES } from './languages';
import { loadMessages, translator } from './load-messages';
import { isSimpleMessage, loadScreenMessages, SCREEN_MESSAGES_EN, simpleTranslator } from './screen-messages';

describe('loadMessages', () => {
  it('loads a language of an area', async () => {
    const german = await loadMessages('screen', 'de');
    expect(german['column.floor']).toBe('Etage');
  });

  it('loads every visitor language of the screen', async () => {
    for (const lang of VISITOR_LANGUAGES) {
      const messages = await loadMessages('screen', lang);
      expect(Object.keys(messages).length, lang).toBeGreaterThan(0);
    }
  });
});

describe('loadScreenMessages', () => {
  it('loads a screen language without the ICU library, with the messages loadMessages gives', async () => {
    expect(await loadScreenMessages('ja')).toEqual(await loadMessages('screen', 'ja'));
  });
});

describe('translator', () => {
  it('formats ICU arguments in the language', async () => {
    const t = translator(await loadMessages('screen', 'de'), SCREEN_MESSAGES_EN, 'de');
    expect(t('pagination.page', { page: 1, count: 3 })).toBe('Seite 1 von 3');
    expect(t('floor.heading', { floor: '3' })).toBe('Etage 3');
  });

  it('falls back to English for a missing or broken message, then to the key', () => {
    const t = translator({ 'column.floor': 'Etage', 'directory.empty': '{broken' }, SCREEN_MESSAGES_EN, 'de');
    expect(t('column.floor')).toBe('Etage');
    expect(t('column.category')).toBe('Category');
    expect(t('directory.empty')).toBe('No tenants to show');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('applies the plural rules of each language (Polish few/many, Arabic two/few/many)', () => {
    const message = {
      pages:
        '{count, plural, zero {# zero} one {# one} two {# two} few {# few} many {# many} other {# other}}',
    };
    const pl = translator(message, {}, 'pl');
    expect([1, 2, 5, 22, 25].map((count) => pl('pages', { count }))).toEqual([
      '1 one',
      '2 few',
      '5 many',
      '22 few',
      '25 many',
    ]);
    const ar = translator(message, {}, 'ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('pages', { count }).split(' ')[1])).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });
});

describe('the screen English path', () => {
  it('keeps every English screen message simple, so the player formats it without the ICU library', () => {
    const complex = Object.entries(SCREEN_MESSAGES_EN).filter(([, text]) => !isSimpleMessage(text));
    expect(complex).toEqual([]);
  });

  it('formats like the ICU translator for the English messages', () => {
    const simple = simpleTranslator(SCREEN_MESSAGES_EN);
    const icu = translator(SCREEN_MESSAGES_EN, SCREEN_MESSAGES_EN, 'en');
    const values = { page: 2, count: 5, floor: '12A', column: 2, suite: '310' };
    for (const key of Object.keys(SCREEN_MESSAGES_EN)) expect(simple(key, values)).toBe(icu(key, values));
  });
});

describe('languages', () => {
  it('names each language in itself and knows the right-to-left ones', () => {
    expect(LANGUAGE_NAMES.de).toBe('Deutsch');
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('de')).toBe(false);
    expect(isVisitorLanguage('zh-Hans')).toBe(true);
    expect(isVisitorLanguage('xx')).toBe(false);
  });
});
