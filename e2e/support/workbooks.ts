import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';

/** The workbook LibreOffice made for the dashboard's unit tests (its README says how). */
export const TENANTS_WORKBOOK = resolve('apps/web/src/features/tenants/lib/import-fixtures/tenants.xlsx');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const column = (index: number) => String.fromCharCode(65 + index);

/**
 * That workbook with its first sheet replaced by `rows` of text cells, compressed as spreadsheet
 * programs do: large enough, its sheet is a part the reader would inflate in a Web Worker.
 */
export function workbookWithRows(rows: readonly (readonly string[])[]): Buffer {
  const parts = unzipSync(readFileSync(TENANTS_WORKBOOK));
  const sheetRows = rows.map(
    (cells, r) =>
      `<row r="${r + 1}">${cells
        .map((text, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`)
        .join('')}</row>`,
  );
  parts['xl/worksheets/sheet1.xml'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  );
  return Buffer.from(zipSync(parts, { level: 6 }));
}
