import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Screens in the visitors' languages (docs/product.md §16, docs/decisions/languages.md LNG-6):
 * every building has one or two screen languages, stored as a JSON array of codes, its first the
 * main one; English for the buildings there are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sub_organizations')
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('["en"]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sub_organizations').dropColumn('languages').execute();
}
