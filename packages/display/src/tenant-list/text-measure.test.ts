import { describe, expect, it } from 'vitest';
import { estimateMeasure, hasCjk, wrappedLines } from './text-measure';

// estimateMeasure: every character 0.56 of the size, so at 50 px one is 28 px wide: 10 a line in 300 px.
const measure = estimateMeasure;

describe('wrappedLines (scripts without spaces)', () => {
  it('breaks Chinese between any two characters, as the browser does, instead of shrinking the name', () => {
    expect(wrappedLines('北京华信科技有限公司', 300, 50, 600, measure)).toBe(1);
    expect(wrappedLines('天津港湾会计师事务所有限公司', 300, 50, 600, measure)).toBe(2);
    expect(wrappedLines('天津港湾会计师事务所有限公司', 150, 50, 600, measure)).toBe(3);
  });

  it('breaks Japanese kana and kanji alike, and Latin words inside them only at their spaces', () => {
    expect(wrappedLines('トヨタ自動車株式会社東京支社', 300, 50, 600, measure)).toBe(2);
    expect(wrappedLines('ソニー Kinderzahnarztpraxis', 300, 50, 600, measure)).toBe(Infinity);
  });

  it('keeps a Japanese name together between its spaces, breaking a run only when it is wider than the line', () => {
    // Seven characters a line: 'さくら 法律事' would break inside 法律事務所.
    expect(wrappedLines('さくら 法律事務所 東京', 196, 50, 600, measure)).toBe(3);
    expect(wrappedLines('みずほ銀行 丸の内支店', 300, 50, 600, measure)).toBe(2);
    // A run of twelve on a line of ten: its own line, then broken between characters.
    expect(wrappedLines('東京 三菱地所プロパティ管理', 300, 50, 600, measure)).toBe(3);
  });

  it('keeps a Korean name together between its spaces, as Korean is written, breaking only a run wider than the line', () => {
    // Seven syllables a line: '삼성전자 서울사' would break inside 서울사무소.
    expect(wrappedLines('삼성전자 서울사무소', 196, 50, 600, measure)).toBe(2);
    expect(wrappedLines('하나은행 강남지점', 300, 50, 600, measure)).toBe(1);
    expect(wrappedLines('대한민국국제무역협회서울지부', 300, 50, 600, measure)).toBe(2);
    // So it is drawn with CJK_WRAP (keep-all), which breaks it at its spaces too; Hebrew is not.
    expect(hasCjk('삼성전자 서울사무소')).toBe(true);
    expect(hasCjk('מגדל עזריאלי')).toBe(false);
  });

  it('still wraps Arabic and Latin at spaces only', () => {
    expect(wrappedLines('شركة الأفق للاستشارات', 300, 50, 600, measure)).toBe(2);
    expect(wrappedLines('شركة الأفق للاستشارات', 200, 50, 600, measure)).toBe(Infinity);
    expect(wrappedLines('Acme Legal Partners', 300, 50, 600, measure)).toBe(2);
  });
});
