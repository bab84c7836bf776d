import { describe, expect, it } from 'vitest';
import { readTenantCsvRows } from './tenant-csv-import';
import { tenantEntrySchema, type TenantEntry } from './tenant-entry';
import {
  jsonToTenantRows,
  mergeTenantEntry,
  nextSyncAt,
  planTenantImport,
  syncHoldReason,
} from './tenant-sync-apply';

const entry = (company_name: string, more: Partial<TenantEntry> = {}) =>
  tenantEntrySchema.parse({ id: `id-${company_name}`, company_name, ...more });
const NOW = '2026-11-27T12:00:00.000Z';
let next = 0;
const makeId = () => `new-${++next}`;

describe('applying a sync or a bulk upsert', () => {
  const current = [
    entry('Acme', { floor: '3', created_at: '2020-01-01', notes: 'Key at desk', external_id: 'A' }),
    entry('Beta', { floor: '4', created_at: '2021-01-01' }),
    entry('Gone', { created_at: '2022-01-01' }),
  ];

  it('replace: keeps the id and created_at of each paired entry, removes the rest, adds new ones', () => {
    const plan = planTenantImport(
      current,
      [
        entry('Acme Inc', { id: 'x1', floor: '5', external_id: 'A' }),
        entry('Beta', { id: 'x2', floor: '4' }),
        entry('New', { id: '' }),
      ],
      'replace',
      NOW,
      makeId,
    );
    expect(plan.entries.map((e) => [e.id, e.company_name, e.created_at])).toEqual([
      ['id-Acme', 'Acme Inc', '2020-01-01'],
      ['id-Beta', 'Beta', '2021-01-01'],
      [expect.stringMatching(/^new-/), 'New', NOW],
    ]);
    expect(plan.entries[0]).toMatchObject({ notes: 'Key at desk', updated_at: NOW, floor: '5' });
    expect(plan.entries[1]?.updated_at).toBeUndefined();
    expect(plan.counts).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1, total: 3 });
    expect(plan.diff.removed.map((e) => e.company_name)).toEqual(['Gone']);
  });

  it('merge: updates paired entries in place, appends new ones and removes none', () => {
    const plan = planTenantImport(
      current,
      [entry('Beta', { floor: '7' }), entry('New')],
      'merge',
      NOW,
      makeId,
    );
    expect(plan.entries.map((e) => [e.id, e.company_name, e.floor])).toEqual([
      ['id-Acme', 'Acme', '3'],
      ['id-Beta', 'Beta', '7'],
      ['id-Gone', 'Gone', ''],
      ['id-New', 'New', ''],
    ]);
    expect(plan.counts).toEqual({ added: 1, changed: 1, removed: 0, unchanged: 2, total: 4 });
  });

  it('gives a new entry a fresh id when its id is taken by another entry', () => {
    const plan = planTenantImport(current, [entry('Other', { id: 'id-Acme' })], 'merge', NOW, () => 'fresh');
    expect(plan.entries.at(-1)?.id).toBe('fresh');
  });

  it('keeps an entry as it was when nothing changed', () => {
    const before = entry('Acme', { created_at: 'c', updated_at: 'u', external_id: 'A' });
    expect(mergeTenantEntry(before, entry('acme', { id: 'other' }), NOW)).toMatchObject({
      id: 'id-Acme',
      created_at: 'c',
      updated_at: NOW,
      external_id: 'A',
    });
    expect(mergeTenantEntry(before, entry('Acme', { external_id: 'A' }), NOW).updated_at).toBe('u');
  });
});

describe('holding a sync for a person', () => {
  const counts = (removed: number, total: number) => ({ added: 0, changed: 0, removed, unchanged: 0, total });

  it('holds one that removes more than the share, naming how many of how many', () => {
    expect(syncHoldReason(counts(43, 17), 60, 20)).toBe('Sync held: would remove 43 of 60 companies');
    expect(syncHoldReason(counts(12, 48), 60, 20)).toBeNull();
    expect(syncHoldReason(counts(13, 47), 60, 20)).not.toBeNull();
  });

  it('holds one that would empty the list, whatever the share', () => {
    expect(syncHoldReason(counts(3, 0), 3, 100)).toBe('Sync held: would remove all 3 companies');
  });

  it('never holds a first fill or a change that removes nothing', () => {
    expect(syncHoldReason(counts(0, 10), 0, 0)).toBeNull();
    expect(syncHoldReason(counts(0, 10), 10, 0)).toBeNull();
    expect(syncHoldReason(counts(1, 9), 10, 0)).not.toBeNull();
  });
});

describe('JSON through the CSV rules', () => {
  it('reads keys named like the CSV headers by the same rules', () => {
    const json = jsonToTenantRows(
      [
        { Company: 'Acme', floor: 3, Visible: 'no', 'Move in': '15/01/2024', id: 'T-1' },
        { Company: 'Beta', floor: '4', Visible: true, 'Move in': '2024-02-30' },
      ],
      null,
    );
    if (!json.ok) throw new Error(json.message);
    const read = readTenantCsvRows(json.rows, makeId);
    if (!read.ok) throw new Error(read.message);
    expect(
      read.entries.map((e) => [e.company_name, e.floor, e.active, e.move_in_date, e.external_id]),
    ).toEqual([
      ['Acme', '3', false, '2024-01-15', 'T-1'],
      ['Beta', '4', true, '', undefined],
    ]);
    expect(read.problems).toEqual([
      { row: 3, column: 'Move In', message: "'2024-02-30' is not a date (left empty)" },
    ]);
  });

  it('reads mapped keys, and a mapped key is not read again under its own name', () => {
    const json = jsonToTenantRows([{ tenant: 'Acme', level: '2', name: 'ignored', key: 'K1' }], {
      company_name: 'tenant',
      floor: 'level',
      external_id: 'key',
    });
    if (!json.ok) throw new Error(json.message);
    expect(json.rows[0]).toEqual(['Company', 'Floor', 'External ID', 'name']);
    const read = readTenantCsvRows(json.rows, makeId);
    expect(read.ok && read.entries[0]).toMatchObject({ company_name: 'Acme', floor: '2', external_id: 'K1' });
  });

  it('leaves out keys no header rule reads, so odd keys build no wide table', () => {
    const feed = Array.from({ length: 500 }, (_, i) => ({ Company: `C${i}`, [`odd-${i}`]: 'x' }));
    const json = jsonToTenantRows(feed, null);
    if (!json.ok) throw new Error(json.message);
    expect(json.rows[0]).toEqual(['Company']);
    expect(json.rows.every((row) => row.length === 1)).toBe(true);
  });

  it('refuses more objects than a list may hold before reading them', () => {
    const feed = Array.from({ length: 10_001 }, () => ({ Company: 'Acme' }));
    expect(jsonToTenantRows(feed, null)).toEqual({
      ok: false,
      message: 'A tenant list holds at most 10,000 entries',
    });
  });

  it.each([{}, 'text', [1, 2], [[]], [null]])('refuses %j: not an array of objects', (data) => {
    expect(jsonToTenantRows(data, null)).toEqual({
      ok: false,
      message: 'The JSON is not an array of objects.',
    });
  });
});

describe('when a scheduled sync runs next', () => {
  const at = Date.parse('2026-03-28T22:30:00Z');
  it('is never for manual, an hour on for hourly', () => {
    expect(nextSyncAt('manual', null, 'UTC', at)).toBeNull();
    expect(nextSyncAt('hourly', null, 'UTC', at)).toBe(at + 3_600_000);
  });
  it('is the next daily time on the building clock, today or tomorrow', () => {
    expect(new Date(nextSyncAt('daily', '23:45', 'Europe/Berlin', at) ?? 0).toISOString()).toBe(
      '2026-03-28T22:45:00.000Z',
    );
    expect(new Date(nextSyncAt('daily', '06:00', 'Europe/Berlin', at) ?? 0).toISOString()).toBe(
      '2026-03-29T04:00:00.000Z',
    );
    expect(new Date(nextSyncAt('daily', '06:00', 'UTC', at) ?? 0).toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
  });
});
