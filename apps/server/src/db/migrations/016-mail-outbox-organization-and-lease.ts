import { sql, type Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * The outbox's mail by organization, so that its Owners and Admins see how many of theirs wait
 * while the mail server does not answer; and the end of the lease of an attempt under way, kept
 * apart from the retry time, so that waiting mail can be tried at once when the server answers
 * again without taking mail another worker is sending (docs/decisions/mail.md MAIL-8, MAIL-9).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('org_id', 'text', (c) => c.references('organizations.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('leased_until', 'text').execute();
  // Mail still waiting gets its recipient's organization (e-mail addresses are unique).
  await sql`
    update mail_outbox set org_id = (select users.org_id from users where users.email = mail_outbox.recipient)
    where status = 'pending'
  `.execute(db);
}
