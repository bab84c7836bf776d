import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Tenant list sync (docs/product.md §13, docs/decisions/sync.md): one source per list (the address
 * it syncs from, how and when) and its runs, the last 20 kept. A run waiting for a person keeps
 * the entries it would apply (`entries`) and the list's `updated_at` it was computed on (`base`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant_sync_sources')
    .addColumn('tenants_id', 'text', (c) => c.primaryKey().references('tenant_lists.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('json_mapping', 'text')
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('daily_at', 'text')
    .addColumn('max_removal_percent', 'integer', (c) => c.notNull())
    .addColumn('after_sync', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('first_applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('configured_by', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .addColumn('next_run_at', 'text')
    .addColumn('running_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tenant_sync_sources_due_idx')
    .on('tenant_sync_sources')
    .columns(['next_run_at'])
    .execute();
  await db.schema
    .createTable('tenant_sync_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenants_id', 'text', (c) => c.notNull().references('tenant_lists.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('counts', 'text')
    .addColumn('preview', 'text')
    .addColumn('entries', 'text')
    .addColumn('base', 'text')
    .addColumn('content_hash', 'text')
    .execute();
  await db.schema
    .createIndex('tenant_sync_runs_list_idx')
    .on('tenant_sync_runs')
    .columns(['tenants_id', 'started_at'])
    .execute();
}
