import { PostgresAdapter, type Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { MailOutboxTable, MailStatus } from '../db/schema';
import type { Mail } from './mail';
import { newId } from './tokens';

/*
 * The durable outbox's rows (migration 011). A mail is written in the transaction of the change
 * that causes it and claimed by one worker at a time, on one instance or several.
 */

export type OutboxRow = Selectable<MailOutboxTable>;

export interface QueueOptions {
  /** ISO time: the mail is due at once. */
  at: string;
  /** The organization the mail is about: its Owners and Admins see it while it waits. */
  orgId: string;
  /** The invitation whose link the mail carries, so its delivery can be shown. */
  invitationId?: string;
}

export async function insertOutboxMail(db: Db, mail: Mail, options: QueueOptions): Promise<string> {
  const id = newId();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      attempts: 0,
      next_attempt_at: options.at,
      last_error: null,
      invitation_id: options.invitationId ?? null,
      org_id: options.orgId,
      leased_until: null,
      created_at: options.at,
      updated_at: options.at,
    })
    .execute();
  return id;
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Takes the oldest due mail for one attempt: counts the attempt and moves its next time to the
 * end of the lease, so no other worker takes it meanwhile, and one that died mid-send has it
 * taken again later. One statement: on PostgreSQL `FOR UPDATE SKIP LOCKED` lets workers of
 * several instances each take a different row; SQLite has one writer, the statement is atomic.
 */
export async function claimDueMail(db: Db, now: string, leaseUntil: string): Promise<OutboxRow | undefined> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(1);
  return (
    db
      .updateTable('mail_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: leaseUntil,
        leased_until: leaseUntil,
        updated_at: now,
      }))
      .where('id', '=', isPostgres(db) ? due.forUpdate().skipLocked() : due)
      // Checked again on the row as it is when locked: one just claimed elsewhere is no longer due.
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .returningAll()
      .executeTakeFirst()
  );
}

/** The attempt `claimed` stands for: only it may record its outcome (not a later, re-claimed one). */
function ofAttempt(db: Db, claimed: OutboxRow) {
  return db
    .updateTable('mail_outbox')
    .where('id', '=', claimed.id)
    .where('attempts', '=', claimed.attempts)
    .where('status', '=', 'pending');
}

/** Sent or given up: the bodies, which hold single-use links, are no longer kept. */
export async function finishMail(
  db: Db,
  claimed: OutboxRow,
  status: Exclude<MailStatus, 'pending'>,
  at: string,
  error: string | null = null,
): Promise<void> {
  await ofAttempt(db, claimed)
    .set({
      status,
      text_body: '',
      html_body: '',
      last_error: error,
      next_attempt_at: at,
      leased_until: null,
      updated_at: at,
    })
    .execute();
}

export async function retryMailLater(db: Db, claimed: OutboxRow, retryAt: string, error: string, at: string) {
  await ofAttempt(db, claimed)
    .set({ next_attempt_at: retryAt, leased_until: null, last_error: error, updated_at: at })
    .execute();
}

/**
 * Makes every mail waiting for a retry due now: the mail server just took one, so it is back, and
 * mail of a long outage need not wait out its back-off. Attempts under way (leased) are left to
 * their worker, so nothing is sent twice.
 */
export async function retryWaitingMailNow(db: Db, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now })
    .where('status', '=', 'pending')
    .where('leased_until', 'is', null)
    .where('next_attempt_at', '>', now)
    .execute();
}

export interface MailBacklogRow {
  /** Mail not handed to the mail server yet. */
  waiting: number;
  /** When the oldest of them was queued. */
  oldest: string | undefined;
}

/**
 * The mail server is not taking mail: the oldest waiting mail was queued over `stalledAfterMs`
 * ago (the worker tries a mail as soon as it is queued). Health says mail is degraded, and the
 * organization's Owners and Admins see how much of theirs waits.
 */
export function isMailStalled(backlog: MailBacklogRow, now: Date, stalledAfterMs: number): boolean {
  return backlog.oldest !== undefined && now.getTime() - Date.parse(backlog.oldest) > stalledAfterMs;
}

/** The mail waiting to be sent: all of it, or one organization's. */
export async function findMailBacklog(db: Db, orgId?: string): Promise<MailBacklogRow> {
  let query = db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number | string>().as('waiting'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending');
  if (orgId !== undefined) query = query.where('org_id', '=', orgId);
  const row = await query.executeTakeFirst();
  return { waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ?? undefined };
}

/** When the next pending mail is due (or its lease ends); undefined when none waits. */
export async function nextDueAt(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.due ?? undefined;
}

/** Forgets sent and failed mail last touched before `before` (its state no longer shown). */
export async function pruneFinishedMail(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('status', '<>', 'pending')
    .where('updated_at', '<', before)
    .execute();
}

/**
 * What became of the mail of each open invitation of an organization, by invited user (one user's
 * with `userId`); invitations from before the outbox have no mail row and are left out. Read by
 * the users list and the invitations service; it lives with the outbox so that users need not
 * depend on the invitations module.
 */
export async function findInvitationDeliveries(
  db: Db,
  orgId: string,
  userId?: string,
): Promise<Map<string, MailStatus>> {
  let query = db
    .selectFrom('invitations')
    .innerJoin('mail_outbox', 'mail_outbox.invitation_id', 'invitations.id')
    .select(['invitations.user_id', 'mail_outbox.status'])
    .where('invitations.org_id', '=', orgId)
    .where('invitations.accepted_at', 'is', null);
  if (userId !== undefined) query = query.where('invitations.user_id', '=', userId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.user_id, row.status]));
}
