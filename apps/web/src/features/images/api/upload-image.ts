import {
  registeredImageSchema,
  uploadResultSchema,
  type ImagePurpose,
  type RegisteredImage,
  type UploadResult,
} from '@foyer/shared';
import { api, uploadForm } from '../../../lib/api-client';

export interface UploadImageOptions {
  /** Bytes sent so far and in all, from the request's own progress events. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one image to storage (`POST /api/foyer/uploads`). The purpose decides the size limit
 * (docs/product.md §5); it goes in the query and as a form field ahead of the file, so the server knows the
 * limit before the file's bytes arrive.
 */
export function uploadImage(
  file: File,
  purpose: ImagePurpose,
  { onProgress, signal }: UploadImageOptions = {},
): Promise<UploadResult> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return uploadForm(`/foyer/uploads?purpose=${encodeURIComponent(purpose)}`, form, {
    schema: uploadResultSchema,
    onProgress,
    signal,
  });
}

/** Registers an uploaded file with the organization's library (`POST /api/foyer/organization-images`). */
export function registerImage(
  orgId: string,
  upload: UploadResult,
  uploadedBy?: string,
): Promise<RegisteredImage> {
  return api.post(
    '/foyer/organization-images',
    {
      org_id: orgId,
      image_url: upload.image_url,
      filename: upload.filename,
      original_name: upload.original_name,
      file_size: upload.file_size,
      mime_type: upload.mime_type,
      uploaded_by: uploadedBy,
      uploaded_at: new Date().toISOString(),
    },
    registeredImageSchema,
  );
}
