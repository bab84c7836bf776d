import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * What several server instances on one PostgreSQL database must share (DATA-7): uploaded files
 * when STORAGE=database (an image uploaded through one instance is served by every other) and the
 * rate-limit counters (a limit is per client, not per client and instance).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch, as the limiter counts.
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_ends_at')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
  await db.schema.dropTable('stored_files').execute();
}
