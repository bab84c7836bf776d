import type { Db } from '../../db/connection';
import type { StorageConfig } from '../config';
import { createDatabaseStorage } from './database';
import { createLocalStorage, isDiskFault } from './local';
import { createS3Storage, isS3Outage } from './s3';
import { reportingOutages, type Storage } from './storage';

export * from './storage';
export { LOCAL_FILES_PATH } from './local';

/**
 * The storage STORAGE chose: local disk under DATA_DIR/uploads, an S3-compatible bucket, or the
 * database (`db`, needed for that one) so that several instances share uploads without a bucket.
 * The database driver's faults are the database's, and answered as such.
 */
export function createStorage(config: StorageConfig, db?: Db): Storage {
  if (config.kind === 's3') return reportingOutages(createS3Storage(config), isS3Outage);
  if (config.kind === 'local') return reportingOutages(createLocalStorage(config.dir), isDiskFault);
  if (!db) throw new Error('STORAGE=database needs the database');
  return createDatabaseStorage(db);
}
