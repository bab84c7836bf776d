import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * The organization's category dictionary (docs/product.md §16 "Category translations",
 * docs/decisions/languages.md LNG-19): one row per category (by its matching key, trimmed and
 * lower case), its texts by language as a JSON object.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category_translations')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    // categoryKey(category): 'law' for 'Law ' and 'law'.
    .addColumn('category_key', 'text', (c) => c.notNull())
    // As typed when saved, shown while no tenant entry uses it.
    .addColumn('category', 'text', (c) => c.notNull())
    // {"de":"Recht"}
    .addColumn('translations', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_translations_pk', ['org_id', 'category_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('category_translations').execute();
}
