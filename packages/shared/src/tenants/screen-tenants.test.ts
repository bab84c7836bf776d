import { describe, expect, it } from 'vitest';
import { tenantEntrySchema } from './tenant-entry';
import { SCREEN_TENANT_FIELDS, screenTenant, screenTenants } from './screen-tenants';

const full = tenantEntrySchema.parse({
  id: 'e1',
  company_name: 'Kaiserhof Dental',
  floor: '3',
  suite_room: '301',
  category: 'Medical',
  phone: '+49 30 1234567',
  email: 'desk@kaiserhof.example',
  contact_person: 'Dr. Anna Weber',
  notes: 'Door code 4711',
  logo_url: 'https://example.com/logo.png',
  image_url: 'https://example.com/photo.png',
  move_in_date: '2026-01-01',
  move_out_date: '',
  external_id: 'CRM-98765',
});

describe('screenTenant (docs/product.md §3 Published bundle)', () => {
  it('keeps what a screen draws and decides by, nothing private', () => {
    const copy = screenTenant(full);
    expect(Object.keys(copy).sort()).toEqual([...SCREEN_TENANT_FIELDS].sort());
    const text = JSON.stringify(copy);
    for (const secret of ['+49 30', 'desk@', 'Anna Weber', '4711', 'logo.png', 'photo.png', 'CRM-98765']) {
      expect(text).not.toContain(secret);
    }
    expect(copy).toMatchObject({
      company_name: 'Kaiserhof Dental',
      floor: '3',
      suite_room: '301',
      category: 'Medical',
    });
  });
});

describe('screenTenant text', () => {
  it('composes decomposed letters, as the screen draws them: Korean jamo become syllables', () => {
    const jamo = '\u1109\u1161\u11b7\u1109\u1165\u11bc \u1106\u116e\u110b\u1167\u11a8'; // 삼성 무역, as some Macs send it
    const copy = screenTenant({ company_name: jamo, floor: '3', category: 'Cafe\u0301' });
    expect(copy.company_name).toBe('삼성 무역');
    expect(copy.category).toBe('Café');
    expect(copy.category).toHaveLength(4);
  });
});

describe('screenTenants', () => {
  const entry = (fields: Partial<typeof full>) => ({ ...full, ...fields });

  it('leaves out hidden, unnamed and moved-out companies; keeps those moving in later', () => {
    const kept = screenTenants(
      [
        entry({ id: 'shown' }),
        entry({ id: 'hidden', active: false }),
        entry({ id: 'unnamed', company_name: '  ' }),
        entry({ id: 'gone', move_out_date: '2026-03-01' }),
        entry({ id: 'later', move_in_date: '2026-12-01' }),
        entry({ id: 'leaving-today', move_out_date: '2026-03-10' }),
      ],
      '2026-03-10',
    );
    expect(kept.map((e) => e.id)).toEqual(['shown', 'later', 'leaving-today']);
  });

  it('keeps a company that moved out yesterday: a screen behind the server in time still lists it today', () => {
    expect(screenTenants([entry({ move_out_date: '2026-03-09' })], '2026-03-10')).toHaveLength(1);
    expect(screenTenants([entry({ move_out_date: '2026-03-08' })], '2026-03-10')).toHaveLength(0);
  });

  it('crosses month and year ends', () => {
    expect(screenTenants([entry({ move_out_date: '2025-12-31' })], '2026-01-01')).toHaveLength(1);
    expect(screenTenants([entry({ move_out_date: '2025-12-30' })], '2026-01-01')).toHaveLength(0);
  });
});
