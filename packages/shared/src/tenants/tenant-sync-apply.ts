import { clockMinutes } from '../schedule/clock-time';
import { addDays, instantOf, zonedParts } from '../schedule/local-time';
import { TENANT_FILE_COLUMNS } from './tenant-csv';
import { isTenantHeader } from './tenant-csv-import';
import type { TenantEntry } from './tenant-entry';
import { TENANT_LIST_MAX_ENTRIES, TENANT_LIST_MESSAGES } from './tenant-list';
import { changedColumns, pairTenantImport, type TenantImportDiff } from './tenant-import-diff';
import { SYNC_MESSAGES, type SyncCounts, type TenantBulkUpsertMode } from './tenant-sync';

/*
 * The pure rules of applying a sync or a bulk upsert (docs/product.md §13,
 * docs/decisions/sync.md SYNC-5, SYNC-6): what the list becomes, what the preview says, and
 * whether the change is held for a person.
 */

/** What applying imported entries to a list does: the entries it would hold, the preview and its counts. */
export interface TenantImportPlan {
  entries: TenantEntry[];
  diff: TenantImportDiff;
  counts: SyncCounts;
}

// Fields an import may not carry: kept from the paired entry when the imported one leaves them empty.
const KEPT_WHEN_EMPTY = ['notes', 'image_url'] as const;

/**
 * The entry a paired imported entry becomes: the imported fields, the id and created_at of the
 * entry it updates (confirmations and links keyed on the id survive a sync), notes and image kept
 * when the import has none, and updated_at set to `now` only when a column changed.
 */
export function mergeTenantEntry(before: TenantEntry, after: TenantEntry, now: string): TenantEntry {
  const merged: TenantEntry = { ...after, id: before.id || after.id };
  if (before.created_at !== undefined) merged.created_at = before.created_at;
  else delete merged.created_at;
  for (const field of KEPT_WHEN_EMPTY) if (merged[field] === '') merged[field] = before[field];
  const changed =
    changedColumns(before, after).length > 0 || KEPT_WHEN_EMPTY.some((f) => merged[f] !== before[f]);
  if (changed) merged.updated_at = now;
  else if (before.updated_at !== undefined) merged.updated_at = before.updated_at;
  else delete merged.updated_at;
  if (!merged.external_id) {
    if (before.external_id) merged.external_id = before.external_id;
    else delete merged.external_id;
  }
  return merged;
}

/**
 * Applies imported entries to a list's entries. 'replace': the list becomes the imported entries
 * in their order, paired ones keeping their id and created_at, the others removed. 'merge': paired
 * entries are updated in place, new ones appended, none removed. New entries get `makeId()` when
 * they have no id, and created_at `now`.
 */
export function planTenantImport(
  current: readonly TenantEntry[],
  imported: readonly TenantEntry[],
  mode: TenantBulkUpsertMode,
  now: string,
  makeId: () => string,
): TenantImportPlan {
  const { pairs, removed } = pairTenantImport(current, imported);
  const diff: TenantImportDiff = {
    added: [],
    changed: [],
    removed: mode === 'replace' ? removed : [],
    unchanged: 0,
  };
  const updated = new Map<TenantEntry, TenantEntry>();
  const fresh: TenantEntry[] = [];
  const usedIds = new Set(current.map((entry) => entry.id).filter(Boolean));
  const result: TenantEntry[] = [];
  for (const { before, after } of pairs) {
    if (!before) {
      const id = after.id && !usedIds.has(after.id) ? after.id : makeId();
      usedIds.add(id);
      const entry: TenantEntry = { ...after, id, created_at: now, updated_at: now };
      if (!entry.external_id) delete entry.external_id;
      diff.added.push(entry);
      fresh.push(entry);
      result.push(entry);
      continue;
    }
    const merged = mergeTenantEntry(before, after, now);
    const columns = changedColumns(before, merged);
    if (columns.length === 0) diff.unchanged += 1;
    else diff.changed.push({ before, after: merged, columns });
    updated.set(before, merged);
    result.push(merged);
  }
  const entries =
    mode === 'replace' ? result : [...current.map((entry) => updated.get(entry) ?? entry), ...fresh];
  if (mode === 'merge') diff.unchanged += removed.length;
  return { entries, diff, counts: countsOf(diff, entries.length) };
}

/** The counts of a preview, with the number of entries the list holds afterwards. */
export function countsOf(diff: TenantImportDiff, total: number): SyncCounts {
  return {
    added: diff.added.length,
    changed: diff.changed.length,
    removed: diff.removed.length,
    unchanged: diff.unchanged,
    total,
  };
}

/** True when applying changes nothing a CSV carries (a sync then writes nothing). */
export function isUnchanged(counts: SyncCounts): boolean {
  return counts.added === 0 && counts.changed === 0 && counts.removed === 0;
}

/**
 * Why a change must wait for a person, or null when it may apply by itself
 * (docs/decisions/sync.md SYNC-6): it would empty a list that has entries, or remove more than
 * `maxRemovalPercent` of the entries the list has now.
 */
export function syncHoldReason(
  counts: SyncCounts,
  currentTotal: number,
  maxRemovalPercent: number,
): string | null {
  if (currentTotal === 0 || counts.removed === 0) return null;
  if (counts.total === 0) return SYNC_MESSAGES.heldEmpty(currentTotal);
  if (counts.removed * 100 > maxRemovalPercent * currentTotal)
    return SYNC_MESSAGES.held(counts.removed, currentTotal);
  return null;
}

/** The CSV header of each field (the first name the header rules know it by). */
const HEADER_OF = new Map<string, string>(TENANT_FILE_COLUMNS.map(({ field, header }) => [field, header]));

export type JsonRows = { ok: true; rows: string[][] } | { ok: false; message: string };

const cellOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * The rows (header first) of a JSON sync for readTenantCsvRows, so JSON passes the same header,
 * boolean and date rules as a CSV (docs/decisions/sync.md SYNC-2). `data` must be an array of
 * objects, at most a list's worth. A mapped field reads its JSON key under the field's CSV header;
 * another key the header rules recognise ('Company', 'floor', 'suiteRoom', ...) keeps its name; the
 * rest are left out. A key a
 * mapping uses is not read a second time under its own name.
 */
export function jsonToTenantRows(
  data: unknown,
  mapping: Partial<Record<string, string | undefined>> | null | undefined,
): JsonRows {
  if (
    !Array.isArray(data) ||
    data.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))
  )
    return { ok: false, message: SYNC_MESSAGES.notJsonArray };
  // Counted before any table is built: a feed's size must not decide the server's memory.
  if (data.length > TENANT_LIST_MAX_ENTRIES) return { ok: false, message: TENANT_LIST_MESSAGES.tooMany };
  const objects = data as Record<string, unknown>[];
  const mapped = Object.entries(mapping ?? {}).filter(
    (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].trim() !== '',
  );
  const mappedKeys = new Set(mapped.map(([, key]) => key));
  const others: string[] = [];
  const seen = new Set<string>();
  for (const object of objects)
    for (const key of Object.keys(object))
      // Only keys the header rules read become columns: a feed of many odd keys builds no wide table.
      if (!mappedKeys.has(key) && !seen.has(key) && isTenantHeader(key)) {
        seen.add(key);
        others.push(key);
      }
  const columns: { header: string; key: string }[] = [
    ...mapped.map(([field, key]) => ({ header: HEADER_OF.get(field) ?? field, key })),
    ...others.map((key) => ({ header: key, key })),
  ];
  const rows = [
    columns.map((column) => column.header),
    ...objects.map((object) => columns.map((column) => cellOf(object[column.key]))),
  ];
  return { ok: true, rows };
}

const HOUR_MS = 3_600_000;

/**
 * When a source's next scheduled run is due, after `afterMs` (docs/decisions/sync.md SYNC-7):
 * null for 'manual'; an hour on for 'hourly'; the next `dailyAt` ('HH:MM') on the wall clock of
 * `zone` for 'daily' (a time that a change of offset skips runs when the clocks jump).
 */
export function nextSyncAt(
  schedule: 'manual' | 'hourly' | 'daily',
  dailyAt: string | null,
  zone: string,
  afterMs: number,
): number | null {
  if (schedule === 'manual') return null;
  if (schedule === 'hourly' || !dailyAt) return afterMs + HOUR_MS;
  const minutes = clockMinutes(dailyAt);
  const today = zonedParts(afterMs, zone).date;
  const at = instantOf(today, minutes, zone);
  return at > afterMs ? at : instantOf(addDays(today, 1), minutes, zone);
}
