import crypto from 'node:crypto';
import {
  DEFAULT_ACCESS_CONTROL,
  IMAGE_MESSAGES,
  ORGANIZATION_MESSAGES,
  type ImageList,
  type OrganizationImage,
  type organizationImageInputSchema,
  type UploadResult,
} from '@foyer/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { Invalid, NotFound } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { newId } from '../../platform/tokens';
import { processImage } from './processing';
import {
  deleteOrganizationImage,
  deleteUploadsOf,
  findOrganizationImage,
  findOrganizationImageByFilename,
  findUpload,
  insertOrganizationImage,
  insertUpload,
  isFileRecorded,
  isFileUsedByOrganization,
  listOrganizationImages,
  rowToOrganizationImage,
  type ImageListFilters,
  type OrganizationImageRow,
} from './repo';
import type { ReceivedImage } from './upload-reader';

/** For other modules' upload routes (a company's logo, docs/product.md §15): the same reading and limits. */
export { receiveImage, UPLOAD_MULTIPART_LIMITS } from './upload-reader';

export type OrganizationImageBody = z.output<typeof organizationImageInputSchema>;

export const IMAGE_SERVER_MESSAGES = {
  uploadForbidden: 'Only Owners, Admins and Editors can upload images',
  deleteForbidden: 'Only Owners and Admins can delete images',
  notUploaded:
    'image_url must be the image_url of an image uploaded to this organization (POST /api/foyer/uploads)',
} as const;

/** 403 unless the actor may upload (Editors and up); checked before the body is read. */
export function authorizeUpload(actor: AuthActor): void {
  authorize(
    actor,
    'images:upload',
    { org_id: actor.org_id },
    { forbidden: IMAGE_SERVER_MESSAGES.uploadForbidden },
  );
}

/**
 * Processes an upload (docs/product.md §5), stores it under its content hash and records the upload
 * metadata of docs/product.md §3 for the actor's organization. The row goes in before the file, so a
 * concurrent delete of the same content (see removeOrganizationImage) sees it and keeps the file.
 */
export async function storeUpload(
  ctx: AppContext,
  actor: AuthActor,
  image: ReceivedImage,
): Promise<UploadResult> {
  return storeUploadOf(ctx, actor.org_id, actor.id, image);
}

/**
 * A logo a company sends with its listing suggestion (docs/product.md §15): processed and stored
 * as any upload of the organization, by nobody of its members (the link was checked by the caller).
 */
export async function storeTenantLogo(
  ctx: AppContext,
  orgId: string,
  image: ReceivedImage,
): Promise<UploadResult> {
  return storeUploadOf(ctx, orgId, null, image);
}

/** Whether `imageUrl` is the address of an image uploaded to the organization (a suggested logo). */
export async function isUploadOf(ctx: AppContext, orgId: string, imageUrl: string): Promise<boolean> {
  const key = ctx.storage.keyOfUrl(imageUrl);
  return Boolean(key && (await findUpload(ctx.db, orgId, key)));
}

async function storeUploadOf(
  ctx: AppContext,
  orgId: string,
  uploadedBy: string | null,
  image: ReceivedImage,
): Promise<UploadResult> {
  const processed = await processImage(image.bytes, image.mimeType);
  const hash = crypto.createHash('sha256').update(processed.bytes).digest('hex');
  const filename = `${hash}.${processed.extension}`;
  const originalName = image.originalName || `image.${processed.extension}`;
  const id = newId();
  await insertUpload(ctx.db, {
    id,
    org_id: orgId,
    filename,
    uploaded_by: uploadedBy,
    original_name: originalName,
    mime_type: processed.mimeType,
    size: processed.bytes.length,
    width: processed.dimensions.width,
    height: processed.dimensions.height,
    original_width: processed.originalDimensions.width,
    original_height: processed.originalDimensions.height,
    purpose: image.purpose,
    was_processed: processed.wasProcessed ? 1 : 0,
    access_control: DEFAULT_ACCESS_CONTROL,
    uploaded_at: ctx.now().toISOString(),
  });
  try {
    await ctx.storage.put(filename, processed.bytes, processed.mimeType);
  } catch (error) {
    await ctx.db.deleteFrom('uploads').where('id', '=', id).execute();
    throw error;
  }
  return {
    image_url: ctx.storage.publicUrl(filename),
    filename,
    original_name: originalName,
    file_size: processed.bytes.length,
    mime_type: processed.mimeType,
    dimensions: processed.dimensions,
    originalDimensions: processed.originalDimensions,
    wasProcessed: processed.wasProcessed,
  };
}

/**
 * Adds an uploaded image to the organization's library (docs/product.md §7). `image_url` must be one this
 * organization uploaded; size, type and stored name come from that upload, not from the body,
 * and uploaded_by and uploaded_at from the caller and the clock. An image already in the library
 * is answered as it is (`created` false): the library holds each content once.
 */
export async function addOrganizationImage(
  ctx: AppContext,
  actor: AuthActor,
  body: OrganizationImageBody,
): Promise<{ image: OrganizationImage; created: boolean }> {
  authorize(
    actor,
    'images:upload',
    { org_id: body.org_id },
    { notFound: ORGANIZATION_MESSAGES.notFound, forbidden: IMAGE_SERVER_MESSAGES.uploadForbidden },
  );
  const key = ctx.storage.keyOfUrl(body.image_url);
  const upload = key ? await findUpload(ctx.db, actor.org_id, key) : undefined;
  if (!key || !upload) {
    throw new Invalid(IMAGE_SERVER_MESSAGES.notUploaded, [
      { path: 'image_url', message: IMAGE_SERVER_MESSAGES.notUploaded },
    ]);
  }
  const existing = await findOrganizationImageByFilename(ctx.db, actor.org_id, key);
  if (existing) return { image: rowToOrganizationImage(existing), created: false };

  const row: OrganizationImageRow = {
    id: newId(),
    org_id: actor.org_id,
    image_url: ctx.storage.publicUrl(key),
    filename: key,
    original_name: body.original_name || upload.original_name,
    file_size: Number(upload.size),
    mime_type: upload.mime_type,
    uploaded_by: actor.id,
    uploaded_at: ctx.now().toISOString(),
  };
  try {
    await insertOrganizationImage(ctx.db, row);
  } catch (error) {
    // The same image added twice at once: the unique index lets one in, the other answers it.
    const winner =
      isUniqueViolation(error) && (await findOrganizationImageByFilename(ctx.db, actor.org_id, key));
    if (winner) return { image: rowToOrganizationImage(winner), created: false };
    throw error;
  }
  return { image: rowToOrganizationImage(row), created: true };
}

/** One page of the organization's library; every member may read it (docs/product.md §6: download for all). */
export async function listImages(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  filters: ImageListFilters,
): Promise<ImageList> {
  authorize(actor, 'content:read', { org_id: orgId }, { notFound: ORGANIZATION_MESSAGES.notFound });
  const { rows, total, organizationTotal } = await listOrganizationImages(ctx.db, orgId, filters);
  return {
    images: rows.map(rowToOrganizationImage),
    total,
    organization_total: organizationTotal,
    page: filters.page,
    per_page: filters.per_page,
    page_count: Math.max(1, Math.ceil(total / filters.per_page)),
  };
}

/**
 * Removes an image from the library (Owners and Admins, docs/product.md §6). The stored file goes too,
 * unless something could still show it: a theme, tenant list or published bundle of the
 * organization naming it (then the organization's upload records stay as well, marking the
 * file as in use), or a library entry or upload of any organization (files are shared by
 * content). A file that cannot be removed from storage is logged and left.
 */
export async function removeOrganizationImage(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const row = await findOrganizationImage(ctx.db, id);
  if (!row) throw new NotFound(IMAGE_MESSAGES.notFound);
  authorize(
    actor,
    'images:delete',
    { org_id: row.org_id },
    { notFound: IMAGE_MESSAGES.notFound, forbidden: IMAGE_SERVER_MESSAGES.deleteForbidden },
  );
  const removeFile = await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteOrganizationImage(trx, id))) throw new NotFound(IMAGE_MESSAGES.notFound);
    if (await isFileUsedByOrganization(trx, row.org_id, row.filename)) return false;
    await deleteUploadsOf(trx, row.org_id, row.filename);
    return !(await isFileRecorded(trx, row.filename));
  });
  if (!removeFile) return;
  try {
    await ctx.storage.delete(row.filename);
  } catch (error) {
    ctx.log.warn({ err: error, filename: row.filename }, 'Could not remove a deleted image from storage');
  }
}
