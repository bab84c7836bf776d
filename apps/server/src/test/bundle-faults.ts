import { sql } from 'kysely';
import type { App } from '../app';
import type { DbDialect } from '../db/connection';

/** Makes every bundle insert fail until the returned function drops the trigger again. */
export async function failBundleInserts(app: App, dialect: DbDialect): Promise<() => Promise<void>> {
  const db = app.ctx.db;
  if (dialect === 'sqlite') {
    await sql
      .raw(
        "CREATE TRIGGER fail_bundle_insert BEFORE INSERT ON published_bundles BEGIN SELECT RAISE(ABORT, 'test: bundle insert fails'); END",
      )
      .execute(db);
    return async () => void (await sql.raw('DROP TRIGGER fail_bundle_insert').execute(db));
  }
  await sql
    .raw(
      "CREATE FUNCTION fail_bundle_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'test: bundle insert fails'; END $$ LANGUAGE plpgsql",
    )
    .execute(db);
  await sql
    .raw(
      'CREATE TRIGGER fail_bundle_insert BEFORE INSERT ON published_bundles FOR EACH ROW EXECUTE FUNCTION fail_bundle_insert()',
    )
    .execute(db);
  return async () => {
    await sql.raw('DROP TRIGGER fail_bundle_insert ON published_bundles').execute(db);
    await sql.raw('DROP FUNCTION fail_bundle_insert()').execute(db);
  };
}
