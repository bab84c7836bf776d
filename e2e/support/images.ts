import sharp from 'sharp';

/** Deterministic noise: distinct content (the library keeps one entry per file) and sizes that grow with the area. */
function noise(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < pixels.length; i += 1) {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    pixels[i] = state & 0xff;
  }
  return pixels;
}

export async function imageBytes(
  type: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
  seed: number,
  /** A JPEG's quality (sharp's 80 by default) and the EXIF orientation a phone writes (6: turned right). */
  options: { quality?: number; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp(noise(width, height, seed), { raw: { width, height, channels: 3 } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return type === 'png'
    ? image.png().toBuffer()
    : type === 'jpeg'
      ? image.jpeg({ quality: options.quality ?? 80 }).toBuffer()
      : image.webp().toBuffer();
}
