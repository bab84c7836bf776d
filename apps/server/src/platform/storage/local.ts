import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isStorageKey, requireStorageKey, type Storage } from './storage';

/** Where the server answers local files: `GET {LOCAL_FILES_PATH}/<key>` (see modules/images/routes.ts). */
export const LOCAL_FILES_PATH = '/api/foyer/uploads/files';

/** The URL of a file this server answers itself (local and database storage). */
export function servedFileUrl(key: string): string {
  requireStorageKey(key);
  return `${LOCAL_FILES_PATH}/${key}`;
}

/** The key of a URL made by `servedFileUrl`, or null for any other URL. */
export function keyOfServedFileUrl(url: string): string | null {
  const prefix = `${LOCAL_FILES_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isStorageKey(key) ? key : null;
}

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

// The disk is full, read-only, failing or closed to us: no file can be stored until someone acts.
const DISK_FAULTS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EACCES', 'EPERM']);

/** A fault of the uploads folder's disk, answered 503 about the file storage. */
export function isDiskFault(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && DISK_FAULTS.has(code);
}

/**
 * Files under `dir` (DATA_DIR/uploads), flat, by key. Writes go to a temporary file renamed into
 * place, so a reader never sees half a file. URLs are relative (`/api/foyer/uploads/files/<key>`):
 * the dashboard and the screens load them from the server they talk to, whatever its address.
 */
export function createLocalStorage(dir: string): Storage {
  const fileOf = (key: string) => {
    requireStorageKey(key);
    return path.join(dir, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await fsp.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${key}.${crypto.randomBytes(6).toString('hex')}.tmp`);
      try {
        await fsp.writeFile(temp, bytes, { flag: 'wx' });
        await fsp.rename(temp, file);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      const file = path.join(dir, key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, fs.constants.O_RDONLY);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here and closes it when done.
        return { body: handle.createReadStream(), contentType, size: stat.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    publicUrl: servedFileUrl,
    keyOfUrl: keyOfServedFileUrl,
    async check() {
      // A real write and read-back: a full disk or a read-only mount passes a permission check.
      await fsp.mkdir(dir, { recursive: true });
      const probe = path.join(dir, `.health-${crypto.randomBytes(6).toString('hex')}.tmp`);
      try {
        await fsp.writeFile(probe, 'ok', { flag: 'wx' });
        if ((await fsp.readFile(probe, 'utf8')) !== 'ok') throw new Error('The probe file read back wrong');
      } finally {
        await fsp.rm(probe, { force: true });
      }
    },
    async close() {},
  };
}
