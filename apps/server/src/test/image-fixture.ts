import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { OrganizationImage } from '@foyer/shared';
import sharp from 'sharp';
import type { App } from '../app';
import { insertOrganizationImage, rowToOrganizationImage } from '../modules/images/repo';
import { newId } from '../platform/tokens';
import { bearer } from './auth-helpers';

/*
 * Images made in the test with sharp (never downloaded), multipart bodies for app.inject, and
 * library rows written straight to the database.
 */

/** A JPEG of one colour with a gradient-free body: small on disk whatever its size. */
export async function jpegImage(width: number, height: number, colour = '#3b82f6'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Random pixels: incompressible, so a PNG of them is about width x height x 3 bytes. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A JPEG carrying GPS coordinates, a camera model and an EXIF orientation (6: turned a quarter). */
export async function jpegWithGps(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#10b981' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'FoyerCam', Model: 'Lobby 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .toBuffer();
}

export async function pngImage(width: number, height: number, colour = '#f59e0b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

export async function webpImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6366f1' } })
    .webp()
    .toBuffer();
}

export async function gifImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ef4444' } })
    .gif()
    .toBuffer();
}

/** A GIF of `frames` frames in different colours. */
export async function animatedGif(width: number, height: number, frames = 3): Promise<Buffer> {
  const colours = ['#ef4444', '#22c55e', '#3b82f6', '#eab308'];
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: colours[i % colours.length] ?? '#000' } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif({ delay: 200 })
    .toBuffer();
}

/**
 * A decompression bomb: a tiny PNG whose header declares `width` x `height` pixels (20000x20000
 * is 400 megapixels, 1.2 GB decoded). Made from a real small PNG with its IHDR rewritten (and
 * its checksum fixed), so only the header lies.
 */
export async function pixelBombPng(width = 20_000, height = 20_000): Promise<Buffer> {
  const png = Buffer.from(await pngImage(16, 16, '#ffffff'));
  // Signature (8) + length (4) + 'IHDR' (4): width at 16, height at 20, the chunk's CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** `length` bytes that start like a JPEG: enough for the type check, not an image. */
export function jpegLookingBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length, 0x20);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}

export interface UploadFields {
  filename?: string;
  contentType?: string;
  /** Sent as a form field before the file. */
  purpose?: string;
  /** Sent as a form field after the file. */
  purposeAfter?: string;
  /** Another field name for the file. */
  fieldName?: string;
}

/** A multipart/form-data body as browsers send it (FormData through Request). */
export async function multipartBody(
  bytes: Buffer,
  fields: UploadFields = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (fields.purpose !== undefined) form.append('purpose', fields.purpose);
  form.append(
    fields.fieldName ?? 'file',
    new Blob([bytes], { type: fields.contentType ?? 'image/jpeg' }),
    fields.filename ?? 'photo.jpg',
  );
  if (fields.purposeAfter !== undefined) form.append('purpose', fields.purposeAfter);
  const request = new Request('http://foyer.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** `POST /api/foyer/uploads` as `token`; `query` is appended as is (e.g. `?purpose=hero`). */
export async function uploadFile(
  app: App,
  token: string | undefined,
  bytes: Buffer,
  fields: UploadFields = {},
  query = '',
) {
  const { payload, headers } = await multipartBody(bytes, fields);
  return app.inject({
    method: 'POST',
    url: `/api/foyer/uploads${query}`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

/** A content-hash storage key for `bytes`. */
export function keyOf(bytes: Buffer, extension = 'png'): string {
  return `${crypto.createHash('sha256').update(bytes).digest('hex')}.${extension}`;
}

/** A library row written straight to the database (no file stored unless `store` bytes are given). */
export async function addOrganizationImage(
  app: App,
  orgId: string,
  overrides: Partial<OrganizationImage> & { store?: Buffer } = {},
): Promise<OrganizationImage> {
  const { store, _id: _ignored, ...fields } = overrides;
  const filename = fields.filename ?? keyOf(store ?? crypto.randomBytes(16), 'png');
  if (store) await app.ctx.storage.put(filename, store, fields.mime_type ?? 'image/png');
  const row = {
    id: newId(),
    org_id: orgId,
    image_url: app.ctx.storage.publicUrl(filename),
    filename,
    original_name: 'fixture.png',
    file_size: 1000,
    mime_type: 'image/png',
    uploaded_by: null,
    uploaded_at: app.ctx.now().toISOString(),
    ...fields,
  };
  await insertOrganizationImage(app.ctx.db, row);
  return rowToOrganizationImage(row);
}
