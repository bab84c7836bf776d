import { describe, expect, it } from 'vitest';
import { tenantEntrySchema } from './tenant-entry';
import {
  NO_VALID_CSV_ENTRIES_MESSAGE,
  escapeCsvFormula,
  tenantEntriesFromCsvRows,
  tenantExportFilename,
  tenantTemplateCsv,
  tenantsToCsv,
  unescapeCsvFormula,
} from './tenant-csv';

const HEADER = [
  'Company',
  'Floor',
  'Suite',
  'Category',
  'Contact',
  'Phone',
  'Email',
  'Move In',
  'Move Out',
  'Logo URL',
  'Active',
];
let counter = 0;
const makeId = () => `id-${++counter}`;

describe('tenant CSV', () => {
  it('writes the header in the order of the editor table', () => {
    expect(tenantsToCsv([]).split('\r\n')[0]).toBe(HEADER.join(','));
  });

  it('offers a template with the header and one example row', () => {
    const lines = tenantTemplateCsv().trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(HEADER.join(','));
    expect(lines[1]).toContain('Acme Corporation');
  });

  it('names the export after the day', () => {
    expect(tenantExportFilename(new Date('2026-03-04T10:00:00Z'))).toBe('tenants_2026-03-04.csv');
  });

  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('escapes the formula %j', (value) => {
    expect(escapeCsvFormula(value)).toBe(`'${value}`);
    expect(unescapeCsvFormula(escapeCsvFormula(value))).toBe(value);
  });

  it('leaves ordinary cells and quotes not before a formula alone', () => {
    expect(escapeCsvFormula('Acme')).toBe('Acme');
    expect(unescapeCsvFormula("'Acme")).toBe("'Acme");
  });

  it('escapes formula cells in the export and quotes commas, quotes and line breaks', () => {
    const entry = tenantEntrySchema.parse({ company_name: '=HYPERLINK("x")', phone: '+1 555', notes: '' });
    const line = tenantsToCsv([entry]).split('\r\n')[1];
    expect(line).toBe(`"'=HYPERLINK(""x"")",,,,,'+1 555,,,,,true`);
  });

  it('maps rows, skips the header, drops rows without a company and reads Active', () => {
    const result = tenantEntriesFromCsvRows(
      [
        HEADER,
        ['Acme', '3', '301', '', '', '', '', '', '', '', 'YES'],
        ['  ', '4'],
        ['Beta', '5', '', '', '', '', '', '', '', '', '0'],
        ['Gamma', '6', '', '', '', '', '', '', '', '', '1'],
        ['Delta', '7', '', '', '', '', '', '', '', '', 'True'],
        ['Epsilon', '8'],
        ["'=Evil", '9', '', '', '', '', '', 'not a date'],
      ],
      makeId,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries.map((entry) => [entry.company_name, entry.floor, entry.active])).toEqual([
      ['Acme', '3', true],
      ['Beta', '5', false],
      ['Gamma', '6', true],
      ['Delta', '7', true],
      ['Epsilon', '8', true],
      ['=Evil', '9', true],
    ]);
    expect(result.entries[5]?.move_in_date).toBe('');
    expect(new Set(result.entries.map((entry) => entry.id)).size).toBe(6);
  });

  it('reports when no row holds a company', () => {
    expect(tenantEntriesFromCsvRows([HEADER], makeId)).toEqual({
      ok: false,
      message: NO_VALID_CSV_ENTRIES_MESSAGE,
    });
    expect(tenantEntriesFromCsvRows([HEADER, ['', '1']], makeId).ok).toBe(false);
    expect(tenantEntriesFromCsvRows([], makeId).ok).toBe(false);
  });
});
