import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Screens that know the time (docs/product.md §12): every building has an IANA time zone in which
 * its schedules are read, and may have opening hours (null: its screens are always on). An
 * organization's default zone is given to new buildings and read for screens of no building.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('organizations')
    .addColumn('default_time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('sub_organizations')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema.alterTable('sub_organizations').addColumn('opening_hours', 'text').execute();
}
