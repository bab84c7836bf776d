import {
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_MAX_WIDTH,
  IMAGE_MESSAGES,
  IMAGE_QUALITY,
  IMAGE_RECOMPRESS_OVER_BYTES,
  imageProcessingFor,
  type Dimensions,
  type ImageMimeType,
  type ImageProcessing,
} from '@foyer/shared';
import type sharpFactory from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { Invalid, PayloadTooLarge } from '../../platform/errors';
import type { StorageExtension } from '../../platform/storage';

/** docs/product.md §9 quality 0.8 on sharp's 1-100 scale. */
export const OUTPUT_QUALITY = Math.round(IMAGE_QUALITY * 100);

/** Images processed at once: each may take ~40 MP of pixels in memory; the rest wait their turn. */
const MAX_CONCURRENT = 2;

const FORMAT: Record<
  ImageMimeType,
  { format: 'jpeg' | 'png' | 'webp' | 'gif'; extension: StorageExtension }
> = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
  'image/gif': { format: 'gif', extension: 'gif' },
};

export interface ProcessedImage {
  bytes: Buffer;
  mimeType: ImageMimeType;
  extension: StorageExtension;
  /** As stored (one frame of an animation). */
  dimensions: Dimensions;
  /** As received, with the EXIF orientation applied. */
  originalDimensions: Dimensions;
  /** True when docs/product.md §5 asked for more than stripping metadata: scaled down or recompressed. */
  wasProcessed: boolean;
  processing: ImageProcessing;
}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `task` when fewer than MAX_CONCURRENT images are being processed. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** EXIF orientations 5-8 turn the picture a quarter: width and height swap. */
function oriented(width: number, height: number, orientation: number | undefined): Dimensions {
  return orientation !== undefined && orientation >= 5 && orientation <= 8
    ? { width: height, height: width }
    : { width, height };
}

// libvips costs ~20 MB of memory: loaded with the first upload, not at start.
type SharpFactory = typeof sharpFactory;
let sharpModule: Promise<SharpFactory> | undefined;
const loadSharp = (): Promise<SharpFactory> => (sharpModule ??= import('sharp').then((m) => m.default));

async function readMetadata(input: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    // No pixel limit here: only the header is read, and the size is checked right after.
    return await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw new Invalid(IMAGE_MESSAGES.unreadable);
  }
}

function encode(
  pipeline: Sharp,
  mimeType: ImageMimeType,
  processing: ImageProcessing,
  palette = false,
): Sharp {
  switch (mimeType) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: OUTPUT_QUALITY, mozjpeg: true });
    case 'image/webp':
      return pipeline.webp({ quality: OUTPUT_QUALITY });
    case 'image/gif':
      // Recompressing lets neighbouring frames and palettes share near-identical colours.
      return processing === 'none'
        ? pipeline.gif()
        : pipeline.gif({ effort: 7, interFrameMaxError: 8, interPaletteMaxError: 3 });
    case 'image/png':
      // Palette effort 1: the default (7) takes seconds per megapixel of a photo for a file a few percent smaller.
      return palette
        ? pipeline.png({ palette: true, quality: OUTPUT_QUALITY, compressionLevel: 9, effort: 1 })
        : pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  }
}

/**
 * docs/product.md §5 with sharp, on an image whose bytes were sniffed as `mimeType`:
 * - refused first (before any pixel is decoded) beyond IMAGE_MAX_INPUT_PIXELS per frame: 413;
 * - EXIF orientation applied, then every metadata block dropped (sharp writes none unless asked:
 *   no EXIF, GPS, XMP, IPTC, comments; colour converted to sRGB without the profile);
 * - beyond 1920x1080 scaled down proportionally to fit inside it, at quality 80, same format;
 *   otherwise a file over 1 MB re-encoded at quality 80; otherwise re-encoded only to strip metadata;
 * - PNG stays lossless (level 9) unless, when recompressing, the lossless result is still over 1 MB
 *   and a 256-colour palette at quality 80 is smaller;
 * - animations (GIF, WebP) keep every frame while all frames together stay within the pixel
 *   limit; beyond it only the first frame is kept.
 * Anything sharp cannot read (corrupt, truncated, wrong format inside) is 400, never 500.
 */
export async function processImage(input: Buffer, mimeType: ImageMimeType): Promise<ProcessedImage> {
  const { format, extension } = FORMAT[mimeType];
  const meta = await readMetadata(input);
  const sharp = await loadSharp();
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (meta.format !== format || width < 1 || frameHeight < 1) throw new Invalid(IMAGE_MESSAGES.unreadable);
  const originalDimensions = oriented(width, frameHeight, meta.orientation);
  if (width * frameHeight > IMAGE_MAX_INPUT_PIXELS) {
    throw new PayloadTooLarge(
      IMAGE_MESSAGES.tooManyPixels(originalDimensions.width, originalDimensions.height),
    );
  }
  const pages = meta.pages ?? 1;
  const animated = pages > 1 && width * frameHeight * pages <= IMAGE_MAX_INPUT_PIXELS;
  const processing = imageProcessingFor(originalDimensions, input.length);

  const pipeline = () => {
    let p = sharp(input, { animated, limitInputPixels: IMAGE_MAX_INPUT_PIXELS });
    // Animations have no EXIF orientation worth applying, and sharp cannot rotate them by it.
    if (!animated) p = p.rotate();
    if (processing === 'resize') {
      p = p.resize({
        width: IMAGE_MAX_WIDTH,
        height: IMAGE_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    return p;
  };

  return inTurn(async () => {
    try {
      let output = await encode(pipeline(), mimeType, processing).toBuffer({ resolveWithObject: true });
      if (
        mimeType === 'image/png' &&
        processing !== 'none' &&
        output.data.length > IMAGE_RECOMPRESS_OVER_BYTES
      ) {
        const palette = await encode(pipeline(), mimeType, processing, true).toBuffer({
          resolveWithObject: true,
        });
        if (palette.data.length < output.data.length) output = palette;
      }
      const { info } = output;
      return {
        bytes: output.data,
        mimeType,
        extension,
        dimensions: { width: info.width, height: info.pageHeight ?? info.height },
        originalDimensions,
        wasProcessed: processing !== 'none',
        processing,
      };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new PayloadTooLarge(
          IMAGE_MESSAGES.tooManyPixels(originalDimensions.width, originalDimensions.height),
        );
      }
      throw new Invalid(IMAGE_MESSAGES.unreadable);
    }
  });
}
