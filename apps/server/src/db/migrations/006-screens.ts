import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Screens (SCR-1, SCR-11): the players that ask for pairing codes, the contacts they make (one row per
 * device and minute, enough to draw online periods cheaply) and one row per publish (publishes per
 * day). Minutes are whole minutes since the epoch, an integer, so the online periods come out of
 * one dialect-neutral "gaps and islands" query.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // sha256 of the 32-byte secret the player keeps; the secret itself is never stored.
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    // Unique across all players: a code names at most one screen, in any organization.
    .addColumn('pairing_code', 'text', (c) => c.notNull().unique())
    .addColumn('pairing_expires_at', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.references('devices.id').onDelete('set null'))
    .addColumn('org_id', 'text', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('app_version', 'text')
    .addColumn('last_seen_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('players_device_id_idx').on('players').column('device_id').execute();
  // A new code must not be any device's code in any organization: one indexed look-up.
  await db.schema.createIndex('devices_pairing_code_idx').on('devices').column('pairing_code').execute();

  await db.schema
    .createTable('device_contacts')
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_contacts_pk', ['device_id', 'minute'])
    .execute();
  await db.schema.createIndex('device_contacts_minute_idx').on('device_contacts').column('minute').execute();

  await db.schema
    .createTable('publish_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('sub_org_id', 'text')
    // No foreign key: the history outlives a deleted device.
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('publish_events_org_published_idx')
    .on('publish_events')
    .columns(['org_id', 'published_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('publish_events').execute();
  await db.schema.dropTable('device_contacts').execute();
  await db.schema.dropTable('players').execute();
  await db.schema.dropIndex('devices_pairing_code_idx').execute();
}
