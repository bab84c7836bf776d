import { describe, expect, it } from 'vitest';
import { decodeCsv, detectDelimiter } from './csv-text';
import { tenantsToCsv } from './tenant-csv';
import { CSV_IMPORT_MESSAGES, readTenantCsvRows } from './tenant-csv-import';
import {
  cellText,
  dayOrderOf,
  readDate,
  readDateCell,
  readExcelDayNumber,
  readYesNo,
  readYesNoCell,
} from './tenant-csv-values';
import { tenantEntrySchema } from './tenant-entry';

declare const TextEncoder: new () => { encode(input: string): Uint8Array };

let counter = 0;
const makeId = () => `id-${++counter}`;
/** Splits simple CSV text (no quoted delimiters) as Papa Parse does, blank rows kept. */
const rowsOf = (text: string, delimiter = ',') => text.split(/\r?\n/).map((line) => line.split(delimiter));

describe('reading a tenant CSV by its headers', () => {
  it('leaves out a row whose company name is too long to keep, and says so', () => {
    const long = 'A'.repeat(201);
    const result = readTenantCsvRows(rowsOf(`Company,Floor\n${long},3\nAcme,4`), makeId);
    if (!result.ok) throw new Error(result.message);
    expect(result.entries.map((e) => e.company_name)).toEqual(['Acme']);
    expect(result.skippedRows).toEqual([2]);
    expect(result.problems).toEqual([
      { row: 2, column: 'Company', message: expect.stringContaining('(the row is left out)') },
    ]);
  });

  it('finds columns by name in any order, in any case and spacing, under common aliases', () => {
    const result = readTenantCsvRows(
      rowsOf(
        'suite ,FLOOR,Tenant Name,E-Mail,Visible\n301,3,Acme Corp,info@acme.example,yes\n510,5,Quayside,,nein',
      ),
      makeId,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries.map((e) => [e.company_name, e.floor, e.suite_room, e.email, e.active])).toEqual([
      ['Acme Corp', '3', '301', 'info@acme.example', true],
      ['Quayside', '5', '510', '', false],
    ]);
    expect(result.unknownColumns).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('reports columns it does not know instead of using them', () => {
    const result = readTenantCsvRows(rowsOf('Company,Floor,Parking Spaces\nAcme,3,12'), makeId);
    expect(result.ok && result.unknownColumns).toEqual(['Parking Spaces']);
    expect(result.ok && result.entries[0]?.floor).toBe('3');
  });

  it('refuses a file without a company column, naming what it needs', () => {
    expect(readTenantCsvRows(rowsOf('3,Acme Corp,301\n4,Beta,401'), makeId)).toEqual({
      ok: false,
      message: CSV_IMPORT_MESSAGES.noCompanyColumn,
    });
  });

  it('refuses a file with only a header or only rows without a company', () => {
    expect(readTenantCsvRows(rowsOf('Company,Floor'), makeId).ok).toBe(false);
    expect(readTenantCsvRows(rowsOf('Company,Floor\n,3'), makeId).ok).toBe(false);
  });

  it('keeps a company whose Active cell is not yes/no visible and says so, by row and column', () => {
    const result = readTenantCsvRows(
      rowsOf('Company,Active\nAcme,WAHR\nBeta,VRAI\nGamma,maybe\nDelta,'),
      makeId,
    );
    expect(result.ok && result.entries.map((e) => e.active)).toEqual([true, true, true, true]);
    expect(result.ok && result.problems).toEqual([
      { row: 4, column: 'Active', message: CSV_IMPORT_MESSAGES.notYesNo('maybe') },
    ]);
  });

  it('reads dates in ISO, dotted and slashed forms, the order taken from the file', () => {
    const result = readTenantCsvRows(
      rowsOf(
        'Company,Move In,Move Out\nA,2024-01-15,15.02.2025\nB,1/15/2024,3/4/2024\nC,2024-01-15T00:00:00,',
      ),
      makeId,
    );
    expect(result.ok && result.entries.map((e) => [e.move_in_date, e.move_out_date])).toEqual([
      ['2024-01-15', '2025-02-15'],
      ['2024-01-15', '2024-03-04'],
      ['2024-01-15', ''],
    ]);
    expect(result.ok && result.problems).toEqual([]);
  });

  it('reports dates that could be read two ways, or not at all, and leaves them empty', () => {
    const result = readTenantCsvRows(
      rowsOf('Company,Move In,Move Out\nA,3/4/2024,2024-02-30\nB,soon,'),
      makeId,
    );
    expect(result.ok && result.entries.map((e) => [e.move_in_date, e.move_out_date])).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect(result.ok && result.problems).toEqual([
      { row: 2, column: 'Move In', message: CSV_IMPORT_MESSAGES.ambiguousDate('3/4/2024') },
      { row: 2, column: 'Move Out', message: CSV_IMPORT_MESSAGES.invalidDate('2024-02-30') },
      { row: 3, column: 'Move In', message: CSV_IMPORT_MESSAGES.invalidDate('soon') },
    ]);
  });

  it('leaves out a dangerous logo address and reports it, keeping the company', () => {
    const result = readTenantCsvRows(rowsOf('Company,Logo URL\nAcme,javascript:alert(1)'), makeId);
    expect(result.ok && result.entries[0]?.logo_url).toBe('');
    expect(result.ok && result.problems[0]?.column).toBe('Logo URL');
  });

  it('names the rows left out for having no company, counting blank rows as a spreadsheet does', () => {
    const result = readTenantCsvRows(rowsOf('Company,Floor\nAcme,1\n\n,2\nBeta,3\n'), makeId);
    expect(result.ok && result.skippedRows).toEqual([4]);
    expect(result.ok && result.entries.map((e) => e.company_name)).toEqual(['Acme', 'Beta']);
  });

  it('re-imports its own export identically', () => {
    const entries = [
      tenantEntrySchema.parse({
        company_name: 'Müller GmbH',
        floor: '2',
        move_in_date: '2024-01-15',
        active: false,
      }),
      tenantEntrySchema.parse({ company_name: '=SUM(A1)', suite_room: '12', phone: '+1 555 0100' }),
    ];
    const csv = tenantsToCsv(entries);
    const result = readTenantCsvRows(rowsOf(csv), makeId);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries.map((e) => e.company_name)).toEqual(['Müller GmbH', '=SUM(A1)']);
    expect(tenantsToCsv(result.entries)).toBe(csv);
  });
});

describe('reading the typed cells of an Excel sheet', () => {
  it('takes dates, day numbers, TRUE/FALSE and numbers as the workbook holds them', () => {
    const result = readTenantCsvRows(
      [
        ['Company', 'Floor', 'Suite', 'Phone', 'Move In', 'Move Out', 'Active'],
        ['Acme', 3, 301, 4930123456, new Date(Date.UTC(2024, 0, 15)), 45657, false],
        ['Beta', null, '2.01', '+1 555', '15.01.2024', null, true],
        [null, null, null, null, null, null, null],
        [42, 1, null, null, 'soon', 0, 'maybe'],
      ],
      makeId,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.entries.map((e) => [
        e.company_name,
        e.floor,
        e.suite_room,
        e.phone,
        e.move_in_date,
        e.move_out_date,
        e.active,
      ]),
    ).toEqual([
      ['Acme', '3', '301', '4930123456', '2024-01-15', '2024-12-31', false],
      ['Beta', '', '2.01', '+1 555', '2024-01-15', '', true],
      ['42', '1', '', '', '', '', true],
    ]);
    expect(result.problems).toEqual([
      { row: 5, column: 'Move In', message: CSV_IMPORT_MESSAGES.invalidDate('soon') },
      { row: 5, column: 'Move Out', message: CSV_IMPORT_MESSAGES.invalidDate('0') },
      { row: 5, column: 'Active', message: CSV_IMPORT_MESSAGES.notYesNo('maybe') },
    ]);
  });

  it("reads Excel's day numbers, including around its phantom 29 February 1900", () => {
    expect(readExcelDayNumber(1)).toEqual({ ok: true, value: '1900-01-01' });
    expect(readExcelDayNumber(59)).toEqual({ ok: true, value: '1900-02-28' });
    expect(readExcelDayNumber(60)).toEqual({ ok: false, reason: 'invalid' });
    expect(readExcelDayNumber(61)).toEqual({ ok: true, value: '1900-03-01' });
    expect(readExcelDayNumber(45306.75)).toEqual({ ok: true, value: '2024-01-15' });
    expect(readExcelDayNumber(2958465)).toEqual({ ok: true, value: '9999-12-31' });
    expect(readExcelDayNumber(2958466)).toEqual({ ok: false, reason: 'invalid' });
    expect(readExcelDayNumber(-3)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads a cell of any kind for dates, yes/no and text', () => {
    expect(readDateCell(new Date(Date.UTC(2025, 11, 31)), 'unknown')).toEqual({
      ok: true,
      value: '2025-12-31',
    });
    expect(readDateCell(new Date(Number.NaN), 'unknown')).toEqual({ ok: false, reason: 'invalid' });
    expect(readDateCell(null, 'unknown')).toEqual({ ok: true, value: '' });
    expect(readYesNoCell(false)).toBe(false);
    expect(readYesNoCell(1)).toBe(true);
    expect(readYesNoCell('nein')).toBe(false);
    expect(cellText(true)).toBe('true');
    expect(cellText(2.5)).toBe('2.5');
    expect(cellText(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
    expect(cellText(undefined)).toBe('');
  });
});

describe('CSV bytes and delimiters', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it('reads UTF-8 with and without a byte order mark', () => {
    expect(decodeCsv(utf8('Company\nMüller GmbH'))).toEqual({
      text: 'Company\nMüller GmbH',
      encoding: 'utf-8',
    });
    expect(decodeCsv(utf8('\uFEFFCompany\nMüller')).text).toBe('Company\nMüller');
  });

  it('reads what Excel saves as CSV (Windows-1252)', () => {
    // "Müller €’–" as Excel writes it.
    const bytes = new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x80, 0x92, 0x96]);
    expect(decodeCsv(bytes)).toEqual({ text: 'Müller €’–', encoding: 'windows-1252' });
  });

  it('reads UTF-16 with a byte order mark, and little-endian without one', () => {
    const le = (text: string, bom: boolean) => {
      const out = [...(bom ? [0xff, 0xfe] : [])];
      for (const char of text) out.push(char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8);
      return new Uint8Array(out);
    };
    expect(decodeCsv(le('Company\tFloor\nÉtoile\t2', true))).toEqual({
      text: 'Company\tFloor\nÉtoile\t2',
      encoding: 'utf-16le',
    });
    expect(decodeCsv(le('Company\tFloor', false)).encoding).toBe('utf-16le');
    const be = new Uint8Array([0xfe, 0xff, 0x00, 0x41, 0x00, 0x42]);
    expect(decodeCsv(be)).toEqual({ text: 'AB', encoding: 'utf-16be' });
  });

  it('finds comma, semicolon or tab from the first line, ignoring quoted ones', () => {
    expect(detectDelimiter('Company,Floor\nA,1')).toBe(',');
    expect(detectDelimiter('Company;Floor;Suite\n"A, Inc";1;2')).toBe(';');
    expect(detectDelimiter('"Smith, Jones";Floor\n')).toBe(';');
    expect(detectDelimiter('Company\tFloor\n')).toBe('\t');
    expect(detectDelimiter('Company\n')).toBe(',');
  });
});

describe('cell values', () => {
  it.each([
    ['true', true],
    ['Yes', true],
    ['1', true],
    ['WAHR', true],
    ['vrai', true],
    ['Sí', true],
    ['ja', true],
    ['false', false],
    ['No', false],
    ['0', false],
    ['FALSCH', false],
    ['faux', false],
    ['nein', false],
    ['maybe', null],
  ])('reads %j as %j', (word, value) => {
    expect(readYesNo(word)).toBe(value);
  });

  it('takes the day order from dates that can only be read one way', () => {
    expect(dayOrderOf(['15/01/2024', '3/4/2024'])).toBe('day-first');
    expect(dayOrderOf(['1/15/2024', '3/4/2024'])).toBe('month-first');
    expect(dayOrderOf(['3/4/2024'])).toBe('unknown');
    expect(dayOrderOf(['15/01/2024', '1/15/2024'])).toBe('unknown');
  });

  it('refuses days that do not exist', () => {
    expect(readDate('2024-02-30', 'unknown')).toEqual({ ok: false, reason: 'invalid' });
    expect(readDate('29.02.2024', 'unknown')).toEqual({ ok: true, value: '2024-02-29' });
    expect(readDate('4/4/2024', 'unknown')).toEqual({ ok: true, value: '2024-04-04' });
  });
});
