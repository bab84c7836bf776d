import { Readable } from 'node:stream';
import type { Db } from '../../db/connection';
import { keyOfServedFileUrl, servedFileUrl } from './local';
import { contentTypeOfKey, requireStorageKey, type Storage } from './storage';

/**
 * Files in the database's `stored_files` table (STORAGE=database): every server instance on one
 * PostgreSQL database serves every upload without a bucket. Uploads are at most a few MB after
 * processing, which PostgreSQL holds comfortably; URLs are this server's file route, as for local
 * files, so nothing else changes.
 */
export function createDatabaseStorage(db: Db, now: () => Date = () => new Date()): Storage {
  return {
    kind: 'database',
    async put(key, bytes, contentType) {
      requireStorageKey(key);
      // A key names its content: a second put of it stores nothing new.
      await db
        .insertInto('stored_files')
        .values({
          key,
          content_type: contentType,
          size: bytes.length,
          bytes,
          created_at: now().toISOString(),
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      const row = await db
        .selectFrom('stored_files')
        .select(['bytes', 'size'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      return { body: Readable.from([Buffer.from(row.bytes)]), contentType, size: row.size };
    },
    async delete(key) {
      requireStorageKey(key);
      await db.deleteFrom('stored_files').where('key', '=', key).execute();
    },
    publicUrl: servedFileUrl,
    keyOfUrl: keyOfServedFileUrl,
    async check() {
      await db.selectFrom('stored_files').select('key').limit(1).execute();
    },
    async close() {},
  };
}
