import { tenantEntriesFromCsvRows, type TenantCsvResult } from '@foyer/shared';
import Papa from 'papaparse';

export const newEntryId = () => crypto.randomUUID();

/** Parses CSV text in one go (tests, small files). */
export function parseTenantCsvText(text: string): TenantCsvResult {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return tenantEntriesFromCsvRows(parsed.data, newEntryId);
}

/**
 * Parses a chosen file in chunks so a 10,000-row import keeps the page responsive,
 * reporting progress as a percentage of the file read.
 */
export function parseTenantCsvFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<TenantCsvResult> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      chunkSize: 256 * 1024,
      chunk: (results) => {
        rows.push(...results.data);
        const cursor = results.meta.cursor;
        onProgress(file.size > 0 ? Math.min(100, Math.round((cursor / file.size) * 100)) : 100);
      },
      complete: () => resolve(tenantEntriesFromCsvRows(rows, newEntryId)),
      error: (error) => reject(error),
    });
  });
}

/** Offers text as a file download. */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
