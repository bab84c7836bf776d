import { describe, expect, it } from 'vitest';
import { tenantEntrySchema } from './tenant-entry';
import {
  escapeCsvFormula,
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
  'External ID',
];

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
    expect(line).toBe(`"'=HYPERLINK(""x"")",,,,,'+1 555,,,,,true,`);
  });

  it('writes the external id in the last column', () => {
    const entry = tenantEntrySchema.parse({ company_name: 'Acme', external_id: 'T-17' });
    expect(tenantsToCsv([entry]).split('\r\n')[1]).toBe('Acme,,,,,,,,,,true,T-17');
  });
});
