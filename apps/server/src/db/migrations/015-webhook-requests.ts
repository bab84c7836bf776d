import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * The alert webhook's `Idempotency-Key`s (docs/decisions/alerts-and-audit.md ALR-8): a key is
 * claimed ('pending') before the call runs and holds its answer once done, for 24 hours.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_requests')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // SHA-256 of the request body, so a key sent again with another body is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // 'pending' while the first call runs, 'done' with its answer.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_requests_pk', ['org_id', 'idempotency_key'])
    .execute();
}
