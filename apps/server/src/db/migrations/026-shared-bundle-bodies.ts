import crypto from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

const PAGE = 200;

/**
 * Screens that show the same content share one stored body (docs/decisions/devices-and-publishing.md
 * DEV-18): a bundle keeps its device's copy in `device` and names its theme, tenants, building and
 * categories by `body_id`, content-addressed per organization. Splits every stored bundle so.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite's migrations run outside a transaction: an interrupted split must leave nothing done.
  if (db.isTransaction) await split(db);
  else await db.transaction().execute(split);
}

async function split(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bundle_bodies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bundle_bodies_org_idx').on('bundle_bodies').column('org_id').execute();
  await db.schema
    .alterTable('published_bundles')
    .addColumn('body_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('published_bundles')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  let after = '';
  for (;;) {
    const rows: Array<{ id: string; org_id: string; data: string; published_at: string }> = await db
      .selectFrom('published_bundles')
      .select(['id', 'org_id', 'data', 'published_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const { device, ...rest } = JSON.parse(row.data) as { device?: unknown };
      const body = JSON.stringify(rest);
      const bodyId = crypto.createHash('sha256').update(`${row.org_id}\n${body}`).digest('base64url');
      await db
        .insertInto('bundle_bodies')
        .values({ id: bodyId, org_id: row.org_id, data: body, used_at: row.published_at })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .updateTable('published_bundles')
        .set({ body_id: bodyId, device: JSON.stringify(device ?? {}) })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows.at(-1)?.id ?? after;
  }

  await db.schema.alterTable('published_bundles').dropColumn('data').execute();
  await db.schema
    .createIndex('published_bundles_body_idx')
    .on('published_bundles')
    .column('body_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('published_bundles').addColumn('data', 'text').execute();
  const rows: Array<{ id: string; device: string; body: string }> = await db
    .selectFrom('published_bundles as b')
    .innerJoin('bundle_bodies as body', 'body.id', 'b.body_id')
    .select(['b.id', 'b.device', 'body.data as body'])
    .execute();
  for (const row of rows) {
    const data = { ...(JSON.parse(row.body) as object), device: JSON.parse(row.device) as unknown };
    await db
      .updateTable('published_bundles')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.dropIndex('published_bundles_body_idx').execute();
  await db.schema.alterTable('published_bundles').dropColumn('body_id').execute();
  await db.schema.alterTable('published_bundles').dropColumn('device').execute();
  await db.schema.dropTable('bundle_bodies').execute();
}
