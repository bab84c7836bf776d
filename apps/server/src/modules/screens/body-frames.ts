import { Lru } from '../../platform/lru';

/** Bodies' encoded bytes kept by the hub: a publish to 10,000 screens of one content encodes it once. */
export const KEPT_BODY_FRAMES = 64;

/**
 * The end of a bundle frame, a body's bytes, encoded once and written to every screen showing
 * that body (docs/decisions/devices-and-publishing.md DEV-18). The least recently sent go first,
 * so a body in use stays while a reconnect herd passes more than 64 others.
 */
export class BodyFrames {
  private readonly kept = new Lru<string, Buffer>(KEPT_BODY_FRAMES);

  /** `shared`: the end of the bundle's JSON (`bundleJsonParts`), the same for every bundle naming the body. */
  of(bodyId: string, shared: string): Buffer {
    let bytes = this.kept.get(bodyId);
    if (!bytes) {
      bytes = Buffer.from(`${shared}}\n\n`);
      this.kept.set(bodyId, bytes);
    }
    return bytes;
  }
}
