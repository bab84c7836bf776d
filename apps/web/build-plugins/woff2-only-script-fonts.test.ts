import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { faceWithoutHangul, withoutCodePoints } from './woff2-only-script-fonts';

const HANGUL_SYLLABLES = [[0xac00, 0xd7a3]] as const;

describe('withoutCodePoints', () => {
  it('drops single code points and ranges inside, and cuts ranges that reach in', () => {
    expect(withoutCodePoints('U+41-5a,U+ac00,U+ac02-ac05,U+d7a0-d800', HANGUL_SYLLABLES)).toBe(
      'U+41-5a,U+d7a4-d800',
    );
    expect(withoutCodePoints('U+ab00-ac10', HANGUL_SYLLABLES)).toBe('U+ab00-abff');
    expect(withoutCodePoints('U+abff-d7a4', HANGUL_SYLLABLES)).toBe('U+abff,U+d7a4');
    expect(withoutCodePoints('U+ac00-d7a3', HANGUL_SYLLABLES)).toBe('');
  });
});

describe("the Chinese font's faces", () => {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve('@fontsource/noto-sans-sc/400.css'), 'utf8');
  const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const covers = (face: string, codePoint: number) =>
    (/unicode-range:\s*([^;}]*)/.exec(face)?.[1] ?? '').split(',').some((item) => {
      const [from = '', to = from] = item.trim().replace(/^U\+/i, '').split('-');
      return parseInt(from, 16) <= codePoint && codePoint <= parseInt(to, 16);
    });

  it('cover common Hangul syllables as @fontsource writes them, none once written into the sheet', () => {
    // 가 한 국: among the 80 syllables Noto Sans SC has.
    const syllables = [0xac00, 0xd55c, 0xad6d];
    expect(syllables.every((codePoint) => faces.some((face) => covers(face, codePoint)))).toBe(true);
    const written = faces.flatMap((face) => faceWithoutHangul(face) ?? []);
    expect(written.some((face) => syllables.some((codePoint) => covers(face, codePoint)))).toBe(false);
    // Han stays: 北 京.
    expect([0x5317, 0x4eac].every((codePoint) => written.some((face) => covers(face, codePoint)))).toBe(true);
  });
});
