import { Migrator } from 'kysely';
import { createDatabase, type DatabaseOptions } from './connection';
import { migrations } from './migrations';

/**
 * Brings the schema up to date; throws when a migration fails. On a connection of its own without
 * the requests' statement limits (db/connection.ts): a migration may take long, and an instance
 * waits for another one's migration lock.
 */
export async function migrateToLatest(options: DatabaseOptions): Promise<string[]> {
  const db = createDatabase(options, () => {}, { limitStatements: false });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error, results = [] } = await migrator.migrateToLatest();
    const failed = results.find((r) => r.status === 'Error');
    if (error || failed) {
      const name = failed ? ` (${failed.migrationName})` : '';
      throw new Error(
        `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    return results.map((r) => r.migrationName);
  } finally {
    await db.destroy();
  }
}
