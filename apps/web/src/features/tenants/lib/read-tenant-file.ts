import type { TenantCsvImport } from '@foyer/shared';
import { importFileKind } from './import-file-kind';
import { parseTenantCsvBytes } from './parse-tenant-csv';

export type ImportFormat = 'csv' | 'xlsx';

/** A read import and what it was read from, or why the file was refused. */
export type TenantFileImport =
  | (Extract<TenantCsvImport, { ok: true }> & { format: ImportFormat })
  | Extract<TenantCsvImport, { ok: false }>;

const withFormat = (result: TenantCsvImport, format: ImportFormat): TenantFileImport =>
  result.ok ? { ...result, format } : result;

/**
 * A file chosen for a tenant import, read as what its bytes are (docs/product.md §5 CSV import):
 * CSV text in any of the encodings and delimiters spreadsheets write, or an Excel workbook's first
 * sheet; anything else is refused, naming what it is. Loaded on first use, with the workbook
 * reader loaded only for a workbook, so neither weighs on the dashboard's first load.
 */
export async function readTenantFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<TenantFileImport> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await importFileKind(bytes);
  if (kind.kind === 'refused') return { ok: false, message: kind.message };
  if (kind.kind === 'xlsx') {
    const { readTenantWorkbook } = await import('./read-tenant-workbook');
    return withFormat(await readTenantWorkbook(bytes), 'xlsx');
  }
  return withFormat(await parseTenantCsvBytes(bytes, file.name, onProgress), 'csv');
}
