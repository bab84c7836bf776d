import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { MailDelivery } from './config';
import { isMailRefused, mailFault, type Mail, type MailTransport } from './mail';
import {
  claimDueMail,
  finishMail,
  insertOutboxMail,
  nextDueAt,
  pruneFinishedMail,
  retryMailLater,
  retryWaitingMailNow,
  type OutboxRow,
  type QueueOptions,
} from './mail-outbox';

/** Every mail goes through the outbox table; this is the app's handle on it (`ctx.mailer`). */
export interface Mailer {
  /**
   * Writes the mail to the outbox through `db`: pass the transaction of the change that causes
   * it, so the mail exists exactly when the change does. Call `wake()` after it commits.
   */
  queue(db: Db, mail: Mail, options: Omit<QueueOptions, 'at'>): Promise<string>;
  /** Sends what is due now, in the background (after a commit that queued mail). */
  wake(): void;
  /** Resolves once every mail due now was tried (tests); mail waiting for a retry is not waited for. */
  flush(): Promise<void>;
  /** Looks at the outbox now and from then on: after the migrations, when the app is ready. */
  start(): void;
  /** Stops looking and waits for a send under way (bounded by the SMTP timeouts), then closes SMTP. */
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  now: () => Date;
  transport: MailTransport;
  delivery: MailDelivery;
  log: FastifyBaseLogger;
}

/** Sent and failed rows are kept this long (the users page shows them), then pruned. */
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** Exponential: the base after the first failed attempt, doubling after each further one, capped. */
export function retryDelayMs(delivery: MailDelivery, attempts: number): number {
  return Math.min(delivery.retryMaxMs, delivery.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** What went wrong, for the row and the logs: nodemailer's code says which stage failed. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}

export function createMailer({ db, now, transport, delivery, log }: MailerOptions): Mailer {
  // Longer than any one attempt can take (its three timeouts), so a live worker keeps its claim.
  const leaseMs = Math.max(60_000, delivery.timeoutMs * 10);
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();
  let started = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  /** A wake arrived during a round: look again before sleeping. */
  let wokenMeanwhile = false;
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;

  async function attempt(row: OutboxRow): Promise<void> {
    const at = now();
    const mail = { to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body };
    const context = { mail_id: row.id, to: row.recipient, subject: row.subject, attempt: row.attempts };
    const ageMs = (time: Date) => time.getTime() - Date.parse(row.created_at);
    // Retries end with the first failure past the give-up age, at most one wait later: a mail
    // still claimed after that had its attempts interrupted (a process that died mid-send).
    if (ageMs(at) >= delivery.giveUpAfterMs + delivery.retryMaxMs) {
      await finishMail(db, row, 'failed', at.toISOString(), row.last_error ?? 'Attempt interrupted');
      log.error(context, 'Mail could not be sent; giving up');
      return;
    }
    try {
      await transport.deliver(mail);
    } catch (error) {
      const fault = mailFault(error);
      const message = describeError(fault);
      const failedAt = now();
      if (isMailRefused(fault)) {
        await finishMail(db, row, 'failed', failedAt.toISOString(), message);
        log.error({ ...context, err: fault }, 'Mail refused by the mail server; not sent');
      } else if (ageMs(failedAt) >= delivery.giveUpAfterMs) {
        await finishMail(db, row, 'failed', failedAt.toISOString(), message);
        log.error({ ...context, err: fault }, 'Mail could not be sent; giving up');
      } else {
        const retryAt = later(failedAt, retryDelayMs(delivery, row.attempts));
        await retryMailLater(db, row, retryAt, message, failedAt.toISOString());
        log.warn({ ...context, err: fault, retryAt }, 'Mail could not be sent; trying again later');
      }
      return;
    }
    const sentAt = now().toISOString();
    await finishMail(db, row, 'sent', sentAt);
    // The server takes mail again: what waited through the outage goes now (docs/decisions/mail.md MAIL-9).
    await retryWaitingMailNow(db, sentAt);
  }

  async function sendDue(): Promise<void> {
    while (!stopped) {
      const at = now();
      const row = await claimDueMail(db, at.toISOString(), later(at, leaseMs));
      if (!row) return;
      await attempt(row);
    }
  }

  async function prune(): Promise<void> {
    const at = now();
    if (at.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    await pruneFinishedMail(db, later(at, -KEEP_FINISHED_MS));
  }

  /** Until the next mail is due, at most pollMs: other instances' mail and leases come due too. */
  async function sleepMs(): Promise<number> {
    const due = await nextDueAt(db);
    if (due === undefined) return delivery.pollMs;
    return Math.min(delivery.pollMs, Math.max(0, Date.parse(due) - now().getTime()));
  }

  /** Sends what is due, prunes, and answers how long to sleep; never throws. */
  async function round(): Promise<number> {
    try {
      do {
        wokenMeanwhile = false;
        await sendDue();
      } while (wokenMeanwhile && !stopped);
      await prune();
      return await sleepMs();
    } catch (error) {
      // The database is away, say: the rows are still there, the next round tries again.
      log.error({ err: error }, 'Mail outbox could not be processed');
      return delivery.pollMs;
    }
  }

  function kick(): Promise<void> {
    if (!started || stopped) return Promise.resolve();
    if (running) {
      wokenMeanwhile = true;
      return running;
    }
    clearTimeout(timer);
    running = round().then((wait) => {
      running = undefined;
      if (stopped) return;
      // A wake during the round's last steps is not lost: the next round starts at once.
      timer = setTimeout(kick, wokenMeanwhile ? 0 : wait);
      // Never the reason the process stays up.
      timer.unref();
    });
    return running;
  }

  return {
    async queue(queueDb, mail, options) {
      return insertOutboxMail(queueDb, mail, { ...options, at: now().toISOString() });
    },
    wake() {
      void kick();
    },
    async flush() {
      while (running) await running;
      await kick();
    },
    start() {
      if (started) return;
      started = true;
      void kick();
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
