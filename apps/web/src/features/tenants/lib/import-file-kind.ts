import { detectEncoding } from '@foyer/shared';
import { fileTypeFromBuffer } from 'file-type';
import { TENANTS_TEXT } from '../messages';

/**
 * What a file chosen for a tenant import is, by its bytes rather than its name
 * (docs/decisions/tenants.md TEN-18): CSV text, an Excel workbook, or something to refuse with the
 * reason.
 */
export type ImportFileKind = { kind: 'text' } | { kind: 'xlsx' } | { kind: 'refused'; message: string };

/** How the refusal names a file type `file-type` found, by its extension. */
const NAMES: Record<string, string> = {
  png: 'a PNG image',
  apng: 'a PNG image',
  jpg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  heic: 'a HEIC photo',
  avif: 'an AVIF image',
  bmp: 'a BMP image',
  tif: 'a TIFF image',
  ico: 'an icon',
  pdf: 'a PDF document',
  docx: 'a Word document',
  docm: 'a Word document',
  pptx: 'a PowerPoint presentation',
  odt: 'an OpenDocument text',
  odp: 'an OpenDocument presentation',
  zip: 'a ZIP archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gz: 'a gzip archive',
  rtf: 'an RTF document',
  mp4: 'a video',
  mov: 'a video',
  mp3: 'an audio file',
  exe: 'a Windows program',
};

const SPREADSHEET_TYPES = new Set(['xlsx', 'xlsm']);

/** A workbook's part, named in the ZIP's entry headers (stored uncompressed). */
const WORKBOOK_PART = new Uint8Array([...'xl/workbook.xml'].map((char) => char.charCodeAt(0)));

/** Names of streams inside an old Office file (OLE2), as its directory stores them: UTF-16LE. */
const utf16 = (name: string) => new Uint8Array([...name].flatMap((char) => [char.charCodeAt(0), 0]));
const EXCEL_STREAMS = [utf16('Workbook'), utf16('Book\0')];
const ENCRYPTED_STREAM = utf16('EncryptedPackage');

function contains(bytes: Uint8Array, pattern: Uint8Array): boolean {
  const [first = 0] = pattern;
  for (let at = bytes.indexOf(first); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (pattern.every((byte, i) => bytes[at + i] === byte)) return true;
  }
  return false;
}

/**
 * An old Office file (OLE2 compound file): an Excel 97-2003 workbook holds a 'Workbook' (or, older,
 * 'Book') stream; a password-protected .xlsx is an 'EncryptedPackage' inside the same container.
 */
function oldOfficeFile(bytes: Uint8Array): string {
  if (contains(bytes, ENCRYPTED_STREAM)) return TENANTS_TEXT.protectedWorkbook;
  if (EXCEL_STREAMS.some((name) => contains(bytes, name))) return TENANTS_TEXT.oldExcel;
  return TENANTS_TEXT.notSpreadsheet('an old Microsoft Office file');
}

const hasByteOrderMark = (bytes: Uint8Array) =>
  (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
  (bytes[0] === 0xff && bytes[1] === 0xfe) ||
  (bytes[0] === 0xfe && bytes[1] === 0xff);

/** Text has no zero bytes, except as the high half of UTF-16 characters. */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  return detectEncoding(sample).startsWith('utf-16') || !sample.includes(0);
}

/** What `bytes` are for an import: text to parse as CSV, a workbook to read, or a refusal. */
export async function importFileKind(bytes: Uint8Array): Promise<ImportFileKind> {
  // Text first when it says so: UTF-16's mark, FF FE, is also how an MPEG audio frame starts.
  if (hasByteOrderMark(bytes)) return { kind: 'text' };
  const type = await fileTypeFromBuffer(bytes);
  if (!type)
    return looksLikeText(bytes) ? { kind: 'text' } : { kind: 'refused', message: TENANTS_TEXT.notText };
  if (SPREADSHEET_TYPES.has(type.ext)) return { kind: 'xlsx' };
  // A damaged workbook (cut short, say) can hide what it is from `file-type`, not its part names;
  // the workbook reader then says it cannot be read.
  if (type.ext === 'zip' && contains(bytes, WORKBOOK_PART)) return { kind: 'xlsx' };
  if (type.ext === 'cfb') return { kind: 'refused', message: oldOfficeFile(bytes) };
  if (type.ext === 'ods') return { kind: 'refused', message: TENANTS_TEXT.openDocument };
  const name = NAMES[type.ext] ?? (type.mime.startsWith('image/') ? 'an image' : `a .${type.ext} file`);
  return { kind: 'refused', message: TENANTS_TEXT.notSpreadsheet(name) };
}
