import crypto from 'node:crypto';
import { IMAGE_MAX_INPUT_PIXELS, IMAGE_MESSAGES, MB, type UploadResult } from '@foyer/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer } from '../../test/auth-helpers';
import {
  animatedGif,
  gifImage,
  jpegImage,
  jpegLookingBytes,
  jpegWithGps,
  multipartBody,
  noisyPng,
  pixelBombPng,
  pngImage,
  uploadFile,
  webpImage,
} from '../../test/image-fixture';
import { createOrgFixture, type OrgFixture } from '../../test/org-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { UPLOAD_READER_MESSAGES } from './upload-reader';

async function fetchStored(app: App, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { res, bytes: res.rawPayload };
}

describe.each(DIALECTS)('POST /api/foyer/uploads on %s', (dialect) => {
  const t = useTestApp(dialect);
  let org: OrgFixture;
  const upload = (...args: Parameters<typeof uploadFile> extends [App, ...infer R] ? R : never) =>
    uploadFile(t.current.app, ...args);
  const uploaded = async (...args: Parameters<typeof upload>): Promise<UploadResult> => {
    const res = await upload(...args);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: UploadResult }>().data;
  };

  beforeAll(async () => {
    org = await createOrgFixture(t.current.app);
  });

  it('scales a 4000x3000 JPEG down to fit 1920x1080 (1440x1080) and serves it', async () => {
    const input = await jpegImage(4000, 3000);
    const data = await uploaded(org.editor.token, input, { filename: 'lobby.jpg' });
    expect(data).toMatchObject({
      original_name: 'lobby.jpg',
      mime_type: 'image/jpeg',
      dimensions: { width: 1440, height: 1080 },
      originalDimensions: { width: 4000, height: 3000 },
      wasProcessed: true,
    });
    expect(data.filename).toMatch(/^[0-9a-f]{64}\.jpg$/);
    expect(data.image_url).toBe(`/api/foyer/uploads/files/${data.filename}`);

    const { res, bytes } = await fetchStored(t.current.app, data.image_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.length).toBe(data.file_size);
    // Named by the sha256 of the stored bytes.
    expect(`${crypto.createHash('sha256').update(bytes).digest('hex')}.jpg`).toBe(data.filename);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1440, 1080]);
  });

  it('records the upload metadata of docs/product.md §3 (org-only access, original dimensions)', async () => {
    const data = await uploaded(org.owner.token, await jpegImage(2400, 1200), { filename: 'wide.jpg' });
    const row = await t.current.app.ctx.db
      .selectFrom('uploads')
      .selectAll()
      .where('filename', '=', data.filename)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      org_id: org.orgId,
      uploaded_by: org.owner.user.id,
      original_name: 'wide.jpg',
      mime_type: 'image/jpeg',
      width: 1920,
      height: 960,
      original_width: 2400,
      original_height: 1200,
      purpose: 'image',
      access_control: 'org-only',
    });
    expect(Number(row.was_processed)).toBe(1);
    expect(Number(row.size)).toBe(data.file_size);
  });

  it('recompresses a ~2 MB PNG within 1920x1080, keeping its size in pixels', async () => {
    const input = await noisyPng(820, 820);
    expect(input.length).toBeGreaterThan(1.5 * MB);
    const data = await uploaded(org.editor.token, input, { filename: 'noise.png', contentType: 'image/png' });
    expect(data).toMatchObject({
      mime_type: 'image/png',
      dimensions: { width: 820, height: 820 },
      originalDimensions: { width: 820, height: 820 },
      wasProcessed: true,
    });
    expect(data.file_size).toBeLessThan(input.length);
  });

  it('strips EXIF (GPS included) and applies the orientation', async () => {
    const input = await jpegWithGps(400, 300);
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const data = await uploaded(org.editor.token, input, { filename: 'gps.jpg' });
    // Orientation 6 turns 400x300 a quarter: 300x400.
    expect(data.originalDimensions).toEqual({ width: 300, height: 400 });
    expect(data.dimensions).toEqual({ width: 300, height: 400 });
    expect(data.wasProcessed).toBe(false);
    const { bytes } = await fetchStored(t.current.app, data.image_url);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([300, 400]);
    expect(bytes.includes(Buffer.from('FoyerCam'))).toBe(false);
  });

  it.each([
    ['PNG', () => pngImage(320, 200), 'image/png', 'png'],
    ['WebP', () => webpImage(320, 200), 'image/webp', 'webp'],
    ['GIF', () => gifImage(320, 200), 'image/gif', 'gif'],
  ] as const)('accepts a %s and keeps its format', async (_name, make, type, extension) => {
    const data = await uploaded(org.editor.token, await make(), {
      filename: `small.${extension}`,
      contentType: type,
    });
    expect(data).toMatchObject({
      mime_type: type,
      dimensions: { width: 320, height: 200 },
      originalDimensions: { width: 320, height: 200 },
      wasProcessed: false,
    });
    expect(data.filename.endsWith(`.${extension}`)).toBe(true);
    const { res } = await fetchStored(t.current.app, data.image_url);
    expect(res.headers['content-type']).toBe(type);
  });

  it('keeps the frames of an animated GIF and answers one frame as its dimensions', async () => {
    const data = await uploaded(org.editor.token, await animatedGif(120, 80, 3), {
      filename: 'blink.gif',
      contentType: 'image/gif',
    });
    expect(data.dimensions).toEqual({ width: 120, height: 80 });
    const { bytes } = await fetchStored(t.current.app, data.image_url);
    const meta = await sharp(bytes, { animated: true }).metadata();
    expect(meta.pages).toBe(3);
  });

  it('goes by the bytes, not the declared type: a PNG declared as JPEG is stored as PNG', async () => {
    const data = await uploaded(org.editor.token, await pngImage(50, 50), {
      filename: 'really-a.jpg',
      contentType: 'image/jpeg',
    });
    expect(data.mime_type).toBe('image/png');
    expect(data.filename.endsWith('.png')).toBe(true);
  });

  it('refuses a text file named x.png declared image/png with 415: it cannot be read as an image', async () => {
    const res = await upload(org.editor.token, Buffer.from('just some text, not an image\n'.repeat(10)), {
      filename: 'x.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      // Not 'File type image/png is not allowed … image/png' (IMG-8): the type is fine, the bytes are not.
      message: IMAGE_MESSAGES.unreadable,
    });
  });

  it('refuses SVG and HTML whatever their declared type', async () => {
    for (const [content, type] of [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
      ['<html><script>alert(1)</script></html>', 'image/gif'],
    ] as const) {
      const res = await upload(org.editor.token, Buffer.from(content), {
        filename: 'x.gif',
        contentType: type,
      });
      expect(res.statusCode).toBe(415);
      // A type not allowed is named (docs/product.md §5); an allowed label on other bytes cannot be read.
      expect(res.json().message).toBe(
        type === 'image/svg+xml' ? IMAGE_MESSAGES.typeNotAllowed(type) : IMAGE_MESSAGES.unreadable,
      );
    }
  });

  it('refuses 11 MB as a hero image with 413 and the message of docs/product.md §5', async () => {
    const res = await upload(
      org.editor.token,
      jpegLookingBytes(11 * MB),
      { filename: 'huge.jpg' },
      '?purpose=hero',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size (11.00 MB) exceeds maximum allowed size (10 MB)',
    });
  });

  it('refuses 6 MB for the default purpose (5 MB) and for a logo', async () => {
    for (const query of ['', '?purpose=logo', '?purpose=image']) {
      const res = await upload(org.editor.token, jpegLookingBytes(6 * MB), { filename: 'big.jpg' }, query);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('File size (6.00 MB) exceeds maximum allowed size (5 MB)');
    }
  });

  it('takes the purpose from a field sent before the file', async () => {
    // 6 MB passes the hero limit (10 MB), so it gets as far as being read as an image.
    const hero = await upload(org.editor.token, jpegLookingBytes(6 * MB), { purpose: 'background' });
    expect(hero.statusCode).toBe(400);
    expect(hero.json().message).toBe(IMAGE_MESSAGES.unreadable);
    const late = await upload(org.editor.token, await pngImage(10, 10), { purposeAfter: 'hero' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(UPLOAD_READER_MESSAGES.purposeAfterFile);
    // The same answer whether the purpose came in the query or in the form.
    const purposeRefused = 'purpose: Must be one of image, hero, background, logo';
    const bad = await upload(org.editor.token, await pngImage(10, 10), {}, '?purpose=poster');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(purposeRefused);
    const badField = await upload(org.editor.token, await pngImage(10, 10), { purpose: 'poster' });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().message).toBe(purposeRefused);
    expect(badField.json().details[0].path).toBe('purpose');
  });

  it('refuses a decompression bomb (20000x20000 declared) before decoding it', async () => {
    const bomb = await pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    const res = await upload(org.editor.token, bomb, { filename: 'bomb.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(IMAGE_MESSAGES.tooManyPixels(20_000, 20_000));
    expect(20_000 * 20_000).toBeGreaterThan(IMAGE_MAX_INPUT_PIXELS);
  });

  it('answers a truncated or corrupt image with 400, never 500', async () => {
    const jpeg = await jpegImage(800, 600);
    for (const bytes of [jpeg.subarray(0, Math.floor(jpeg.length / 2)), jpegLookingBytes(5000)]) {
      const res = await upload(org.editor.token, bytes, { filename: 'broken.jpg' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_INPUT',
        message: IMAGE_MESSAGES.unreadable,
      });
    }
  });

  it('answers malformed requests with 4xx: no file, JSON body, cut-off multipart', async () => {
    const { app } = t.current;
    const noFile = await upload(org.editor.token, await pngImage(10, 10), { fieldName: 'picture' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(IMAGE_MESSAGES.noFile);

    const json = await app.inject({
      method: 'POST',
      url: '/api/foyer/uploads',
      payload: { file: 'x' },
      headers: bearer(org.editor.token),
    });
    expect(json.statusCode).toBe(415);

    const { payload, headers } = await multipartBody(await jpegImage(300, 200));
    const cut = await app.inject({
      method: 'POST',
      url: '/api/foyer/uploads',
      payload: payload.subarray(0, payload.length - 60),
      headers: { ...headers, ...bearer(org.editor.token) },
    });
    expect(cut.statusCode).toBe(400);
  });

  it('lets Editors and up upload; Viewers 403, no token 401', async () => {
    const png = await pngImage(20, 20);
    expect((await upload(org.viewer.token, png, { contentType: 'image/png' })).statusCode).toBe(403);
    expect((await upload(undefined, png, { contentType: 'image/png' })).statusCode).toBe(401);
    for (const member of [org.editor, org.admin, org.owner]) {
      expect((await upload(member.token, png, { contentType: 'image/png' })).statusCode).toBe(201);
    }
  });
});

describe.each(DIALECTS)('GET /api/foyer/uploads/files/:name on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers 304 to a matching If-None-Match', async () => {
    const { app } = t.current;
    const bytes = await pngImage(8, 8);
    const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.png`;
    await app.ctx.storage.put(name, bytes, 'image/png');
    const first = await app.inject({ method: 'GET', url: `/api/foyer/uploads/files/${name}` });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: `/api/foyer/uploads/files/${name}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 with the envelope for missing files and for names that are not content hashes', async () => {
    const { app } = t.current;
    for (const name of [
      `${'a'.repeat(64)}.png`,
      `${'a'.repeat(64)}.svg`,
      '..%2F..%2Ffoyer.db',
      '..%2Ffoyer.db',
      'foyer.db',
      `.${'a'.repeat(64)}.png`,
      `${'A'.repeat(64)}.png`,
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/foyer/uploads/files/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('uploads over a real HTTP connection (streamed multipart)', () => {
  const t = useTestApp('sqlite');
  let base: string;
  let org: OrgFixture;

  beforeAll(async () => {
    const { app } = t.current;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
    org = await createOrgFixture(app);
  });

  const send = (form: FormData, query = '') =>
    fetch(`${base}/api/foyer/uploads${query}`, {
      method: 'POST',
      body: form,
      headers: bearer(org.editor.token),
    });

  it('uploads a browser-style FormData with the purpose field before the file', async () => {
    const form = new FormData();
    form.append('purpose', 'hero');
    form.append('file', new Blob([await jpegImage(3000, 2000)], { type: 'image/jpeg' }), 'hero.jpg');
    const res = await send(form);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: UploadResult };
    expect(data.dimensions).toEqual({ width: 1620, height: 1080 });
    const file = await fetch(`${base}${data.image_url}`);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await file.arrayBuffer()).length).toBe(data.file_size);
  });

  it('reads an over-limit file to its end and answers 413 with its size', async () => {
    const form = new FormData();
    form.append('file', new Blob([jpegLookingBytes(7 * MB)], { type: 'image/jpeg' }), 'big.jpg');
    const res = await send(form, '?purpose=logo');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'File size (7.00 MB) exceeds maximum allowed size (5 MB)',
    );
  });
});
