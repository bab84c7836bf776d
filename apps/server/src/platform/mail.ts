import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { isConnectionFault } from './connection-faults';
import { ServiceUnavailable } from './errors';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands one mail over: to the SMTP server, or as a `.eml` file when none is configured. */
export interface MailTransport {
  /** Resolves once the message is handed over; rejects when it was not (the worker retries). */
  deliver(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where `.eml` files go when no SMTP server is configured. */
  outboxDir: string;
  /** Connection, greeting and socket silence each give up after this. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** For names and links put into the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * nodemailer waits 2 minutes to connect and 10 for a silent socket by default. The timeouts go
 * into the URL's query, where nodemailer reads its options: ones the URL already sets win.
 */
export function smtpUrlWithTimeouts(smtpUrl: string, timeoutMs: number): string {
  const url = new URL(smtpUrl);
  for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout', 'dnsTimeout']) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(timeoutMs));
  }
  return url.toString();
}

// nodemailer's codes for a server that could not be reached, went silent or dropped the line.
const OUTAGE_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

/** The mail server cannot be reached or answers 421 'service not available' (a refusal, say of a recipient, is not one). */
export function isMailOutage(error: unknown): boolean {
  if (isConnectionFault(error)) return true;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (typeof code === 'string' && OUTAGE_CODES.has(code)) || responseCode === 421;
}

/**
 * The mail server refused this mail for good: a 5xx to its recipient (no such mailbox) or to its
 * content. Trying again for a day would not change that (docs/decisions/mail.md MAIL-3).
 */
export function isMailRefused(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500
  );
}

/** What the mail server said, for the outbox row and the log: the fault itself, not its 503. */
export function mailFault(error: unknown): unknown {
  return error instanceof ServiceUnavailable && error.cause !== undefined ? error.cause : error;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const { log, outboxDir, from } = options;
  const smtp = options.smtpUrl
    ? nodemailer.createTransport(smtpUrlWithTimeouts(options.smtpUrl, options.timeoutMs))
    : undefined;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;

  async function writeToOutbox(mail: Mail): Promise<void> {
    const info = await composer.sendMail({ from, ...mail });
    await fs.mkdir(outboxDir, { recursive: true });
    // Timestamp then a counter: names sort in sending order even within one millisecond.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    sequence += 1;
    const file = path.join(outboxDir, `${stamp}-${String(sequence).padStart(6, '0')}.eml`);
    await fs.writeFile(file, info.message);
    log.info(
      { to: mail.to, subject: mail.subject, file, links: mail.text.match(LINK) ?? [] },
      'Mail written to outbox',
    );
  }

  return {
    async deliver(mail) {
      if (!smtp) return writeToOutbox(mail);
      try {
        await smtp.sendMail({ from, ...mail });
      } catch (error) {
        // Said to be the mail server's, so that nothing reports it as the database's (errors.ts).
        throw isMailOutage(error) ? new ServiceUnavailable('mail', { cause: error }) : error;
      }
      log.info({ to: mail.to, subject: mail.subject }, 'Mail sent');
    },
    close() {
      smtp?.close();
    },
  };
}
