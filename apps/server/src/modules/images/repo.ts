import { MB, mimeTypeOfFilter, type imageListQuerySchema, type OrganizationImage } from '@foyer/shared';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { OrganizationImagesTable, UploadsTable } from '../../db/schema';

export type UploadRow = Selectable<UploadsTable>;
export type OrganizationImageRow = Selectable<OrganizationImagesTable>;

/** The list query after the schema filled in its defaults. */
export type ImageListFilters = z.output<typeof imageListQuerySchema>;

export function rowToOrganizationImage(row: OrganizationImageRow): OrganizationImage {
  return {
    id: row.id,
    _id: row.id,
    org_id: row.org_id,
    image_url: row.image_url,
    filename: row.filename,
    original_name: row.original_name,
    file_size: Number(row.file_size),
    mime_type: row.mime_type,
    uploaded_by: row.uploaded_by,
    uploaded_at: row.uploaded_at,
  };
}

export async function insertUpload(db: Db, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

/** The latest upload of `filename` by the organization. */
export async function findUpload(db: Db, orgId: string, filename: string): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('filename', '=', filename)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertOrganizationImage(db: Db, row: OrganizationImageRow): Promise<void> {
  await db.insertInto('organization_images').values(row).execute();
}

export async function findOrganizationImage(db: Db, id: string): Promise<OrganizationImageRow | undefined> {
  return db.selectFrom('organization_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrganizationImageByFilename(
  db: Db,
  orgId: string,
  filename: string,
): Promise<OrganizationImageRow | undefined> {
  return db
    .selectFrom('organization_images')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('filename', '=', filename)
    .executeTakeFirst();
}

export async function deleteOrganizationImage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('organization_images').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteUploadsOf(db: Db, orgId: string, filename: string): Promise<void> {
  await db.deleteFrom('uploads').where('org_id', '=', orgId).where('filename', '=', filename).execute();
}

/** `LIKE` pattern matching `text` anywhere, with the wildcards of the text escaped (escape character `\`). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The largest value of an `integer` column in PostgreSQL (32 bits). */
const MAX_INTEGER_COLUMN = 2_147_483_647;

/**
 * A size bound in MB as bytes, within the range of the `file_size` column: PostgreSQL refuses a
 * larger parameter for it (the query fails), and no stored file comes near it anyway.
 */
function sizeBound(mb: number, round: (bytes: number) => number): number {
  return Math.min(round(mb * MB), MAX_INTEGER_COLUMN);
}

const SORT_COLUMN = {
  date: sql`uploaded_at`,
  name: sql`lower(original_name)`,
  size: sql`file_size`,
} as const;

/**
 * One page of an organization's images, filtered and sorted in SQL (the Images page of docs/product.md §2):
 * search in filename or original name (case-insensitive), type, upload days (inclusive, UTC),
 * size in MB (inclusive); sort by date, name or size with the id as tiebreak so pages never
 * overlap. Answers the page, the matching count and the organization's count.
 */
export async function listOrganizationImages(
  db: Db,
  orgId: string,
  filters: ImageListFilters,
): Promise<{ rows: OrganizationImageRow[]; total: number; organizationTotal: number }> {
  let query = db.selectFrom('organization_images').where('org_id', '=', orgId);
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(filename)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(original_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const mimeType = mimeTypeOfFilter(filters.type);
  if (mimeType) query = query.where('mime_type', '=', mimeType);
  // uploaded_at is ISO-8601 UTC to the millisecond, so the day's first and last instants bound it as text.
  if (filters.from) query = query.where('uploaded_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where('uploaded_at', '<=', `${filters.to}T23:59:59.999Z`);
  if (filters.min_mb !== undefined && filters.min_mb > 0) {
    query = query.where('file_size', '>=', sizeBound(filters.min_mb, Math.ceil));
  }
  if (filters.max_mb !== undefined) {
    query = query.where('file_size', '<=', sizeBound(filters.max_mb, Math.floor));
  }

  const direction = filters.order === 'asc' ? 'asc' : 'desc';
  const [rows, counted, all] = await Promise.all([
    query
      .selectAll()
      .orderBy(SORT_COLUMN[filters.sort], direction)
      .orderBy('id', direction)
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    db
      .selectFrom('organization_images')
      .where('org_id', '=', orgId)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count), organizationTotal: Number(all.count) };
}

/**
 * True when anything of the organization still shows the file: a theme (content JSON), a tenant
 * list (entries JSON: logo or image URLs) or a published bundle (its body's JSON). Keys are content
 * hashes, so a plain substring search has no false matches.
 */
export async function isFileUsedByOrganization(db: Db, orgId: string, filename: string): Promise<boolean> {
  const pattern = containsPattern(filename);
  const [theme, tenants, bundle] = await Promise.all([
    db
      .selectFrom('themes')
      .select('id')
      .where('org_id', '=', orgId)
      .where('content', 'like', pattern)
      .executeTakeFirst(),
    db
      .selectFrom('tenant_lists')
      .select('id')
      .where('org_id', '=', orgId)
      .where('entries', 'like', pattern)
      .executeTakeFirst(),
    db
      .selectFrom('bundle_bodies')
      .select('id')
      .where('org_id', '=', orgId)
      .where('data', 'like', pattern)
      // A body no bundle names any more waits for its deletion (DEV-18); it shows nothing.
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('published_bundles')
            .select('id')
            .whereRef('published_bundles.body_id', '=', 'bundle_bodies.id'),
        ),
      )
      .executeTakeFirst(),
  ]);
  return Boolean(theme ?? tenants ?? bundle);
}

/** True while any organization's library or uploads still name the file. */
export async function isFileRecorded(db: Db, filename: string): Promise<boolean> {
  const [image, upload] = await Promise.all([
    db.selectFrom('organization_images').select('id').where('filename', '=', filename).executeTakeFirst(),
    db.selectFrom('uploads').select('id').where('filename', '=', filename).executeTakeFirst(),
  ]);
  return Boolean(image ?? upload);
}
