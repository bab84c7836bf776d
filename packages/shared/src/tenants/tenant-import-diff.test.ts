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
});
