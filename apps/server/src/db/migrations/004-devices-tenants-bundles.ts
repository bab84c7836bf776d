import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * Devices, tenant lists and published bundles. One column per statement (SQLite adds a single
 * column per ALTER TABLE). An empty pairing code is stored NULL (DEV-3), so the plain unique
 * index on (org_id, pairing_code) lets any number of devices wait for a code on both dialects.
 * Booleans are integer 0/1; documents (entries, bundle data) JSON text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const deviceColumns: Array<[string, string, (c: any) => any]> = [
    ['theme_id', 'text', (c) => c.references('themes.id')],
    ['tenants_id', 'text', (c) => c.references('tenant_lists.id').onDelete('set null')],
    ['pairing_code', 'text', (c) => c],
    ['orientation', 'text', (c) => c.notNull().defaultTo('landscape')],
    ['refresh_policy', 'text', (c) => c.notNull().defaultTo('auto')],
    ['pairing_expires_at', 'text', (c) => c],
    ['last_seen_at', 'text', (c) => c],
    ['app_version', 'text', (c) => c.notNull().defaultTo('1.0.0')],
    ['status', 'text', (c) => c.notNull().defaultTo('Disconnected')],
    ['has_been_published', 'integer', (c) => c.notNull().defaultTo(0)],
    ['has_unpublished_changes', 'integer', (c) => c.notNull().defaultTo(0)],
  ];
  for (const [name, type, build] of deviceColumns) {
    await db.schema
      .alterTable('devices')
      .addColumn(name, type as 'text', build)
      .execute();
  }
  await db.schema
    .createIndex('devices_org_pairing_code_uq')
    .on('devices')
    .columns(['org_id', 'pairing_code'])
    .unique()
    .execute();
  await db.schema.createIndex('devices_theme_id_idx').on('devices').column('theme_id').execute();
  await db.schema.createIndex('devices_tenants_id_idx').on('devices').column('tenants_id').execute();

  await db.schema
    .alterTable('tenant_lists')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('global'))
    .execute();
  await db.schema
    .alterTable('tenant_lists')
    .addColumn('theme_id', 'text', (c) => c.references('themes.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('tenant_lists')
    .addColumn('entries', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('published_bundles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('sub_org_id', 'text')
    .addColumn('pairing_code', 'text', (c) => c.notNull())
    .addColumn('bundle_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('bundle_settings', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('published_bundles_org_code_idx')
    .on('published_bundles')
    .columns(['org_id', 'pairing_code'])
    .execute();
  await db.schema
    .createIndex('published_bundles_device_idx')
    .on('published_bundles')
    .column('device_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('published_bundles').execute();
  for (const column of ['entries', 'theme_id', 'scope']) {
    await db.schema.alterTable('tenant_lists').dropColumn(column).execute();
  }
  await db.schema.dropIndex('devices_tenants_id_idx').execute();
  await db.schema.dropIndex('devices_theme_id_idx').execute();
  await db.schema.dropIndex('devices_org_pairing_code_uq').execute();
  for (const column of [
    'has_unpublished_changes',
    'has_been_published',
    'status',
    'app_version',
    'last_seen_at',
    'pairing_expires_at',
    'refresh_policy',
    'orientation',
    'pairing_code',
    'tenants_id',
    'theme_id',
  ]) {
    await db.schema.alterTable('devices').dropColumn(column).execute();
  }
}
