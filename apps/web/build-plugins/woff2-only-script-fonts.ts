import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The style sheets of the script fonts (packages/display/src/script-fonts.ts). */
const SCRIPT_FONT_SHEET = /[\\/]script-fonts[\\/]noto-sans-(?:sc|jp|kr|arabic|hebrew)\.css$/;
/** An `@import` of one of @fontsource's weights, as those sheets write it. */
const FONTSOURCE_IMPORT = /@import\s+'(@fontsource\/[\w-]+)\/(\d00\.css)';/g;
/** A face's WOFF fallback after its WOFF2 source, as @fontsource writes it. */
const WOFF_SOURCE = /,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g;

/** @fontsource's style sheet of `pkg` with its WOFF fallbacks left out and its files named by package. */
export function woff2Only(css: string, pkg: string): string {
  return css.replace(WOFF_SOURCE, '').replace(/url\(\.\/files\//g, `url(${pkg}/files/`);
}

/** Hangul (jamo, compatibility jamo, syllables): drawn by Noto Sans KR alone. */
const HANGUL: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
];

/**
 * A `unicode-range` list without the code points of `excluded`, or '' when none is left. Noto
 * Sans SC covers 80 common Hangul syllables; its faces come before Korean's in the font stacks,
 * so a Korean name on a screen that also shows Chinese drew those syllables in the Chinese font
 * and the rest in the Korean one (docs/decisions/languages.md LNG-16).
 */
export function withoutCodePoints(list: string, excluded: ReadonlyArray<readonly [number, number]>): string {
  const kept: string[] = [];
  for (const item of list.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(item);
    if (!match) {
      kept.push(item.trim());
      continue;
    }
    let pieces: Array<[number, number]> = [
      [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? match[1] ?? '', 16)],
    ];
    for (const [from, to] of excluded)
      pieces = pieces.flatMap(([start, end]): Array<[number, number]> => {
        if (end < from || start > to) return [[start, end]];
        const left: Array<[number, number]> = start < from ? [[start, from - 1]] : [];
        return end > to ? [...left, [to + 1, end]] : left;
      });
    for (const [start, end] of pieces)
      kept.push(start === end ? `U+${start.toString(16)}` : `U+${start.toString(16)}-${end.toString(16)}`);
  }
  return kept.join(',');
}

/** The face without Hangul in its `unicode-range`; null when it covered only Hangul. */
export function faceWithoutHangul(face: string): string | null {
  let empty = false;
  const out = face.replace(/unicode-range:\s*([^;}]*)/, (_all, list: string) => {
    const left = withoutCodePoints(list, HANGUL);
    empty = left === '';
    return `unicode-range: ${left}`;
  });
  return empty ? null : out;
}

/** The `@font-face` rules of a style sheet, in order. */
function faces(css: string): string[] {
  return css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
}

/**
 * The faces of each weight side by side, subset by subset: a subset's faces share their long
 * unicode-range, which gzip then sends once (its window is 32 KB; a weight's faces are 100 KB).
 */
export function interleave(weights: readonly (readonly string[])[]): string[] {
  const longest = Math.max(0, ...weights.map((faces) => faces.length));
  const out: string[] = [];
  for (let i = 0; i < longest; i++)
    for (const faces of weights) {
      const face = faces[i];
      if (face) out.push(face);
    }
  return out;
}

/**
 * The fonts for Chinese, Japanese, Korean, Arabic and Hebrew offer WOFF2 only, as the Latin ones do
 * (packages/display/src/fonts.ts): every browser the player supports reads it. @fontsource adds a
 * WOFF fallback to each face, whose hashed address, one per face and weight, made the Chinese
 * style sheet half as large again for files no screen fetches (docs/decisions/languages.md
 * LNG-16). This writes @fontsource's faces into the script font's sheet without them, and
 * leaves Hangul to the Korean sheet alone.
 */
export function woff2OnlyScriptFonts(): Plugin {
  return {
    name: 'foyer-woff2-only-script-fonts',
    enforce: 'pre',
    transform(code, id) {
      const [file = id, query = ''] = id.split('?');
      // `?url` is the module answering the sheet's address; the sheet itself comes after.
      if (!SCRIPT_FONT_SHEET.test(file) || /(^|&)url(&|$)/.test(query)) return null;
      const require = createRequire(file);
      const korean = /noto-sans-kr\.css$/.test(file);
      const weights = Array.from(code.matchAll(FONTSOURCE_IMPORT), ([, pkg = '', sheet = '']) =>
        faces(woff2Only(readFileSync(require.resolve(`${pkg}/${sheet}`), 'utf8'), pkg)).flatMap((face) => {
          const kept = korean ? face : faceWithoutHangul(face);
          return kept === null ? [] : [kept];
        }),
      );
      return { code: interleave(weights).join('\n'), map: null };
    },
  };
}
