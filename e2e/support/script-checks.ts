/*
 * Checks the screen-language specs run inside a player page, in current Chromium and, passed as
 * source, in Chromium 65 and 78: so each keeps to plain syntax (no `?.`, no `??`).
 */

export type Script = 'sc' | 'jp' | 'kr' | 'arabic' | 'hebrew';
export const SCRIPTS: readonly Script[] = ['sc', 'jp', 'kr', 'arabic', 'hebrew'];

/** The Noto files (style sheets and fonts) the page fetched, by script. Runs in old engines too: plain syntax. */
export function notoFetched(): Record<Script, string[]> {
  const out: Record<Script, string[]> = { sc: [], jp: [], kr: [], arabic: [], hebrew: [] };
  const entries = performance.getEntriesByType('resource');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    const match = entry ? /\/assets\/(noto-sans-(sc|jp|kr|arabic|hebrew)-[^/?]*)$/.exec(entry.name) : null;
    if (match) out[match[2] as Script].push(String(match[1]));
  }
  return out;
}

/**
 * Whether `text` draws as real glyphs in the screen's font stack at the names' weight: two
 * different characters missing from every font draw the same box, real glyphs differ. Also
 * whether the browser says that family's faces for the text are loaded. Plain syntax.
 */
export function glyphsDrawn(args: { text: string; family: string }): boolean {
  const cell = document.querySelector('[data-fit="name"]');
  const stack = cell ? getComputedStyle(cell).fontFamily : 'sans-serif';
  const canvas = document.createElement('canvas');
  canvas.width = 80;
  canvas.height = 80;
  const context = canvas.getContext('2d');
  if (!context) return false;
  const drawn = (character: string) => {
    context.clearRect(0, 0, 80, 80);
    context.font = `700 48px ${stack}`;
    context.fillStyle = '#000';
    context.fillText(character, 8, 60);
    return Array.prototype.join.call(context.getImageData(0, 0, 80, 80).data, ',');
  };
  const characters = Array.from(new Set(args.text.replace(/\s/g, '').split(''))).slice(0, 4);
  const pictures = characters.map(drawn);
  const distinct = new Set(pictures).size === pictures.length;
  const ink = pictures.every((picture) => /[1-9]/.test(picture));
  // Without spaces: a space is in each Noto family's Latin face too, which the theme's font leaves unloaded.
  return distinct && ink && document.fonts.check(`700 48px "${args.family}"`, args.text.replace(/\s/g, ''));
}

/**
 * The names drawn cut off: a cell whose text is wider or taller than its box (the renderer wraps
 * or shrinks a name to fit, so none should be). Plain syntax.
 */
export function clippedNames(): string[] {
  const cut: string[] = [];
  const cells = document.querySelectorAll('[data-fit="name"]');
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] as HTMLElement;
    if (cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1)
      cut.push(cell.textContent || '');
  }
  return cut;
}
