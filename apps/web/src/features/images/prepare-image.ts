import {
  checkSelectedImage,
  fitWithinMaxDimensions,
  IMAGE_QUALITY,
  imageProcessingFor,
  isAllowedImageType,
  type Dimensions,
  type ImageProcessing,
} from '@foyer/shared';

/** A decoded image that can be drawn again at another size and encoded. */
export interface DecodedImage extends Dimensions {
  encode: (size: Dimensions, type: string, quality: number) => Promise<Blob | null>;
  close: () => void;
}

/** How the browser decodes and re-encodes images; replaced in tests. */
export interface ImageCodec {
  decode: (file: Blob) => Promise<DecodedImage | null>;
}

export interface PreparedImage {
  /** What to upload: the original, or a smaller re-encoding of it. */
  file: File;
  /** What was done to it here (the server checks again and may still process it). */
  processing: ImageProcessing;
  /** Its size as decoded (orientation applied); null when the browser could not decode it. */
  originalDimensions: Dimensions | null;
  dimensions: Dimensions | null;
}

/** Whether the browser makes an image of this type smaller: not a GIF, whose animation a canvas would lose. */
export const resizedInBrowser = (type: string) => type !== 'image/gif';

/**
 * docs/product.md §5 as the browser applies it before uploading: beyond 1920x1080 scaled down, otherwise
 * over 1 MB recompressed. A GIF is left alone: a canvas keeps only its first frame.
 */
export function clientProcessingFor(type: string, dimensions: Dimensions, bytes: number): ImageProcessing {
  if (!resizedInBrowser(type)) return 'none';
  return imageProcessingFor(dimensions, bytes);
}

/**
 * The check when a file is chosen (docs/decisions/images.md IMG-14): its type, and its size only
 * when the browser will not make it smaller — a photo over the limit is resized first and its
 * result checked before it is sent (`checkSelectedImage` on the prepared file).
 */
export function checkChosenImage(file: { type: string; size: number }, maxBytes: number): string | null {
  if (isAllowedImageType(file.type) && resizedInBrowser(file.type)) return null;
  return checkSelectedImage(file, maxBytes);
}

/**
 * The file to send. The re-encoding is kept only when it has the original's type (a browser
 * that cannot encode WebP answers PNG instead) and, for a recompression at the same size, only
 * when it is actually smaller (a PNG's quality setting is ignored, so it may grow).
 */
export function pickUploadFile(original: File, encoded: Blob | null, processing: ImageProcessing): File {
  if (!encoded || processing === 'none' || encoded.size === 0) return original;
  if (encoded.type !== original.type) return original;
  if (processing === 'recompress' && encoded.size >= original.size) return original;
  return new File([encoded], original.name, { type: original.type, lastModified: original.lastModified });
}

async function encodeBitmap(
  bitmap: ImageBitmap,
  { width, height }: Dimensions,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The browser's own decoder (orientation from EXIF applied) and canvas encoder. */
export const browserCodec: ImageCodec = {
  async decode(file) {
    if (typeof createImageBitmap !== 'function') return null;
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      width: bitmap.width,
      height: bitmap.height,
      encode: (size, type, quality) => encodeBitmap(bitmap, size, type, quality),
      close: () => bitmap.close(),
    };
  },
};

/**
 * Makes a photo small before it leaves the browser (docs/product.md §5), so large photos upload fast. Any
 * failure to decode or encode sends the original: the server applies the same rules anyway.
 */
export async function prepareImage(file: File, codec: ImageCodec = browserCodec): Promise<PreparedImage> {
  const untouched = (originalDimensions: Dimensions | null): PreparedImage => ({
    file,
    processing: 'none',
    originalDimensions,
    dimensions: originalDimensions,
  });
  if (!resizedInBrowser(file.type)) return untouched(null);

  let decoded: DecodedImage | null;
  try {
    decoded = await codec.decode(file);
  } catch {
    return untouched(null);
  }
  if (!decoded) return untouched(null);

  try {
    const originalDimensions = { width: decoded.width, height: decoded.height };
    const processing = clientProcessingFor(file.type, originalDimensions, file.size);
    if (processing === 'none') return untouched(originalDimensions);
    const size = fitWithinMaxDimensions(originalDimensions);
    const encoded = await decoded.encode(size, file.type, IMAGE_QUALITY).catch(() => null);
    const upload = pickUploadFile(file, encoded, processing);
    return upload === file
      ? untouched(originalDimensions)
      : { file: upload, processing, originalDimensions, dimensions: size };
  } finally {
    decoded.close();
  }
}
