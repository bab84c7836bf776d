/*
 * The fonts for scripts the Latin typefaces lack (docs/product.md §16 Scripts and right-to-left,
 * docs/decisions/languages.md LNG-16): Noto Sans JP, SC, KR, Arabic and Hebrew from @fontsource, served by
 * Foyer. Their @font-face rules are large (a face per subset and weight, ~30 KB gzip a weight for
 * Chinese), so each script's style sheet is added only once the page shows text in that script;
 * each face's unicode-range then has the browser fetch only the files holding the glyphs drawn.
 * Style sheets and font files, no script: the player's JavaScript budget is untouched (PLY-15).
 * The service worker keeps them once used (apps/web/public/display-sw.js).
 */
import notoSansArabic from './script-fonts/noto-sans-arabic.css?url';
import notoSansHebrew from './script-fonts/noto-sans-hebrew.css?url';
import notoSansJp from './script-fonts/noto-sans-jp.css?url';
import notoSansKr from './script-fonts/noto-sans-kr.css?url';
import notoSansSc from './script-fonts/noto-sans-sc.css?url';

/**
 * Each script's characters and its style sheet. Kana means Japanese (Noto Sans JP comes first in
 * the font stacks, so a Japanese screen's kanji are drawn in Japanese forms too); Han alone,
 * Chinese. Hangul (and the parenthesized and circled Hangul of '㈜') means Korean; a Korean
 * name's Hanja draw in the Chinese font, which comes before Korean in the stacks.
 */
export const SCRIPT_FONT_SHEETS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/, notoSansJp],
  [/[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff65]/, notoSansSc],
  [/[\u1100-\u11ff\u3130-\u318f\u3200-\u321e\u3260-\u327f\ua960-\ua97f\uac00-\ud7ff]/, notoSansKr],
  [/[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/, notoSansArabic],
  [/[\u0590-\u05ff\ufb1d-\ufb4f]/, notoSansHebrew],
];

/** The style sheets a text needs. */
export function scriptSheets(text: string): string[] {
  return SCRIPT_FONT_SHEETS.filter(([chars]) => chars.test(text)).map(([, sheet]) => sheet);
}

/**
 * Watches the page's text and adds a script's style sheet the first time that script shows (a
 * directory, a notice, the screen's own words); stops once all are in. Answers how to stop it.
 */
export function watchScriptFonts(doc: Document): () => void {
  const added = new Set<string>();
  const check = () => {
    for (const sheet of scriptSheets(doc.body.textContent || ''))
      if (!added.has(sheet)) {
        added.add(sheet);
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = sheet;
        link.setAttribute('data-foyer-script-font', '');
        doc.head.appendChild(link);
      }
    if (added.size === SCRIPT_FONT_SHEETS.length) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  check();
  return () => observer.disconnect();
}

/** The page's own watch, begun on import (the player's and the dashboard's entry import this). */
export const pageWatch =
  typeof document !== 'undefined' && document.body && typeof MutationObserver === 'function'
    ? watchScriptFonts(document)
    : null;
