import {
  ALLOWED_IMAGE_TYPES,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  IMAGE_RECOMPRESS_OVER_BYTES,
} from '../constants';
import type { Dimensions } from './organization-image';
import { IMAGE_MESSAGES } from './organization-image';

/** True for the four image types of docs/product.md §5. */
export function isAllowedImageType(type: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * The uploader's check before sending (docs/product.md §5 uploader texts, the same the server answers): the
 * message to show, or null when the file may be uploaded. The server checks again by the bytes.
 */
export function checkSelectedImage(file: { type: string; size: number }, maxBytes: number): string | null {
  if (!isAllowedImageType(file.type)) return IMAGE_MESSAGES.typeNotAllowed(file.type || 'unknown');
  if (file.size > maxBytes) return IMAGE_MESSAGES.fileTooLarge(file.size, maxBytes);
  return null;
}

/**
 * docs/product.md §5 image processing: beyond 1920x1080 the image is scaled down proportionally to fit
 * inside it; otherwise it keeps its size. Never scales up.
 */
export function fitWithinMaxDimensions({ width, height }: Dimensions): Dimensions {
  const scale = Math.min(1, IMAGE_MAX_WIDTH / width, IMAGE_MAX_HEIGHT / height);
  if (scale === 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type ImageProcessing = 'resize' | 'recompress' | 'none';

/** What docs/product.md §5 asks for an image of these dimensions and file size. */
export function imageProcessingFor(dimensions: Dimensions, bytes: number): ImageProcessing {
  if (dimensions.width > IMAGE_MAX_WIDTH || dimensions.height > IMAGE_MAX_HEIGHT) return 'resize';
  if (bytes > IMAGE_RECOMPRESS_OVER_BYTES) return 'recompress';
  return 'none';
}
