import { decodeCsv, detectDelimiter, readTenantCsvRows, type TenantCsvImport } from '@foyer/shared';
import Papa from 'papaparse';

export const newEntryId = () => crypto.randomUUID();

// Blank rows are kept (and skipped by the reader) so reported row numbers match the spreadsheet's.

/**
 * Parses CSV text whose encoding is settled (tests, small files): the delimiter is detected, the
 * columns found by their headers.
 */
export function parseTenantCsvText(text: string): TenantCsvImport {
  const parsed = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text), skipEmptyLines: false });
  return readTenantCsvRows(parsed.data, newEntryId);
}

/**
 * Parses the bytes of a chosen file as spreadsheets write CSV (UTF-8 with or without BOM, UTF-16,
 * Windows-1252; comma, semicolon or tab) in chunks, so a 10,000-row import keeps the page
 * responsive, reporting progress as a percentage of the text parsed.
 */
export async function parseTenantCsvBytes(
  bytes: Uint8Array,
  fileName: string,
  onProgress: (percent: number) => void,
): Promise<TenantCsvImport> {
  const { text } = decodeCsv(bytes);
  // Parsed from a UTF-8 copy read in chunks, so the page keeps drawing the progress bar.
  const utf8 = new File([text], fileName, { type: 'text/csv' });
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    Papa.parse<string[]>(utf8, {
      delimiter: detectDelimiter(text),
      skipEmptyLines: false,
      chunkSize: 256 * 1024,
      chunk: (results) => {
        rows.push(...results.data);
        const cursor = results.meta.cursor;
        onProgress(utf8.size > 0 ? Math.min(100, Math.round((cursor / utf8.size) * 100)) : 100);
      },
      complete: () => resolve(readTenantCsvRows(rows, newEntryId)),
      error: (error) => reject(error),
    });
  });
}
