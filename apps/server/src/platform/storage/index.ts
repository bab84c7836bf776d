import type { Db } from '../../db/connection';
import type { StorageConfig } from '../config';
import { createDatabaseStorage } from './database';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export * from './storage';
export { LOCAL_FILES_PATH } from './local';

/**
 * The storage STORAGE chose: local disk under DATA_DIR/uploads, an S3-compatible bucket, or the
 * database (`db`, needed for that one) so that several instances share uploads without a bucket.
 */
export function createStorage(config: StorageConfig, db?: Db): Storage {
  if (config.kind === 's3') return createS3Storage(config);
  if (config.kind === 'local') return createLocalStorage(config.dir);
  if (!db) throw new Error('STORAGE=database needs the database');
  return createDatabaseStorage(db);
}
