import { tenantEntrySchema, type TenantEntry } from './tenant-entry';

/** The CSV columns, in the order of the tenants editor table (docs/product.md §2 Tenants page). */
export const TENANT_CSV_COLUMNS = [
  { field: 'company_name', header: 'Company' },
  { field: 'floor', header: 'Floor' },
  { field: 'suite_room', header: 'Suite' },
  { field: 'category', header: 'Category' },
  { field: 'contact_person', header: 'Contact' },
  { field: 'phone', header: 'Phone' },
  { field: 'email', header: 'Email' },
  { field: 'move_in_date', header: 'Move In' },
  { field: 'move_out_date', header: 'Move Out' },
  { field: 'logo_url', header: 'Logo URL' },
  { field: 'active', header: 'Active' },
] as const satisfies readonly { field: keyof TenantEntry; header: string }[];

/**
 * The columns of a CSV export and import: the editor's, then External ID, the key of the system a
 * list syncs from (docs/product.md §13), which the editor table does not show.
 */
export const TENANT_FILE_COLUMNS = [
  ...TENANT_CSV_COLUMNS,
  { field: 'external_id', header: 'External ID' },
] as const satisfies readonly { field: keyof TenantEntry; header: string }[];

export const TENANT_TEMPLATE_FILENAME = 'tenant_template.csv';
export const NO_VALID_CSV_ENTRIES_MESSAGE = 'No valid entries found in the file.';

/** `tenants_{date}.csv`, the date as YYYY-MM-DD. */
export function tenantExportFilename(now: Date = new Date()): string {
  return `tenants_${now.toISOString().slice(0, 10)}.csv`;
}

// A spreadsheet runs a cell starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote to a cell a spreadsheet would read as a formula. */
export function escapeCsvFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes `escapeCsvFormula`. */
export function unescapeCsvFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV line: cells quoted where needed, formula-looking cells made harmless (any CSV export). */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => quoteCell(escapeCsvFormula(cell))).join(',');
}

const HEADER_LINE = csvLine(TENANT_FILE_COLUMNS.map((column) => column.header));

function cellOf(entry: TenantEntry, field: (typeof TENANT_FILE_COLUMNS)[number]['field']): string {
  if (field === 'active') return entry.active ? 'true' : 'false';
  return entry[field] ?? '';
}

/** The entries as CSV text (RFC 4180, CRLF line ends), header line first. */
export function tenantsToCsv(entries: readonly TenantEntry[]): string {
  const lines = entries.map((entry) =>
    csvLine(TENANT_FILE_COLUMNS.map((column) => cellOf(entry, column.field))),
  );
  return [HEADER_LINE, ...lines].join('\r\n') + '\r\n';
}

/** The content of tenant_template.csv: the header and one example row. */
export function tenantTemplateCsv(): string {
  const example = tenantEntrySchema.parse({
    company_name: 'Acme Corporation',
    floor: '3',
    suite_room: '301',
    category: 'Office',
    contact_person: 'Jane Smith',
    phone: '(555) 123-4567',
    email: 'info@acme.example',
    move_in_date: '2024-01-15',
    logo_url: 'https://example.com/logo.png',
  });
  return tenantsToCsv([example]);
}
