import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Invitations, and the first columns of devices, themes and tenant lists: only those every
 * later migration keeps, so a sub-organization can already refuse deletion while it holds any
 * (BLD-4). Later migrations add their own columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_user_id_idx').on('invitations').column('user_id').execute();

  // sub_org_id has no ON DELETE action: deleting a sub-organization that still holds rows fails.
  for (const table of ['devices', 'themes', 'tenant_lists']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('sub_org_id', 'text', (c) => c.references('sub_organizations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_org_id_idx`).on(table).column('org_id').execute();
    await db.schema.createIndex(`${table}_sub_org_id_idx`).on(table).column('sub_org_id').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['tenant_lists', 'themes', 'devices', 'invitations']) {
    await db.schema.dropTable(table).execute();
  }
}
