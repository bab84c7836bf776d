import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { isConnectionFault } from '../connection-faults';
import {
  contentTypeOfKey,
  IMMUTABLE_CACHE_CONTROL,
  isStorageKey,
  requireStorageKey,
  type Storage,
} from './storage';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

// The SDK costs ~20 MB of memory: loaded on the first storage call (docs/product.md §7 "a storage provider
// loaded on demand"), never by a server that stores locally.
type Sdk = typeof S3Sdk;
let sdk: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> => (sdk ??= import('@aws-sdk/client-s3'));

function isNotFound(error: unknown, { S3ServiceException }: Sdk): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * The store cannot be used now: no connection (refused, reset, no answer in time, no such host)
 * or the store's own 5xx (InternalError, ServiceUnavailable, SlowDown), after the SDK's retries.
 * Told by the error's fields, so the SDK need not be loaded to tell.
 */
export function isS3Outage(error: unknown): boolean {
  if (isConnectionFault(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (name === 'TimeoutError') return true;
  const status = $metadata?.httpStatusCode;
  return typeof status === 'number' && status >= 500;
}

/** Path-style base URL of the bucket: `{endpoint}/{bucket}`, or AWS's regional endpoint. */
export function bucketUrl(config: S3StorageConfig): string {
  const endpoint = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/+$/, '');
  return `${endpoint}/${encodeURIComponent(config.bucket)}`;
}

/**
 * Any S3-compatible store (AWS S3, MinIO, Ceph, R2...) through AWS SDK v3. Path-style addressing,
 * so a custom endpoint needs no wildcard DNS. Files carry their content type and the immutable
 * cache header, and browsers load them straight from the bucket: the bucket (or a CDN in front
 * of S3_ENDPOINT) must allow public reads of its objects; no ACL is sent, since many buckets
 * refuse ACLs. Without S3_ACCESS_KEY_ID the SDK uses the machine's credentials (IAM role).
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  let client: Promise<{ s3: S3Client; sdk: Sdk }> | undefined;
  const connect = () =>
    (client ??= loadSdk().then((loaded) => ({ sdk: loaded, s3: newClient(loaded, config) })));
  const base = bucketUrl(config);
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      requireStorageKey(key);
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          // In Node the SDK's body is an http.IncomingMessage, a Readable.
          body: object.Body as Readable,
          contentType,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error, sdk)) return null;
        throw error;
      }
    },
    async delete(key) {
      requireStorageKey(key);
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl(key) {
      requireStorageKey(key);
      return `${base}/${key}`;
    },
    keyOfUrl(url) {
      const prefix = `${base}/`;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isStorageKey(key) ? key : null;
    },
    async check() {
      // One read-only request that fails on a wrong endpoint, bucket or credentials; it needs
      // s3:ListBucket on the bucket. No object is written: health probes come every few seconds.
      const { s3, sdk } = await connect();
      await s3.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    async close() {
      if (client) (await client).s3.destroy();
    },
  };
}

function newClient({ S3Client }: Sdk, config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
