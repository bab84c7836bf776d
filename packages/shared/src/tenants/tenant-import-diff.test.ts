import { describe, expect, it } from 'vitest';
import { tenantEntrySchema, type TenantEntry } from './tenant-entry';
import { diffTenantImport } from './tenant-import-diff';

const entry = (company_name: string, more: Partial<TenantEntry> = {}) =>
  tenantEntrySchema.parse({ id: `${company_name}-${more.suite_room ?? ''}`, company_name, ...more });

describe('what an import would change', () => {
  const current = [
    entry('Acme Corp', { floor: '3', suite_room: '301' }),
    entry('Beta LLC', { floor: '4', suite_room: '401' }),
    entry('Gone Ltd', { floor: '9' }),
  ];

  it('sorts companies into added, changed (naming the columns), removed and unchanged', () => {
    const diff = diffTenantImport(current, [
      entry('Acme Corp', { floor: '3', suite_room: '301' }),
      entry('Beta LLC', { floor: '5', suite_room: '401', active: false }),
      entry('New Co', { floor: '1' }),
    ]);
    expect(diff.unchanged).toBe(1);
    expect(diff.added.map((e) => e.company_name)).toEqual(['New Co']);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]?.after.company_name).toBe('Beta LLC');
    expect(diff.changed[0]?.columns).toEqual([
      { column: 'Floor', before: '4', after: '5' },
      { column: 'Active', before: 'true', after: 'false' },
    ]);
    expect(diff.removed.map((e) => e.company_name)).toEqual(['Gone Ltd']);
  });

  it('pairs a company written in another case or spacing, showing the new spelling as a change', () => {
    const diff = diffTenantImport(current.slice(0, 1), [
      entry('ACME  corp', { floor: '3', suite_room: '301' }),
    ]);
    expect(diff).toMatchObject({ added: [], removed: [], unchanged: 0 });
    expect(diff.changed[0]?.columns).toEqual([
      { column: 'Company', before: 'Acme Corp', after: 'ACME  corp' },
    ]);
  });

  it('pairs a company listed in several suites in order, so an extra suite is added', () => {
    const twoSuites = [entry('Acme', { suite_room: '301' }), entry('Acme', { suite_room: '302' })];
    const diff = diffTenantImport(twoSuites, [
      entry('Acme', { suite_room: '301' }),
      entry('Acme', { suite_room: '302' }),
      entry('Acme', { suite_room: '303' }),
    ]);
    expect(diff).toMatchObject({ unchanged: 2, changed: [], removed: [] });
    expect(diff.added.map((e) => e.suite_room)).toEqual(['303']);
    expect(diffTenantImport(twoSuites, [entry('Acme', { suite_room: '301' })]).removed).toEqual([
      twoSuites[1],
    ]);
  });

  it('ignores fields a CSV does not carry, such as notes and ids', () => {
    const withNotes = [entry('Acme', { notes: 'Front desk has a key' })];
    expect(diffTenantImport(withNotes, [entry('Acme')])).toMatchObject({ unchanged: 1, changed: [] });
  });

  it('treats an empty list as all added and an import into it as nothing removed', () => {
    expect(diffTenantImport([], [entry('Acme')])).toMatchObject({ unchanged: 0, removed: [] });
    expect(diffTenantImport([], [entry('Acme')]).added).toHaveLength(1);
  });

  it('pairs by external id when the imported row has one, even under a new company name', () => {
    const keyed = [entry('Acme', { external_id: 'T-1', floor: '3' }), entry('Beta', { external_id: 'T-2' })];
    const diff = diffTenantImport(keyed, [
      entry('Acme Holdings', { external_id: 'T-1', floor: '3' }),
      entry('Beta', { external_id: 'T-9' }),
    ]);
    expect(diff.changed.map((c) => [c.before.external_id, c.columns])).toEqual([
      ['T-1', [{ column: 'Company', before: 'Acme', after: 'Acme Holdings' }]],
    ]);
    // T-9 is another company that happens to share Beta's name: Beta (T-2) is removed.
    expect(diff.added.map((e) => e.external_id)).toEqual(['T-9']);
    expect(diff.removed.map((e) => e.external_id)).toEqual(['T-2']);
  });

  it('pairs a keyed row with a same-named entry that has no external id yet (the first sync)', () => {
    const diff = diffTenantImport([entry('Acme')], [entry('ACME', { external_id: 'T-1' })]);
    expect(diff).toMatchObject({ added: [], removed: [] });
    expect(diff.changed[0]?.columns.map((c) => c.column)).toEqual(['Company', 'External ID']);
  });

  it('pairs external ids before names, so a name cannot take the entry an id names', () => {
    const current = [entry('Acme', { external_id: 'T-1', suite_room: '1' })];
    const diff = diffTenantImport(current, [
      entry('Acme', { suite_room: '1' }),
      entry('Acme', { external_id: 'T-1', suite_room: '1' }),
    ]);
    expect(diff.unchanged).toBe(1);
    expect(diff.added).toHaveLength(1);
    expect(diff.added[0]?.external_id).toBeUndefined();
  });
});
