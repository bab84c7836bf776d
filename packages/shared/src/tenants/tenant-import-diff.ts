import { TENANT_CSV_COLUMNS } from './tenant-csv';
import type { TenantEntry } from './tenant-entry';

type CsvField = (typeof TENANT_CSV_COLUMNS)[number]['field'];

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
  field === 'active' ? String(entry.active) : entry[field].trim();

/**
 * Compares the rows a list has with the rows an import would put in their place. A company is the
 * same company when its name matches ignoring case and spacing; a name listed several times (one
 * company in several suites) is paired in order, so a third suite shows as added, not as changes.
 * Only the fields a CSV carries are compared: an import cannot change what it does not hold.
 */
export function diffTenantImport(
  current: readonly TenantEntry[],
  imported: readonly TenantEntry[],
): TenantImportDiff {
  const waiting = new Map<string, TenantEntry[]>();
  for (const entry of current) {
    const key = companyKey(entry);
    const same = waiting.get(key);
    if (same) same.push(entry);
    else waiting.set(key, [entry]);
  }
  const added: TenantEntry[] = [];
  const changed: TenantEntryChange[] = [];
  let unchanged = 0;
  for (const after of imported) {
    const before = waiting.get(companyKey(after))?.shift();
    if (!before) {
      added.push(after);
      continue;
    }
    const columns = TENANT_CSV_COLUMNS.filter(
      ({ field }) => valueOf(before, field) !== valueOf(after, field),
    ).map(({ field, header }) => ({
      column: header,
      before: valueOf(before, field),
      after: valueOf(after, field),
    }));
    if (columns.length === 0) unchanged += 1;
    else changed.push({ before, after, columns });
  }
  // What is still waiting was not in the file: replacing the rows removes it.
  const removed = current.filter((entry) => waiting.get(companyKey(entry))?.includes(entry));
  return { added, changed, removed, unchanged };
}
