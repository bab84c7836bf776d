import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends now and resolves when the message is handed over (or written to the outbox). */
  send(mail: Mail): Promise<void>;
  /**
   * Sends in the background, logging failures. Callers that must answer the same way whether
   * or not a mail goes out (forgot-password) use this, so the answer time reveals nothing.
   */
  queue(mail: Mail): void;
  /** Resolves when every queued mail is done; awaited on shutdown and by tests. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where `.eml` files go when no SMTP server is configured. */
  outboxDir: string;
  log: FastifyBaseLogger;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** For names and links put into the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function createMailer(options: MailerOptions): Mailer {
  const { log, outboxDir, from } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
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

  async function send(mail: Mail): Promise<void> {
    if (!smtp) return writeToOutbox(mail);
    await smtp.sendMail({ from, ...mail });
    log.info({ to: mail.to, subject: mail.subject }, 'Mail sent');
  }

  async function flush(): Promise<void> {
    while (pending.size > 0) await Promise.all(pending);
  }

  return {
    send,
    queue(mail) {
      const job = send(mail)
        .catch((error: unknown) =>
          log.error({ err: error, to: mail.to, subject: mail.subject }, 'Mail could not be sent'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    flush,
    async close() {
      await flush();
      smtp?.close();
    },
  };
}
