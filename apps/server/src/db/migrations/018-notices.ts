import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Scheduled notices (docs/product.md §12): one row per notice, its scope as an alert's (a kind
 * and a JSON list of ids), its schedule as JSON in the buildings' wall time, and when it was
 * ended by hand. Devices get 'always on' (the screen ignores its building's opening hours).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('tone', 'text', (c) => c.notNull())
    .addColumn('scope_kind', 'text', (c) => c.notNull())
    .addColumn('scope_ids', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_org_idx').on('notices').columns(['org_id', 'created_at']).execute();
  await db.schema
    .alterTable('devices')
    .addColumn('always_on', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
