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
): Promise<Buffer> {
  const image = sharp(noise(width, height, seed), { raw: { width, height, channels: 3 } });
  return type === 'png'
    ? image.png().toBuffer()
    : type === 'jpeg'
      ? image.jpeg().toBuffer()
      : image.webp().toBuffer();
}
