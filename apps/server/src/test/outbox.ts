import fs from 'node:fs/promises';
import path from 'node:path';

function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** The `.eml` files of the outbox, oldest first (their names sort by sending time). */
export async function listOutbox(dataDir: string): Promise<string[]> {
  try {
    const names = await fs.readdir(outboxDir(dataDir));
    return names.filter((n) => n.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Undoes quoted-printable (soft line breaks, =XX), which nodemailer uses for long lines. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest mail as readable text. */
export async function readLatestMail(dataDir: string): Promise<string> {
  const names = await listOutbox(dataDir);
  const newest = names.at(-1);
  if (!newest) throw new Error('The outbox is empty');
  return decodeQuotedPrintable(await fs.readFile(path.join(outboxDir(dataDir), newest), 'utf8'));
}

/** Every mail of the outbox as readable text, oldest first. */
export async function readAllMail(dataDir: string): Promise<string[]> {
  const names = await listOutbox(dataDir);
  return Promise.all(
    names.map(async (name) =>
      decodeQuotedPrintable(await fs.readFile(path.join(outboxDir(dataDir), name), 'utf8')),
    ),
  );
}

/** The first absolute link in the mail whose path starts with `pathPrefix`. */
export function extractLink(mail: string, pathPrefix: string): string {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"'<>]*${escaped}[A-Za-z0-9_%-]+`).exec(mail);
  if (!match) throw new Error(`No ${pathPrefix} link in the mail`);
  return match[0];
}
