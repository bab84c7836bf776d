import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Tenants confirm their own listing (docs/product.md §15, docs/decisions/confirmations.md). Entries
 * live as JSON in tenant_lists.entries, so rows are keyed on the list and the entry's id:
 * - tenant_confirmation_requests: one per e-mail sent, with the hash of its link's token;
 * - tenant_entry_confirmations: when each entry was last confirmed (an answer or an approval);
 * - tenant_suggestions: changes waiting for review, one per list and entry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant_confirmation_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('tenant_list_id', 'text', (c) => c.notNull().references('tenant_lists.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('sent_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema
    .createIndex('tenant_confirmation_requests_entry_idx')
    .on('tenant_confirmation_requests')
    .columns(['tenant_list_id', 'entry_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('tenant_entry_confirmations')
    .addColumn('tenant_list_id', 'text', (c) => c.notNull().references('tenant_lists.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tenant_entry_confirmations_pk', ['tenant_list_id', 'entry_id'])
    .execute();

  await db.schema
    .createTable('tenant_suggestions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('tenant_list_id', 'text', (c) => c.notNull().references('tenant_lists.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('tenant_confirmation_requests.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tenant_suggestions_entry_idx')
    .on('tenant_suggestions')
    .columns(['tenant_list_id', 'entry_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('tenant_suggestions_org_idx')
    .on('tenant_suggestions')
    .column('org_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenant_suggestions').execute();
  await db.schema.dropTable('tenant_entry_confirmations').execute();
  await db.schema.dropTable('tenant_confirmation_requests').execute();
}
