/**
 * How wide a text is drawn, in canvas pixels, so the list can plan each row (how many lines a name
 * takes, which columns have room) before it draws anything. A 2D canvas measures with the page's
 * fonts in every browser the player supports; without one (tests, a browser without canvas) an
 * average letter width stands in.
 */
export type Measure = (text: string, px: number, weight: number) => number;

/** Average advance of a letter of the screen's typefaces, as a share of the font size. */
const AVERAGE_LETTER = 0.56;

export const estimateMeasure: Measure = (text, px) => text.length * px * AVERAGE_LETTER;

export function canvasMeasure(fontStack: string): Measure {
  const context =
    typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)
      ? null
      : document.createElement('canvas').getContext('2d');
  if (!context) return estimateMeasure;
  // Widths at one size scale with the size; measured once per text and weight.
  const base = 100;
  const cache = new Map<string, number>();
  return (text, px, weight) => {
    // Rows draw tabular figures, as wide as a 0 each; a canvas measures proportional ones.
    const key = `${weight}|${text.replace(/\d/g, '0')}`;
    let width = cache.get(key);
    if (width === undefined) {
      context.font = `${weight} ${base}px ${fontStack}`;
      width = context.measureText(key.slice(key.indexOf('|') + 1)).width;
      cache.set(key, width);
    }
    return (width * px) / base;
  };
}

/** Chinese, Japanese and Korean characters (CJK ideographs, kana, Hangul, full-width forms). */
const CJK = /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/** Whether a name has Chinese, Japanese or Korean characters, which the list keeps together between spaces. */
export const hasCjk = (text: string): boolean => CJK.test(text);

/**
 * How a Chinese, Japanese or Korean name wraps (docs/decisions/languages.md LNG-27): at its spaces,
 * like a Latin one ('みずほ銀行 / 丸の内支店', not 'みずほ銀行 丸の / 内支店'; '삼성전자 /
 * 서울사무소', not '삼성전자 서울사 / 무소'), and between any two characters only within a run
 * wider than the line. Chrome 44+ and 23+.
 */
export const CJK_WRAP = { wordBreak: 'keep-all', overflowWrap: 'break-word' } as const;

/** The pieces a line breaks between: words with their hyphen and spaces. */
const BREAKABLE = /[^\s-]+-?\s*|-\s*/g;

/**
 * Lines `text` takes in `width` at `px`, wrapped at spaces and hyphens as the browser wraps it;
 * a Chinese, Japanese or Korean run wider than the line breaks between characters (CJK_WRAP). Infinity
 * when another word is wider than the line (the browser does not break words: it would be cut).
 */
export function wrappedLines(
  text: string,
  width: number,
  px: number,
  weight: number,
  measure: Measure,
): number {
  if (width <= 0) return Infinity;
  const words = text.trim().match(BREAKABLE) ?? [];
  const space = measure(' ', px, weight);
  let lines = 1;
  let used = 0;
  for (const raw of words) {
    const word = raw.trimEnd();
    const wordWidth = measure(word, px, weight);
    const gap = raw.length > word.length ? space : 0;
    if (used > 0 && used + wordWidth > width) {
      lines += 1;
      used = 0;
    }
    if (wordWidth > width) {
      if (!CJK.test(word)) return Infinity;
      // On a line of its own and still too wide: broken between characters, as many lines as it fills.
      for (const character of Array.from(word)) {
        const characterWidth = measure(character, px, weight);
        if (characterWidth > width) return Infinity;
        if (used > 0 && used + characterWidth > width) {
          lines += 1;
          used = 0;
        }
        used += characterWidth;
      }
    } else used += wordWidth;
    used += gap;
  }
  return lines;
}
