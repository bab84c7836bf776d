import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWatch, SCRIPT_FONT_SHEETS, scriptSheets, watchScriptFonts } from './script-fonts';

// Vitest draws no style sheets: each imported sheet's address is a name here.
vi.mock('./script-fonts/noto-sans-jp.css?url', () => ({ default: '/assets/noto-sans-jp.css' }));
vi.mock('./script-fonts/noto-sans-sc.css?url', () => ({ default: '/assets/noto-sans-sc.css' }));
vi.mock('./script-fonts/noto-sans-kr.css?url', () => ({ default: '/assets/noto-sans-kr.css' }));
vi.mock('./script-fonts/noto-sans-arabic.css?url', () => ({ default: '/assets/noto-sans-arabic.css' }));
vi.mock('./script-fonts/noto-sans-hebrew.css?url', () => ({ default: '/assets/noto-sans-hebrew.css' }));

// The watch begun on import would add its own links to this document.
pageWatch?.();

const [japanese, chinese, korean, arabic, hebrew] = SCRIPT_FONT_SHEETS.map(([, sheet]) => sheet);

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

  it('asks for the Korean font for Hangul, and the Chinese one too for a name with Hanja', () => {
    expect(scriptSheets('삼성전자 서울사무소')).toEqual([korean]);
    expect(scriptSheets('ㅎㅏ')).toEqual([korean]);
    expect(scriptSheets('大韓 무역')).toEqual([chinese, korean]);
    expect(scriptSheets('㈜LG')).toEqual([korean]);
  });

  it('asks for the Hebrew font for Hebrew letters, pointed and presentation forms included', () => {
    expect(scriptSheets('מגדל עזריאלי')).toEqual([hebrew]);
    expect(scriptSheets('שָׁלוֹם')).toEqual([hebrew]);
    expect(scriptSheets('ﬠ')).toEqual([hebrew]);
  });

  it('asks for each script of a mixed directory once', () => {
    expect(scriptSheets('Acme Corp. 株式会社ソニー 华为 مكتب 삼성 מגדל')).toEqual([
      japanese,
      chinese,
      korean,
      arabic,
      hebrew,
    ]);
  });

  it('names five distinct style sheets', () => {
    const sheets = [japanese, chinese, korean, arabic, hebrew];
    expect(new Set(sheets).size).toBe(5);
    for (const sheet of sheets) expect(sheet).toMatch(/noto-sans-(jp|sc|kr|arabic|hebrew).*\.css/);
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
