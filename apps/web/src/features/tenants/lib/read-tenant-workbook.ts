import { readTenantCsvRows, type SheetCell, type TenantCsvImport } from '@foyer/shared';
import { unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { TENANTS_TEXT } from '../messages';
import { newEntryId } from './parse-tenant-csv';

/**
 * The first sheet of an Excel workbook (.xlsx) read into tenant entries by the same header matching
 * and cell rules as a CSV file (docs/decisions/tenants.md TEN-17): the workbook's numbers,
 * TRUE/FALSE and dates arrive typed, and the shared reader turns them into text, yes/no and
 * YYYY-MM-DD.
 */
export async function readTenantWorkbook(workbook: Uint8Array): Promise<TenantCsvImport> {
  let rows: SheetCell[][];
  try {
    // The library's types call a date cell `typeof Date`; it is a Date.
    rows = (await readSheet(uncompressedCopy(workbook))) as unknown as SheetCell[][];
  } catch (error) {
    console.error(error);
    return { ok: false, message: TENANTS_TEXT.unreadableWorkbook };
  }
  return readTenantCsvRows(rows, newEntryId);
}

/**
 * The workbook's XML parts again, stored without compression. The reader inflates a large part
 * (a sheet of some 2,000 rows) in a Web Worker made from a blob: URL, which the dashboard's Content
 * Security Policy refuses (worker-src falls back to script-src 'self'), and the import then never
 * ends; stored parts are only copied (docs/decisions/tenants.md TEN-17).
 */
function uncompressedCopy(workbook: Uint8Array): ArrayBuffer {
  const parts = unzipSync(workbook, {
    filter: ({ name }) => name.endsWith('.xml') || name.endsWith('.rels'),
  });
  const stored = zipSync(parts, { level: 0 });
  return stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength) as ArrayBuffer;
}
