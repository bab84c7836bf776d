import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Emergency alerts in the buildings' languages (docs/product.md §16, docs/decisions/languages.md
 * LNG-22): an alert keeps its title and text per visitor language beside the default ones, as a
 * JSON object `{ "de": { "title": …, "text": … } }`; none for the alerts there are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('emergency_alerts')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('emergency_alerts').dropColumn('translations').execute();
}
