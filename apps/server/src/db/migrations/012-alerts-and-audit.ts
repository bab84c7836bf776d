import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Emergency alerts (docs/product.md §10; one row per alert, its scope as a JSON list of ids), the
 * organization's alert webhook (only a hash of its token is kept), the alert each screen
 * confirmed drawing, and the audit log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('emergency_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // 'organization', 'buildings' or 'screens'; scope_ids the JSON list of sub-organization or device ids.
    .addColumn('scope_kind', 'text', (c) => c.notNull())
    .addColumn('scope_ids', 'text', (c) => c.notNull())
    // 'dashboard' or 'webhook'.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('started_by', 'text')
    .addColumn('started_by_name', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('ended_by_name', 'text')
    .execute();
  await db.schema
    .createIndex('emergency_alerts_org_idx')
    .on('emergency_alerts')
    .columns(['org_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('alert_webhooks')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();

  await db.schema.alterTable('devices').addColumn('shown_alert_id', 'text').execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    // Null for the webhook and for a user deleted since; the name is kept as it was.
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('target_name', 'text', (c) => c.notNull())
    // What changed, as text ('Name: A → B; Floor: 2 → 3').
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_events_org_at_idx')
    .on('audit_events')
    .columns(['org_id', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.alterTable('devices').dropColumn('shown_alert_id').execute();
  await db.schema.dropTable('alert_webhooks').execute();
  await db.schema.dropTable('emergency_alerts').execute();
}
