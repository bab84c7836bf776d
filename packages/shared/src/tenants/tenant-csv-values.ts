/**
 * How the cells of people's spreadsheets are read (docs/decisions/tenants.md TEN-12): yes/no words in
 * the languages of our customers, and the date forms Excel writes. Pure, shared by the dashboard's
 * import and its tests.
 */

/**
 * One cell as the import receives it: text from a CSV file, or what an Excel workbook stores — a
 * number, TRUE/FALSE, a date (docs/decisions/tenants.md TEN-17); null or undefined when empty.
 */
export type SheetCell = string | number | boolean | Date | null | undefined;

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

/** A yes/no cell of any kind: a workbook's TRUE/FALSE as it is, 1 and 0 and words as `readYesNo`. */
export function readYesNoCell(cell: SheetCell): boolean | null {
  return typeof cell === 'boolean' ? cell : readYesNo(cellText(cell));
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

/** A workbook's date as YYYY-MM-DD: workbooks hold days, which the reader gives as midnight UTC. */
function dayOfDate(date: Date): DateReading {
  if (Number.isNaN(date.getTime())) return { ok: false, reason: 'invalid' };
  const day = isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  return day ? { ok: true, value: day } : { ok: false, reason: 'invalid' };
}

/** Excel's last day, 9999-12-31, as a day number. */
const LAST_EXCEL_DAY = 2958465;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day of an Excel day number (a date cell formatted as a plain number): 1 is 1900-01-01, and
 * Excel counts a 29 February 1900 that never was, so from 61 on the days start a day earlier. A
 * time of day (the fraction) is dropped.
 */
export function readExcelDayNumber(serial: number): DateReading {
  const days = Math.floor(serial);
  if (!Number.isFinite(serial) || days < 1 || days > LAST_EXCEL_DAY || days === 60) {
    return { ok: false, reason: 'invalid' };
  }
  const epoch = days < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  return dayOfDate(new Date(epoch + days * DAY_MS));
}

/**
 * A date cell of any kind as YYYY-MM-DD: a workbook's date or day number, or text as `readDate`
 * reads it in the file's `order`.
 */
export function readDateCell(cell: SheetCell, order: DayOrder): DateReading {
  if (cell instanceof Date) return dayOfDate(cell);
  if (typeof cell === 'number') return readExcelDayNumber(cell);
  return readDate(cellText(cell), order);
}

/**
 * The text of a cell for a text field (a suite, a phone number): numbers as written without
 * grouping ('2', '4930123456'), TRUE/FALSE as 'true'/'false', a date as YYYY-MM-DD.
 */
export function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (cell instanceof Date) {
    const day = dayOfDate(cell);
    return day.ok ? day.value : '';
  }
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return String(cell);
}
