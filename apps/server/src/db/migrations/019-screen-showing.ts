import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * What a screen reported it draws besides its bundle and alert (docs/decisions/schedules.md
 * SCH-11): the notices on screen (a JSON list of ids) and whether it sleeps; null: not reported.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').addColumn('shown_notice_ids', 'text').execute();
  await db.schema.alterTable('devices').addColumn('shown_asleep', 'integer').execute();
}
