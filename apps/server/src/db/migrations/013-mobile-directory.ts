import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * A building's public mobile directory (DIR-1): the unguessable part of its address (null until
 * it is first turned on) and whether it answers. Turning it off keeps the token, so printed QR
 * codes work again when it is turned back on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sub_organizations').addColumn('directory_token', 'text').execute();
  await db.schema
    .alterTable('sub_organizations')
    .addColumn('directory_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sub_organizations_directory_token_idx')
    .on('sub_organizations')
    .column('directory_token')
    .unique()
    .execute();
}
