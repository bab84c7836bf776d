/**
 * From the bytes of a CSV file to text and its delimiter, as spreadsheets write them
 * (docs/decisions/tenants.md TEN-11): Excel's 'CSV' is Windows-1252 and, in much of Europe, separated by
 * semicolons; 'Unicode text' is UTF-16 and separated by tabs.
 */

/** The WHATWG decoder, global in browsers and Node alike (this package's types include neither). */
declare const TextDecoder: new (
  label: string,
  options?: { fatal?: boolean },
) => { decode(input: Uint8Array): string };

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The encoding of `bytes`: a byte order mark first, then UTF-16 by its zero bytes, then UTF-8 if valid. */
export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // Text in UTF-16 without a mark: every other byte of plain Latin letters is zero.
  const sample = bytes.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  const pairs = sample.length / 2;
  if (pairs >= 2 && oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (pairs >= 2 && evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Windows-1252 at 0x80–0x9F (€, curly quotes, dashes, Š, Ž, …); the five unused bytes stay as they are. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * The text of a CSV file's bytes, its byte order mark removed. Windows-1252's 0x80–0x9F are mapped
 * here because some decoders (Node's among them) read that label as Latin-1 and give control
 * characters instead of € or ’.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const encoding = detectEncoding(bytes);
  let text = new TextDecoder(encoding).decode(bytes);
  if (encoding === 'windows-1252') {
    text = text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
  }
  return { text: text.replace(/^\uFEFF/, ''), encoding };
}

const DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof DELIMITERS)[number];

/**
 * The delimiter of CSV text: of comma, semicolon and tab, the one that splits the first line
 * (outside quotes) most often; a comma when none does.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}
