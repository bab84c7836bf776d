import { TENANT_FILE_COLUMNS } from './tenant-csv';
import type { TenantEntry } from './tenant-entry';

type CsvField = (typeof TENANT_FILE_COLUMNS)[number]['field'];

export interface TenantEntryChange {
  before: TenantEntry;
  after: TenantEntry;
  /** The CSV columns whose value differs, by their header ('Floor', 'Suite', ...), old and new value. */
  columns: { column: string; before: string; after: string }[];
}

/**
 * What replacing a list's rows with imported ones does, company by company
 * (docs/decisions/tenants.md TEN-13).
 */
export interface TenantImportDiff {
  added: TenantEntry[];
  changed: TenantEntryChange[];
  removed: TenantEntry[];
  unchanged: number;
}

const companyKey = (entry: TenantEntry) => entry.company_name.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

const valueOf = (entry: TenantEntry, field: CsvField) =>
  field === 'active' ? String(entry.active) : (entry[field] ?? '').trim();

const externalKey = (entry: TenantEntry) => entry.external_id?.trim() ?? '';

/** Each imported entry with the current entry it updates (or none: added), and the current entries left over. */
export interface TenantImportPairs {
  pairs: { before: TenantEntry | undefined; after: TenantEntry }[];
  removed: TenantEntry[];
}

/**
 * Pairs the entries an import brings with the entries a list has (docs/decisions/sync.md SYNC-5).
 * An imported entry with an external_id is the current entry with the same external_id; when no
 * current entry has it yet, a current entry of the same company name without an external_id (the
 * list before its first sync). An imported entry without one is paired by company name ignoring
 * case and spacing; a name listed several times (one company in several suites) is paired in
 * order, so a third suite shows as added. External ids are paired first, so a name cannot take
 * the entry an id names.
 */
export function pairTenantImport(
  current: readonly TenantEntry[],
  imported: readonly TenantEntry[],
): TenantImportPairs {
  const taken = new Set<TenantEntry>();
  const byExternal = new Map<string, TenantEntry>();
  const byName = new Map<string, TenantEntry[]>();
  for (const entry of current) {
    const external = externalKey(entry);
    if (external !== '' && !byExternal.has(external)) byExternal.set(external, entry);
    const key = companyKey(entry);
    const same = byName.get(key);
    if (same) same.push(entry);
    else byName.set(key, [entry]);
  }
  const take = (entry: TenantEntry | undefined) => {
    if (entry) taken.add(entry);
    return entry;
  };
  const byNameWhere = (after: TenantEntry, fits: (entry: TenantEntry) => boolean) =>
    take(byName.get(companyKey(after))?.find((entry) => !taken.has(entry) && fits(entry)));

  const befores = new Map<number, TenantEntry | undefined>();
  imported.forEach((after, index) => {
    const external = externalKey(after);
    if (external === '') return;
    const same = byExternal.get(external);
    befores.set(index, same && !taken.has(same) ? take(same) : undefined);
  });
  imported.forEach((after, index) => {
    if (externalKey(after) === '')
      befores.set(
        index,
        byNameWhere(after, () => true),
      );
    else if (!befores.get(index))
      befores.set(
        index,
        byNameWhere(after, (entry) => externalKey(entry) === ''),
      );
  });
  return {
    pairs: imported.map((after, index) => ({ before: befores.get(index), after })),
    removed: current.filter((entry) => !taken.has(entry)),
  };
}

/** The CSV columns whose value differs between two entries of one company. */
export function changedColumns(before: TenantEntry, after: TenantEntry): TenantEntryChange['columns'] {
  return TENANT_FILE_COLUMNS.filter(({ field }) => valueOf(before, field) !== valueOf(after, field)).map(
    ({ field, header }) => ({ column: header, before: valueOf(before, field), after: valueOf(after, field) }),
  );
}

/**
 * Compares the rows a list has with the rows an import would put in their place, paired by
 * pairTenantImport. Only the fields a CSV carries are compared: an import cannot change what it
 * does not hold.
 */
export function diffTenantImport(
  current: readonly TenantEntry[],
  imported: readonly TenantEntry[],
): TenantImportDiff {
  const { pairs, removed } = pairTenantImport(current, imported);
  const added: TenantEntry[] = [];
  const changed: TenantEntryChange[] = [];
  let unchanged = 0;
  for (const { before, after } of pairs) {
    if (!before) {
      added.push(after);
      continue;
    }
    const columns = changedColumns(before, after);
    if (columns.length === 0) unchanged += 1;
    else changed.push({ before, after, columns });
  }
  return { added, changed, removed, unchanged };
}
