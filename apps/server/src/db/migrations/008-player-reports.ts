import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Player reports (SCR-14). Per device, what its screen reports: the bundle version it confirmed
 * drawing and since when (changed only when the version changes), when the player page started,
 * why it was last reloaded and whether it runs the legacy build. The player keeps the same three
 * facts of its page, so a device it is linked to later starts with them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('devices').addColumn('shown_version', 'integer').execute();
  await db.schema.alterTable('devices').addColumn('shown_since', 'text').execute();
  await db.schema.alterTable('devices').addColumn('player_started_at', 'text').execute();
  await db.schema.alterTable('devices').addColumn('player_reload_reason', 'text').execute();
  await db.schema.alterTable('devices').addColumn('player_legacy', 'integer').execute();
  await db.schema.alterTable('players').addColumn('started_at', 'text').execute();
  await db.schema.alterTable('players').addColumn('reload_reason', 'text').execute();
  await db.schema.alterTable('players').addColumn('legacy', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['legacy', 'reload_reason', 'started_at']) {
    await db.schema.alterTable('players').dropColumn(column).execute();
  }
  for (const column of [
    'player_legacy',
    'player_reload_reason',
    'player_started_at',
    'shown_since',
    'shown_version',
  ]) {
    await db.schema.alterTable('devices').dropColumn(column).execute();
  }
}
