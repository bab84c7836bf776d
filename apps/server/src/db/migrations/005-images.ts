import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/**
 * The image library (IMG-1, IMG-11). `uploads`: one row per accepted upload, the upload metadata of
 * docs/product.md §3, for the organization that sent it (files are content-addressed, so several rows, of
 * one or several organizations, may name the same file). `organization_images`: the library of
 * docs/product.md §3 Organization image, at most one row per organization and file. Sizes in bytes,
 * booleans integer 0/1, timestamps ISO-8601 UTC text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('original_width', 'integer', (c) => c.notNull())
    .addColumn('original_height', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('image'))
    .addColumn('was_processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('access_control', 'text', (c) => c.notNull().defaultTo('org-only'))
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uploads_org_filename_idx')
    .on('uploads')
    .columns(['org_id', 'filename'])
    .execute();
  await db.schema.createIndex('uploads_filename_idx').on('uploads').column('filename').execute();

  await db.schema
    .createTable('organization_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('organization_images_org_filename_uq')
    .on('organization_images')
    .columns(['org_id', 'filename'])
    .unique()
    .execute();
  await db.schema
    .createIndex('organization_images_org_uploaded_idx')
    .on('organization_images')
    .columns(['org_id', 'uploaded_at'])
    .execute();
  await db.schema
    .createIndex('organization_images_filename_idx')
    .on('organization_images')
    .column('filename')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('organization_images').execute();
  await db.schema.dropTable('uploads').execute();
}
