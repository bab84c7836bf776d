import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, IMMUTABLE_CACHE_CONTROL, type Storage } from './index';
import { bucketUrl } from './s3';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const keyOf = (bytes: Buffer, extension: string) =>
  `${crypto.createHash('sha256').update(bytes).digest('hex')}.${extension}`;

const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(256),
]);

/** What every driver must do; `fetchPublic` loads a public URL the way a browser would. */
function behavesLikeStorage(storage: () => Storage, fetchPublic: (url: string) => Promise<Response>) {
  it('puts, gets, serves by its public URL and deletes a file', async () => {
    const s = storage();
    const key = keyOf(PNG_BYTES, 'png');
    await s.put(key, PNG_BYTES, 'image/png');

    const file = await s.get(key);
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe('image/png');
    expect(file?.size).toBe(PNG_BYTES.length);
    expect(file && (await readAll(file.body))).toEqual(PNG_BYTES);

    const url = s.publicUrl(key);
    expect(s.keyOfUrl(url)).toBe(key);
    const res = await fetchPublic(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);

    await s.delete(key);
    expect(await s.get(key)).toBeNull();
    expect((await fetchPublic(url)).status).toBe(404);
    // Deleting again is not an error.
    await s.delete(key);
  });

  it('stores the same content under the same key twice without harm', async () => {
    const s = storage();
    const bytes = Buffer.concat([PNG_BYTES, Buffer.from('again')]);
    const key = keyOf(bytes, 'png');
    await s.put(key, bytes, 'image/png');
    await s.put(key, bytes, 'image/png');
    const file = await s.get(key);
    expect(file && (await readAll(file.body))).toEqual(bytes);
  });

  it('answers null for missing files and refuses names that are not content-hash keys', async () => {
    const s = storage();
    expect(await s.get(`${'0'.repeat(64)}.png`)).toBeNull();
    for (const bad of ['../foyer.db', 'foyer.db', `${'0'.repeat(64)}.svg`, `../${'0'.repeat(64)}.png`]) {
      expect(await s.get(bad)).toBeNull();
      await expect(s.put(bad, PNG_BYTES, 'image/png')).rejects.toThrow(/Not a storage key/);
      await expect(s.delete(bad)).rejects.toThrow(/Not a storage key/);
      expect(s.keyOfUrl(`/api/foyer/uploads/files/${bad}`)).toBeNull();
    }
    expect(s.keyOfUrl('https://example.com/a.png')).toBeNull();
  });

  it('passes its health check', async () => {
    await expect(storage().check()).resolves.toBeUndefined();
  });
}

describe('local storage', () => {
  let dir: string;
  let storage: Storage;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-storage-'));
    storage = createStorage({ kind: 'local', dir: path.join(dir, 'uploads') });
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  // The server serves the public URL (GET /api/foyer/uploads/files/:name): read the file it would send.
  behavesLikeStorage(
    () => storage,
    async (url) => {
      const key = storage.keyOfUrl(url);
      const file = key ? await storage.get(key) : null;
      if (!file) return new Response(null, { status: 404 });
      return new Response(await readAll(file.body), { headers: { 'content-type': file.contentType } });
    },
  );

  it('keeps files flat under DATA_DIR/uploads, named by key, with no temporary files left', async () => {
    const key = keyOf(Buffer.from('flat'), 'gif');
    await storage.put(key, Buffer.from('GIF89a flat'), 'image/gif');
    expect(await fs.readdir(path.join(dir, 'uploads'))).toContain(key);
    expect((await fs.readdir(path.join(dir, 'uploads'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(storage.publicUrl(key)).toBe(`/api/foyer/uploads/files/${key}`);
  });

  it('leaves no probe file behind and fails its health check when the folder cannot be written', async () => {
    await storage.check();
    expect((await fs.readdir(path.join(dir, 'uploads'))).filter((f) => f.startsWith('.'))).toEqual([]);
    // A file where the folder should be: fails even for root, who ignores permissions.
    const blocked = path.join(dir, 'blocked');
    await fs.writeFile(blocked, 'not a folder');
    await expect(createStorage({ kind: 'local', dir: blocked }).check()).rejects.toThrow();
  });
});

describe('S3 storage against s3rver', () => {
  let dir: string;
  let server: S3rver;
  let storage: Storage;
  let endpoint: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'foyer', configs: [] }],
    });
    const { address, port } = await server.run();
    endpoint = `http://${address}:${port}`;
    storage = createStorage({
      kind: 's3',
      endpoint,
      bucket: 'foyer',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    await storage?.close();
    await server?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  behavesLikeStorage(
    () => storage,
    (url) => fetch(url),
  );

  it('makes path-style public URLs on the endpoint and stores the immutable cache header', async () => {
    const key = keyOf(PNG_BYTES, 'png');
    expect(storage.publicUrl(key)).toBe(`${endpoint}/foyer/${key}`);
    await storage.put(key, PNG_BYTES, 'image/png');
    const res = await fetch(storage.publicUrl(key));
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    await storage.delete(key);
  });

  it('fails its health check for a bucket that does not exist', async () => {
    const missing = createStorage({
      kind: 's3',
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    try {
      await expect(missing.check()).rejects.toThrow();
    } finally {
      await missing.close();
    }
  });

  it('uses the regional AWS endpoint when S3_ENDPOINT is not set', () => {
    expect(
      bucketUrl({
        kind: 's3',
        endpoint: undefined,
        bucket: 'lobby-images',
        region: 'eu-west-1',
        accessKeyId: undefined,
        secretAccessKey: undefined,
      }),
    ).toBe('https://s3.eu-west-1.amazonaws.com/lobby-images');
  });
});
