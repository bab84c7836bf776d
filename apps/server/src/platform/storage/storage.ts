import type { Readable } from 'node:stream';
import { ServiceUnavailable } from '../errors';

/** A stored file as read back: its bytes as a stream, with what the HTTP answer needs. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live: the local disk (default) or an S3-compatible bucket. Keys are
 * content-hash file names (`<sha256>.<ext>`, see `isStorageKey`), so a key never changes
 * meaning and a put of an existing key stores the same bytes again.
 */
export interface Storage {
  readonly kind: 'local' | 's3' | 'database';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser (dashboard, player) loads the file from. */
  publicUrl(key: string): string;
  /** The key of a URL made by `publicUrl`, or null for any other URL. */
  keyOfUrl(url: string): string | null;
  /** Resolves when the store can take files now; rejects with the reason. For `/api/health`. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export const STORAGE_EXTENSIONS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type StorageExtension = keyof typeof STORAGE_EXTENSIONS;

const KEY = /^[0-9a-f]{64}\.(jpg|png|webp|gif)$/;

/** A content-hash file name: 64 lower-case hex digits, a dot and one of the four extensions. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** The content type of a key by its extension; null for anything that is not a storage key. */
export function contentTypeOfKey(key: string): string | null {
  const match = KEY.exec(key);
  return match ? STORAGE_EXTENSIONS[match[1] as StorageExtension] : null;
}

/** Long-lived and immutable: a key names one content forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Refuses a key that is not a content-hash name, so no path or odd name ever reaches a driver. */
export function requireStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/**
 * The driver with its outages (as `isOutage` tells them: a bucket that refuses connections, a full
 * disk) thrown as a 503 about the file storage, never mistaken for the database's
 * (docs/decisions/server.md SRV-14). Other errors pass as they are. `check` is left alone: the
 * health check logs its reason itself.
 */
export function reportingOutages(storage: Storage, isOutage: (error: unknown) => boolean): Storage {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw isOutage(error) ? new ServiceUnavailable('storage', { cause: error }) : error;
      }
    };
  return {
    ...storage,
    put: guard(storage.put),
    get: guard(storage.get),
    delete: guard(storage.delete),
  };
}
