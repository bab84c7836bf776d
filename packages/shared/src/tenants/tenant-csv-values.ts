/**
 * How the cells of people's spreadsheets are read (docs/decisions/tenants.md TEN-12): yes/no words in
 * the languages of our customers, and the date forms Excel writes. Pure, shared by the dashboard's
 * import and its tests.
 */

/** Lower case, without accents: 'Sí' and 'si', 'WAHR' and 'wahr' read the same. */
export function foldCase(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const YES = new Set([
  'true',
  'yes',
  'y',
  '1',
  'x',
  'on',
  'wahr',
  'ja',
  'j',
  'vrai',
  'oui',
  'si',
  'verdadero',
  'vero',
  'waar',
]);
const NO = new Set([
  'false',
  'no',
  'n',
  '0',
  'off',
  'falsch',
  'nein',
  'faux',
  'non',
  'falso',
  'onwaar',
  'nee',
]);

/** A yes/no cell: true, false, or null when the word is not one of them. */
export function readYesNo(value: string): boolean | null {
  const word = foldCase(value);
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

/** Which part of a d/m/y or m/d/y date leads, decided once for the whole file. */
export type DayOrder = 'day-first' | 'month-first' | 'unknown';

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const SLASHED = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The order of the slashed dates in a column of cells: a first part above 12 can only be a day, a
 * second part above 12 only a day too. 'unknown' when no cell tells (or cells disagree).
 */
export function dayOrderOf(cells: readonly string[]): DayOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const cell of cells) {
    const match = SLASHED.exec(cell.trim());
    if (!match) continue;
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  if (dayFirst === monthFirst) return 'unknown';
  return dayFirst ? 'day-first' : 'month-first';
}

export type DateReading = { ok: true; value: string } | { ok: false; reason: 'invalid' | 'ambiguous' };

/**
 * A date cell as YYYY-MM-DD: ISO (with or without a time), 15.01.2024, and 15/01/2024 or
 * 1/15/2024 in the file's `order`. A slashed date that could be either (3/4/2024) in a file that
 * never says which is 'ambiguous', so the import can ask rather than guess.
 */
export function readDate(value: string, order: DayOrder): DateReading {
  const cell = value.trim();
  if (cell === '') return { ok: true, value: '' };
  let match = ISO.exec(cell);
  if (match) {
    const day = isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
    return day ? { ok: true, value: day } : { ok: false, reason: 'invalid' };
  }
  match = DOTTED.exec(cell);
  if (match) {
    const day = isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
    return day ? { ok: true, value: day } : { ok: false, reason: 'invalid' };
  }
  match = SLASHED.exec(cell);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[2]);
    const year = Number(match[3]);
    const dayFirst = order === 'day-first' || first > 12;
    const monthFirst = order === 'month-first' || second > 12;
    if (dayFirst === monthFirst && first !== second) {
      return { ok: false, reason: dayFirst ? 'invalid' : 'ambiguous' };
    }
    const day = dayFirst ? isoDay(year, second, first) : isoDay(year, first, second);
    return day ? { ok: true, value: day } : { ok: false, reason: 'invalid' };
  }
  return { ok: false, reason: 'invalid' };
}
