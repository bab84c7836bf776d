import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_OUTBOX_DIR } from './env';

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` byte escapes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

async function newestMailTo(recipient: string): Promise<string | null> {
  let files: string[];
  try {
    files = (await readdir(E2E_OUTBOX_DIR)).filter((file) => file.endsWith('.eml'));
  } catch {
    return null;
  }
  const dated = await Promise.all(
    files.map(async (file) => {
      const full = path.join(E2E_OUTBOX_DIR, file);
      return { full, mtime: (await stat(full)).mtimeMs };
    }),
  );
  dated.sort((a, b) => b.mtime - a.mtime || b.full.localeCompare(a.full));
  for (const { full } of dated) {
    const mail = decodeQuotedPrintable(await readFile(full, 'utf8'));
    if (mail.toLowerCase().includes(recipient.toLowerCase())) return mail;
  }
  return null;
}

/** Waits for the newest e-mail to `recipient` holding a link that `pattern` matches, and returns the match. */
async function linkInNewestMail(recipient: string, pattern: RegExp, what: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(recipient);
        link = mail?.match(pattern)?.[0] ?? null;
        return link;
      },
      { message: `${what} to ${recipient} in ${E2E_OUTBOX_DIR}`, timeout: 10_000 },
    )
    .not.toBeNull();
  if (!link) throw new Error('unreachable: polled until a link was found');
  return link;
}

/** The path `/reset-password/<token>` from the newest reset e-mail sent to `recipient`. */
export function resetLinkFor(recipient: string): Promise<string> {
  return linkInNewestMail(recipient, /\/reset-password\/([A-Za-z0-9_-]+)/, 'a reset e-mail');
}

/** The path `/accept-invitation?token=<token>` from the newest invitation sent to `recipient`. */
export function invitationLinkFor(recipient: string): Promise<string> {
  return linkInNewestMail(recipient, /\/accept-invitation\?token=[A-Za-z0-9_%-]+/, 'an invitation e-mail');
}

/** The token of the newest invitation sent to `recipient`. */
export async function invitationTokenFor(recipient: string): Promise<string> {
  const link = await invitationLinkFor(recipient);
  return decodeURIComponent(link.slice(link.indexOf('token=') + 'token='.length));
}

/** The path `/listing/<token>` from the newest 'Is your listing correct?' e-mail sent to `recipient`. */
export function listingLinkFor(recipient: string): Promise<string> {
  return linkInNewestMail(recipient, /\/listing\/[A-Za-z0-9_-]{43}/, "an 'Is your listing correct?' e-mail");
}
