import { UPLOAD_PROGRESS_RESET_MS } from '@foyer/shared';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api-client';
import { IMAGES_TEXT } from './messages';

export { UPLOAD_PROGRESS_RESET_MS };

/**
 * Where an upload stands: making the file small, sending it (real progress), waiting for the
 * server to store it, done (100% for UPLOAD_PROGRESS_RESET_MS), or failed.
 */
export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'processing' | 'done' | 'error';

export interface UploadState {
  phase: UploadPhase;
  /** 0 to 100. */
  progress: number;
  error: string | null;
  /** The file's name while it is sent and just after. */
  fileName: string | null;
  /** Said once done, e.g. that the library already held the picture (also as a notice). */
  notice?: string | null;
}

export const IDLE_UPLOAD: UploadState = { phase: 'idle', progress: 0, error: null, fileName: null };

/**
 * The percentage for the bar from the request's progress events. It stops at 99 until the
 * server has answered: all bytes sent is not yet an image stored.
 */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((loaded / total) * 100)));
}

/**
 * docs/product.md §8 wording of a failed upload: 'Upload failed: {reason}' with the server's reason for a
 * refused file (too large, wrong type), 'Upload failed' when it gave none, 'Failed to upload
 * image. Please try again.' when the server could not be reached or failed itself.
 */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return IMAGES_TEXT.uploadFailedTryAgain;
  if (error.status === 0 || error.status >= 500) return IMAGES_TEXT.uploadFailedTryAgain;
  if (!error.message || error.message === UNEXPECTED_ERROR_MESSAGE) return IMAGES_TEXT.uploadFailed;
  return IMAGES_TEXT.uploadFailedBecause(error.message);
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
