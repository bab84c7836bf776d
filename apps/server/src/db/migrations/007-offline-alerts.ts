import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Offline e-mails (SCR-17, SCR-19): the organization's delay in minutes (null: no e-mails) and, per
 * device, the last contact before the outage it was reported offline for (null: no outage
 * reported), which both keeps one outage to one e-mail and tells when the screen is back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The literal, not the shared constant: a later change of the default must not rewrite history.
  await db.schema
    .alterTable('organizations')
    .addColumn('screen_offline_alert_minutes', 'integer', (c) => c.defaultTo(10))
    .execute();
  await db.schema.alterTable('devices').addColumn('offline_since', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('offline_since').execute();
  await db.schema.alterTable('organizations').dropColumn('screen_offline_alert_minutes').execute();
}
