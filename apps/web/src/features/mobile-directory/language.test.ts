import { afterEach, describe, expect, it } from 'vitest';
import {
  pageLanguage,
  phoneLanguageAmong,
  pickedLanguage,
  rememberPickedLanguage,
  visitorLanguageOf,
} from './language';

afterEach(() => sessionStorage.clear());

describe('the phone directory language (docs/product.md §16 "Phone directory languages")', () => {
  it('reads a browser language tag as a visitor language', () => {
    expect(['de-CH', 'pt-BR', 'en', 'AR-eg', 'ja-JP', 'fr_CA'].map(visitorLanguageOf)).toEqual([
      'de',
      'pt',
      'en',
      'ar',
      'ja',
      'fr',
    ]);
    // Simplified Chinese by script or region; Traditional is not Simplified.
    expect(['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK'].map(visitorLanguageOf)).toEqual(
      Array(5).fill('zh-Hans'),
    );
    expect(['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-CN', 'ru', 'he', ''].map(visitorLanguageOf)).toEqual(
      Array(7).fill(undefined),
    );
  });

  it("takes the phone's most wanted language the building offers", () => {
    expect(phoneLanguageAmong(['de', 'en'], ['ru-RU', 'en-GB', 'de'])).toBe('en');
    expect(phoneLanguageAmong(['de', 'en'], ['ru-RU'])).toBeUndefined();
  });

  it("speaks the phone's language when the building offers it, else the building's first", () => {
    expect(pageLanguage(['ar', 'en'], ['ar-SA', 'en-US'], null)).toBe('ar');
    expect(pageLanguage(['ar', 'en'], ['en-US', 'ar'], null)).toBe('en');
    expect(pageLanguage(['de', 'en'], ['ja-JP'], null)).toBe('de');
    expect(pageLanguage(['fr'], ['en-US'], null)).toBe('fr');
  });

  it('keeps a language picked on the page while the building offers it', () => {
    expect(pageLanguage(['ar', 'en'], ['ar-SA'], 'en')).toBe('en');
    // The building no longer offers it: back to the rule.
    expect(pageLanguage(['ar', 'de'], ['ar-SA'], 'en')).toBe('ar');
  });

  it("speaks any visitor language before the building's are known (loading, a dead address)", () => {
    expect(pageLanguage(null, ['ja-JP'], null)).toBe('ja');
    expect(pageLanguage(null, ['ru-RU', 'zh-CN'], null)).toBe('zh-Hans');
    expect(pageLanguage(null, ['ru-RU'], null)).toBe('en');
    expect(pageLanguage(null, ['ja-JP'], 'ar')).toBe('ar');
    expect(pageLanguage([], ['ja-JP'], null)).toBe('ja');
  });

  it('remembers a pick for the visit (this tab), ignoring anything that is not a visitor language', () => {
    expect(pickedLanguage()).toBeNull();
    rememberPickedLanguage('ar');
    expect(pickedLanguage()).toBe('ar');
    sessionStorage.setItem('foyer.directory.language', 'klingon');
    expect(pickedLanguage()).toBeNull();
  });
});
