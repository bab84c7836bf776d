import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * API tokens (docs/product.md §14, docs/decisions/api-tokens.md): an organization's secrets for
 * scripts, stored as their SHA-256 hash. Revoked tokens stay (revoked_at) so the list and the audit
 * log keep their names; a building's tokens go with the building.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The secret's first characters ('foyer_api_3kT9'), to tell tokens apart in the list.
    .addColumn('hint', 'text', (c) => c.notNull())
    // Comma-separated, in the order of API_SCOPES: 'read,tenants'.
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('sub_org_id', 'text', (c) => c.references('sub_organizations.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The last day it works ('YYYY-MM-DD', UTC); null: never expires.
    .addColumn('expires_on', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_org_idx').on('api_tokens').column('org_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
