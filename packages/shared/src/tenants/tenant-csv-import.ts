import { NO_VALID_CSV_ENTRIES_MESSAGE, TENANT_FILE_COLUMNS, unescapeCsvFormula } from './tenant-csv';
import {
  cellText,
  dayOrderOf,
  foldCase,
  readDateCell,
  readYesNoCell,
  type SheetCell,
} from './tenant-csv-values';
import { tenantEntrySchema, type TenantEntry } from './tenant-entry';

/**
 * Reading a tenant CSV or Excel sheet as people's files really are (docs/decisions/tenants.md TEN-10,
 * TEN-12, TEN-17): columns are found by their header in any order, under the names and spellings
 * spreadsheets use; every cell that cannot be read is reported by row and column instead of
 * silently changing the directory.
 */

type Field = Exclude<keyof TenantEntry, 'id' | 'created_at' | 'updated_at'>;

/** Header names, folded (lower case, no accents, letters and digits only), by field. */
const HEADER_NAMES: Record<Field, readonly string[]> = {
  company_name: [
    'company',
    'companyname',
    'name',
    'tenant',
    'tenantname',
    'business',
    'organisation',
    'organization',
    'firma',
    'unternehmen',
    'entreprise',
    'societe',
    'empresa',
  ],
  floor: ['floor', 'level', 'storey', 'story', 'etage', 'stockwerk', 'stock', 'geschoss', 'piso', 'planta'],
  suite_room: [
    'suite',
    'suiteroom',
    'room',
    'unit',
    'office',
    'suiteno',
    'roomno',
    'raum',
    'buro',
    'bureau',
    'local',
    'oficina',
  ],
  category: ['category', 'type', 'industry', 'sector', 'kategorie', 'branche', 'categorie', 'categoria'],
  contact_person: ['contact', 'contactperson', 'contactname', 'ansprechpartner', 'kontakt', 'contacto'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'telefon', 'telephon', 'telefono'],
  email: ['email', 'emailaddress', 'mail', 'courriel', 'correo'],
  move_in_date: ['movein', 'moveindate', 'movedin', 'start', 'startdate', 'einzug', 'arrivee'],
  move_out_date: ['moveout', 'moveoutdate', 'movedout', 'end', 'enddate', 'auszug', 'depart'],
  logo_url: ['logo', 'logourl', 'logolink'],
  image_url: ['image', 'imageurl', 'picture', 'photo'],
  notes: ['notes', 'note', 'remarks', 'comment', 'comments', 'bemerkung', 'notizen'],
  external_id: [
    'externalid',
    'extid',
    'externalref',
    'externalreference',
    'externalkey',
    'id',
    'tenantid',
    'companyid',
    'reference',
    'ref',
  ],
  active: ['active', 'visible', 'shown', 'show', 'aktiv', 'actif', 'activo', 'sichtbar'],
};

const FIELD_OF_HEADER = new Map<string, Field>(
  (Object.entries(HEADER_NAMES) as [Field, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [name, field] as const),
  ),
);

/** The template's header of each field, for messages ('Move In'), else a readable field name. */
function headerOf(field: Field): string {
  return TENANT_FILE_COLUMNS.find((column) => column.field === field)?.header ?? field.replace(/_/g, ' ');
}

const fold = (header: string) => foldCase(header).replace(/[^a-z0-9]/g, '');

/** Whether a column named `header` is read into a tenant field by the header rules. */
export function isTenantHeader(header: string): boolean {
  return FIELD_OF_HEADER.has(fold(header.trim().replace(/^\uFEFF/, '')));
}

export const CSV_IMPORT_MESSAGES = {
  noCompanyColumn:
    'No column named Company was found. The first line must name the columns, for example Company, Floor, Suite.',
  noRows: NO_VALID_CSV_ENTRIES_MESSAGE,
  notYesNo: (value: string) => `'${value}' is not yes or no; the company is kept visible`,
  ambiguousDate: (value: string) =>
    `'${value}' could be day/month or month/day; enter it as YYYY-MM-DD (left empty)`,
  invalidDate: (value: string) => `'${value}' is not a date (left empty)`,
  invalidCell: (message: string) => `${message} (left empty)`,
  invalidCompany: (message: string) => `${message} (the row is left out)`,
} as const;

/**
 * A cell that could not be read: its row as a spreadsheet numbers it (the header is row 1, blank
 * rows count) and its column.
 */
export interface CsvCellProblem {
  row: number;
  column: string;
  message: string;
}

export type TenantCsvImport =
  | {
      ok: true;
      entries: TenantEntry[];
      /** Header names that match no tenant field: their cells were not imported. */
      unknownColumns: string[];
      /** Rows with cells but no company name, left out. */
      skippedRows: number[];
      problems: CsvCellProblem[];
    }
  | { ok: false; message: string };

/**
 * Tenant entries from the rows of a CSV file or a workbook's sheet (the header row first). Columns
 * are matched by header name; a column repeated under two names keeps the first. Rows without a
 * company are left out and named; a cell that cannot be read is left empty (Active: kept visible)
 * and reported.
 */
export function readTenantCsvRows(
  rows: readonly (readonly SheetCell[])[],
  makeId: () => string,
): TenantCsvImport {
  const [header = [], ...body] = rows;
  const columns = new Map<Field, number>();
  const unknownColumns: string[] = [];
  header.forEach((cell, index) => {
    const name = cellText(cell).trim();
    const field = FIELD_OF_HEADER.get(fold(name.replace(/^\uFEFF/, '')));
    if (field && !columns.has(field)) columns.set(field, index);
    else if (!field && name !== '') unknownColumns.push(name);
  });
  if (!columns.has('company_name')) return { ok: false, message: CSV_IMPORT_MESSAGES.noCompanyColumn };

  const cellsOf = (field: Field) => {
    const index = columns.get(field);
    return index === undefined ? [] : body.map((row) => cellText(row[index]).trim());
  };
  // Whether 03/04/2024 is 3 April or 4 March is read off the file's other dates.
  const dayOrder = dayOrderOf([...cellsOf('move_in_date'), ...cellsOf('move_out_date')]);

  const entries: TenantEntry[] = [];
  const skippedRows: number[] = [];
  const problems: CsvCellProblem[] = [];
  body.forEach((row, rowIndex) => {
    const rowNumber = rowIndex + 2;
    // A workbook's typed cell as it is (a date, TRUE); text trimmed, a formula's escape undone.
    const rawCell = (field: Field): SheetCell => {
      const index = columns.get(field);
      const value = index === undefined ? '' : row[index];
      return typeof value === 'string' ? unescapeCsvFormula(value.trim()) : value;
    };
    const cell = (field: Field) => cellText(rawCell(field));
    if (cell('company_name') === '') {
      if (row.some((value) => cellText(value).trim() !== '')) skippedRows.push(rowNumber);
      return;
    }
    // A company name that cannot be kept (too long) leaves the row out: a blank-named entry never reaches a screen.
    const company = tenantEntrySchema.shape.company_name.safeParse(cell('company_name'));
    if (!company.success) {
      skippedRows.push(rowNumber);
      problems.push({
        row: rowNumber,
        column: headerOf('company_name'),
        message: CSV_IMPORT_MESSAGES.invalidCompany(company.error.issues[0]?.message ?? 'Not valid'),
      });
      return;
    }
    const entry: Record<string, unknown> = { id: makeId() };
    for (const field of columns.keys()) {
      const value = cell(field);
      const report = (message: string) => problems.push({ row: rowNumber, column: headerOf(field), message });
      if (field === 'active') {
        const active = value === '' ? true : readYesNoCell(rawCell(field));
        if (active === null) report(CSV_IMPORT_MESSAGES.notYesNo(value));
        entry.active = active ?? true;
        continue;
      }
      // An entry without an external id has none (docs/decisions/sync.md SYNC-5), not an empty one.
      if (field === 'external_id' && value === '') continue;
      let text = value;
      if (field === 'move_in_date' || field === 'move_out_date') {
        const date = readDateCell(rawCell(field), dayOrder);
        if (!date.ok) {
          report(
            date.reason === 'ambiguous'
              ? CSV_IMPORT_MESSAGES.ambiguousDate(value)
              : CSV_IMPORT_MESSAGES.invalidDate(value),
          );
          continue;
        }
        text = date.value;
      }
      const checked = tenantEntrySchema.shape[field].safeParse(text);
      if (checked.success) entry[field] = checked.data;
      else report(CSV_IMPORT_MESSAGES.invalidCell(checked.error.issues[0]?.message ?? 'Not valid'));
    }
    entries.push(tenantEntrySchema.parse(entry));
  });
  if (entries.length === 0) return { ok: false, message: CSV_IMPORT_MESSAGES.noRows };
  return { ok: true, entries, unknownColumns, skippedRows, problems };
}
