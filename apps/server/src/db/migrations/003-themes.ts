import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * The rest of a theme (THM-2). `content` holds every section as one JSON document, since a
 * theme is always read and written whole; `layout` is a column of its own so lists can show and
 * filter it without parsing. `version` counts saves (409 on a stale one). One column per
 * statement: SQLite adds a single column per ALTER TABLE.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('themes')
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('list-simple'))
    .execute();
  await db.schema
    .alterTable('themes')
    .addColumn('content', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('themes')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('themes')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['created_by', 'version', 'content', 'layout']) {
    await db.schema.alterTable('themes').dropColumn(column).execute();
  }
}
