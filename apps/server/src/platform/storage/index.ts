import type { StorageConfig } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export * from './storage';
export { LOCAL_FILES_PATH } from './local';

/** The storage STORAGE chose: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
