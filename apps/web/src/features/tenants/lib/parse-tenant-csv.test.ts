import { tenantEntrySchema, tenantsToCsv } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { parseTenantCsvText } from './parse-tenant-csv';

const entry = (values: Record<string, unknown>) => tenantEntrySchema.parse({ id: 'x', ...values });

describe('tenant CSV round trip', () => {
  it('imports what it exported, with commas, quotes, line breaks, formulas and non-ASCII names', () => {
    const entries = [
      entry({ company_name: 'Smith, Jones & Partners', floor: '3', suite_room: '301', active: true }),
      entry({ company_name: 'The "Quoted" Co.', contact_person: 'Zoë Ångström', active: false }),
      entry({ company_name: 'Line\nBreak GmbH', category: 'Büro', phone: '+49 30 1234', email: 'a@b.de' }),
      entry({ company_name: '東京商事', move_in_date: '2024-01-15', move_out_date: '2025-12-31' }),
      entry({ company_name: '=1+1', logo_url: 'https://example.com/a,b.png', floor: '-1' }),
    ];
    const result = parseTenantCsvText(tenantsToCsv(entries));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries.map(({ id: _id, ...rest }) => rest)).toEqual(
      entries.map(({ id: _id, ...rest }) => rest),
    );
  });

  it('reports a file without entries', () => {
    expect(parseTenantCsvText('Company,Floor\n,3\n')).toEqual({
      ok: false,
      message: 'No valid entries found in the file.',
    });
  });
});
