import { describe, expect, it } from 'vitest';
import { BodyFrames, KEPT_BODY_FRAMES } from './body-frames';

/** The hub's encoded bodies (docs/decisions/devices-and-publishing.md DEV-18). */
describe('BodyFrames', () => {
  it('keeps a body in use while more than the kept number of others pass; the least recently sent go', () => {
    const frames = new BodyFrames();
    const hot = frames.of('hot', '{"theme":"hot"}');
    expect(hot.toString()).toBe('{"theme":"hot"}}\n\n');
    const firstOther = frames.of('other-0', '{"theme":"other-0"}');
    // A reconnect herd of screens showing many bodies, the hot one among them all along.
    for (let i = 1; i <= KEPT_BODY_FRAMES * 2; i += 1) {
      frames.of(`other-${i}`, `{"theme":"other-${i}"}`);
      // The same bytes: not encoded again.
      expect(frames.of('hot', '{"theme":"hot"}')).toBe(hot);
    }
    // One not sent since is encoded again when asked.
    const again = frames.of('other-0', '{"theme":"other-0"}');
    expect(again).not.toBe(firstOther);
    expect(again.equals(firstOther)).toBe(true);
  });
});
