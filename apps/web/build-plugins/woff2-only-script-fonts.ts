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
 * LNG-16). This writes @fontsource's faces into the script font's sheet without them.
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
      const weights = Array.from(code.matchAll(FONTSOURCE_IMPORT), ([, pkg = '', sheet = '']) =>
        faces(woff2Only(readFileSync(require.resolve(`${pkg}/${sheet}`), 'utf8'), pkg)),
      );
      return { code: interleave(weights).join('\n'), map: null };
    },
  };
}
