import { Lru } from '../../platform/lru';
import { bundleDataPartsOf, bundleHeadOf, type BundleRow } from '../publishing/service';

/*
 * A stored bundle as the JSON text of the API's PublishedBundle, composed from the row without
 * parsing its 20 KB documents: `bundle_settings`, the device copy and the shared body are stored
 * as JSON text written by the publish call, so they are spliced in as they are. Saves a parse, a
 * validation and a serialization per screen on the paths that send whole bundles (poll 200, stream).
 */
export function bundleJsonParts(row: BundleRow): { own: string; shared: string } {
  const head = JSON.stringify(bundleHeadOf(row));
  const data = bundleDataPartsOf(row);
  return {
    own: `${head.slice(0, -1)},"bundle_settings":${row.bundle_settings},"data":${data.own}`,
    shared: `${data.shared}}`,
  };
}

export function bundleJson(row: BundleRow): string {
  const { own, shared } = bundleJsonParts(row);
  return own + shared;
}

/** `ETag` of a bundle version (a strong validator: the version names the whole document). */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/** True when an `If-None-Match` header names `etag` (or `*`); weak forms compare equal (RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const candidate = part.trim();
    if (candidate === '*' || candidate === etag || candidate === `W/${etag}`) return true;
  }
  return false;
}

interface CachedEnvelope {
  bundleId: string;
  version: number;
  json: string;
}

const LIMIT = 2_000;

/**
 * The 200 answer of the bundle poll per device, kept while the device's newest bundle is the same;
 * the least recently asked go first.
 */
export class EnvelopeCache {
  private readonly byDevice = new Lru<string, CachedEnvelope>(LIMIT);

  get(deviceId: string, bundleId: string, version: number): string | undefined {
    const cached = this.byDevice.get(deviceId);
    return cached && cached.bundleId === bundleId && cached.version === version ? cached.json : undefined;
  }

  set(row: BundleRow): string {
    const json = `{"success":true,"data":${bundleJson(row)}}`;
    this.byDevice.set(row.device_id, { bundleId: row.id, version: Number(row.version), json });
    return json;
  }

  forget(deviceId: string): void {
    this.byDevice.delete(deviceId);
  }
}
