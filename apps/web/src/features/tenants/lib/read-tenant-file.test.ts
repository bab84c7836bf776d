import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANTS_TEXT } from '../messages';
import { parseTenantCsvText } from './parse-tenant-csv';
import { readTenantFile, type TenantFileImport } from './read-tenant-file';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'import-fixtures', name));
const fileOf = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);
const read = (bytes: Uint8Array, name: string) => readTenantFile(fileOf(bytes, name), () => {});

const withoutIds = (result: TenantFileImport) =>
  result.ok ? result.entries.map(({ id: _id, ...entry }) => entry) : result;

describe('importing an Excel workbook', () => {
  it('reads the first sheet by its headers, with dates, day numbers and TRUE/FALSE as Excel stores them', async () => {
    const result = await read(fixture('tenants.xlsx'), 'Mieter.xlsx');
    expect(result.ok && result.format).toBe('xlsx');
    if (!result.ok) return;
    expect(
      result.entries.map((e) => [
        e.company_name,
        e.floor,
        e.suite_room,
        e.move_in_date,
        e.move_out_date,
        e.active,
        e.phone,
      ]),
    ).toEqual([
      ['Müller GmbH', '2', '2.01', '2024-01-15', '', true, '4930123456'],
      // 45306 in a plain number cell is Excel's day number of 2024-01-15.
      ['Café Zürich', '5', '502', '2024-01-15', '2025-12-31', false, '+49 30 1234'],
      ['Ωmega Labs', '8', '802', '', '', true, ''],
    ]);
    expect(result.unknownColumns).toEqual(['Parkplätze']);
    // Row numbers as Excel shows them: the blank row 4 counts.
    expect(result.problems.map((p) => [p.row, p.column])).toEqual([
      [5, 'Move In'],
      [5, 'Active'],
    ]);
  });

  it('gives the same entries as the same table saved as CSV', async () => {
    const workbook = await read(fixture('tenants.xlsx'), 'Mieter.xlsx');
    const csv = parseTenantCsvText(
      [
        'Firma;Etage;Büro;Einzug;Auszug;Aktiv;Telefon;Parkplätze',
        'Müller GmbH;2;2.01;15.01.2024;;WAHR;4930123456;3',
        'Café Zürich;5;502;15.01.2024;31.12.2025;FALSCH;+49 30 1234;',
        ';;;;;;;',
        'Ωmega Labs;8;802;3/4/2024;;vielleicht;;',
      ].join('\r\n'),
    );
    expect(withoutIds(workbook)).toEqual(withoutIds({ ...csv, format: 'csv' } as TenantFileImport));
    expect(workbook.ok && workbook.problems).toEqual(csv.ok && csv.problems);
  });

  it('is read by its bytes whatever it is called', async () => {
    const result = await read(fixture('tenants.xlsx'), 'export.csv');
    expect(result.ok && result.format).toBe('xlsx');
  });

  it('says so when the workbook is damaged or cut short', async () => {
    const whole = fixture('tenants.xlsx');
    const damaged = new Uint8Array(whole);
    // Inside the compressed sheet (xl/worksheets/sheet1.xml starts at byte 1636).
    damaged.fill(0x55, 1750, 2600);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    for (const bytes of [damaged, cut]) {
      expect(await read(bytes, 'tenants.xlsx')).toEqual({
        ok: false,
        message: TENANTS_TEXT.unreadableWorkbook,
      });
    }
  });
});

describe('a file that is not a spreadsheet', () => {
  it.each([
    ['photo.png', TENANTS_TEXT.notSpreadsheet('a PNG image')],
    ['photo.jpg', TENANTS_TEXT.notSpreadsheet('a JPEG image')],
    ['letter.pdf', TENANTS_TEXT.notSpreadsheet('a PDF document')],
    ['letter.docx', TENANTS_TEXT.notSpreadsheet('a Word document')],
    ['letters.zip', TENANTS_TEXT.notSpreadsheet('a ZIP archive')],
    ['tenants.xls', TENANTS_TEXT.oldExcel],
    ['tenants.ods', TENANTS_TEXT.openDocument],
  ])('refuses %s renamed .csv, saying what it is', async (name, message) => {
    expect(await read(fixture(name), 'tenants.csv')).toEqual({ ok: false, message });
  });

  it('names the message as the product says it', () => {
    expect(TENANTS_TEXT.notSpreadsheet('a PNG image')).toMatch(/^This is a PNG image, not a spreadsheet\./);
  });

  it('refuses a password-protected workbook, which Excel stores in an old Office container', async () => {
    // An OLE2 header, then the directory entry naming the encrypted package (UTF-16LE).
    const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)];
    const name = [...'EncryptedPackage'].flatMap((char) => [char.charCodeAt(0), 0]);
    const bytes = new Uint8Array([...header, ...name, ...new Array<number>(512).fill(0)]);
    expect(await read(bytes, 'tenants.xlsx')).toEqual({
      ok: false,
      message: TENANTS_TEXT.protectedWorkbook,
    });
  });

  it('refuses binary bytes it does not know as no CSV text', async () => {
    const bytes = new Uint8Array([0x00, 0x13, 0x37, 0x00, 0xff, 0x00, 0x01, 0x02, 0x00, 0x00, 0x42]);
    expect(await read(bytes, 'tenants.csv')).toEqual({ ok: false, message: TENANTS_TEXT.notText });
  });

  it("still reads Excel's UTF-16 'Unicode text', whose first bytes also start an MP3 frame", async () => {
    const text = 'Company\tFloor\r\nÉtoile SA\t2\r\n';
    const bytes = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    const result = await read(bytes, 'tenants.txt');
    expect(result.ok && result.format).toBe('csv');
    expect(result.ok && result.entries.map((e) => [e.company_name, e.floor])).toEqual([['Étoile SA', '2']]);
  });
});
