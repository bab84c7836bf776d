import { MB } from '@foyer/shared';
import { describe, expect, it, vi } from 'vitest';
import { clientProcessingFor, pickUploadFile, prepareImage, type ImageCodec } from './prepare-image';

const fileOf = (type: string, bytes: number, name = 'photo') =>
  new File([new Uint8Array(bytes)], `${name}.${type.split('/')[1]}`, { type });

/** A decoder that reports `size` and encodes to `encoded` (or fails). */
function fakeCodec(size: { width: number; height: number }, encoded: Blob | null | Error) {
  const encode = vi.fn(() => (encoded instanceof Error ? Promise.reject(encoded) : Promise.resolve(encoded)));
  const close = vi.fn();
  const codec: ImageCodec = { decode: vi.fn(() => Promise.resolve({ ...size, encode, close })) };
  return { codec, encode, close };
}

describe('clientProcessingFor', () => {
  it('leaves every GIF alone, whatever its size (a canvas would keep one frame)', () => {
    expect(clientProcessingFor('image/gif', { width: 4000, height: 3000 }, 4 * MB)).toBe('none');
  });

  it('follows docs/product.md §5 for the other types', () => {
    expect(clientProcessingFor('image/jpeg', { width: 4000, height: 3000 }, 100)).toBe('resize');
    expect(clientProcessingFor('image/webp', { width: 800, height: 600 }, 2 * MB)).toBe('recompress');
    expect(clientProcessingFor('image/png', { width: 800, height: 600 }, MB)).toBe('none');
  });
});

describe('pickUploadFile', () => {
  const original = fileOf('image/png', 2 * MB);

  it('keeps the original when the browser answered another type or nothing', () => {
    expect(pickUploadFile(original, new Blob(['x'], { type: 'image/jpeg' }), 'resize')).toBe(original);
    expect(pickUploadFile(original, null, 'resize')).toBe(original);
  });

  it('keeps the original when a recompression did not make it smaller', () => {
    const bigger = new Blob([new Uint8Array(3 * MB)], { type: 'image/png' });
    expect(pickUploadFile(original, bigger, 'recompress')).toBe(original);
  });

  it('sends the re-encoding under the original name and type', () => {
    const smaller = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    const picked = pickUploadFile(original, smaller, 'recompress');
    expect(picked).not.toBe(original);
    expect(picked.name).toBe(original.name);
    expect(picked.type).toBe('image/png');
    expect(picked.size).toBe(1000);
  });
});

describe('prepareImage', () => {
  it('scales a 4000x3000 photo down to fit 1920x1080 at quality 0.8', async () => {
    const { codec, encode, close } = fakeCodec(
      { width: 4000, height: 3000 },
      new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' }),
    );
    const prepared = await prepareImage(fileOf('image/jpeg', 3 * MB), codec);
    expect(encode).toHaveBeenCalledWith({ width: 1440, height: 1080 }, 'image/jpeg', 0.8);
    expect(prepared).toMatchObject({
      processing: 'resize',
      originalDimensions: { width: 4000, height: 3000 },
      dimensions: { width: 1440, height: 1080 },
    });
    expect(prepared.file.size).toBe(300_000);
    expect(close).toHaveBeenCalled();
  });

  it('recompresses a large file at its own size', async () => {
    const { codec, encode } = fakeCodec(
      { width: 1600, height: 900 },
      new Blob([new Uint8Array(400_000)], { type: 'image/webp' }),
    );
    const prepared = await prepareImage(fileOf('image/webp', 2 * MB), codec);
    expect(encode).toHaveBeenCalledWith({ width: 1600, height: 900 }, 'image/webp', 0.8);
    expect(prepared.processing).toBe('recompress');
  });

  it('does not touch a small image, a GIF, or one the browser cannot decode or encode', async () => {
    const small = fileOf('image/png', 200_000);
    const { codec, encode } = fakeCodec({ width: 800, height: 600 }, null);
    expect((await prepareImage(small, codec)).file).toBe(small);
    expect(encode).not.toHaveBeenCalled();

    const gif = fileOf('image/gif', 3 * MB);
    const gifCodec = fakeCodec({ width: 4000, height: 3000 }, null);
    expect(await prepareImage(gif, gifCodec.codec)).toMatchObject({ file: gif, processing: 'none' });
    expect(gifCodec.codec.decode).not.toHaveBeenCalled();

    const photo = fileOf('image/jpeg', 3 * MB);
    const broken: ImageCodec = { decode: () => Promise.reject(new Error('corrupt')) };
    expect((await prepareImage(photo, broken)).file).toBe(photo);

    const failing = fakeCodec({ width: 4000, height: 3000 }, new Error('out of memory'));
    expect(await prepareImage(photo, failing.codec)).toMatchObject({ file: photo, processing: 'none' });
    expect(failing.close).toHaveBeenCalled();
  });
});
