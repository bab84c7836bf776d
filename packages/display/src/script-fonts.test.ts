import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWatch, SCRIPT_FONT_SHEETS, scriptSheets, watchScriptFonts } from './script-fonts';

// Vitest draws no style sheets: each imported sheet's address is a name here.
vi.mock('./script-fonts/noto-sans-jp.css?url', () => ({ default: '/assets/noto-sans-jp.css' }));
vi.mock('./script-fonts/noto-sans-sc.css?url', () => ({ default: '/assets/noto-sans-sc.css' }));
vi.mock('./script-fonts/noto-sans-arabic.css?url', () => ({ default: '/assets/noto-sans-arabic.css' }));

// The watch begun on import would add its own links to this document.
pageWatch?.();

const [japanese, chinese, arabic] = SCRIPT_FONT_SHEETS.map(([, sheet]) => sheet);

describe('scriptSheets', () => {
  it('asks for nothing for Latin text, accents and all', () => {
    expect(scriptSheets('Harbor Dental · Café Zürich · Łódź Sp. z o.o. · Floor 3 · €')).toEqual([]);
  });

  it('asks for the Chinese font for Han characters alone', () => {
    expect(scriptSheets('北京华信科技有限公司')).toEqual([chinese]);
  });

  it('asks for the Japanese font when kana show, with the Chinese one for kanji the Japanese lacks', () => {
    expect(scriptSheets('トヨタ自動車株式会社')).toEqual([japanese, chinese]);
    expect(scriptSheets('ｶﾀｶﾅ')).toEqual([japanese]);
  });

  it('asks for the Arabic font for Arabic letters, Persian and presentation forms included', () => {
    expect(scriptSheets('شركة الأفق للاستشارات')).toEqual([arabic]);
    expect(scriptSheets('ﻻ')).toEqual([arabic]);
  });

  it('asks for each script of a mixed directory once', () => {
    expect(scriptSheets('Acme Corp. 株式会社ソニー 华为 مكتب')).toEqual([japanese, chinese, arabic]);
  });

  it('names three distinct style sheets', () => {
    expect(new Set([japanese, chinese, arabic]).size).toBe(3);
    for (const sheet of [japanese, chinese, arabic]) expect(sheet).toMatch(/noto-sans-(jp|sc|arabic).*\.css/);
  });
});

describe('watchScriptFonts', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[data-foyer-script-font]').forEach((link) => link.remove());
    document.body.textContent = '';
  });

  const linked = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-foyer-script-font]'), (link) =>
      link.getAttribute('href'),
    );

  it('adds a script’s style sheet when its text first shows, and only once', async () => {
    document.head.querySelectorAll('link[data-foyer-script-font]').forEach((link) => link.remove());
    document.body.innerHTML = '<p>Harbor Dental</p>';
    watchScriptFonts(document);
    expect(linked()).toEqual([]);

    const row = document.createElement('p');
    row.textContent = 'شركة الأفق';
    document.body.appendChild(row);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(linked()).toEqual([arabic]);

    row.textContent = 'مكتب المحاماة';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(linked()).toEqual([arabic]);

    row.textContent = '华为';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(linked()).toEqual([arabic, chinese]);
  });
});
