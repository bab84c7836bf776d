import { describe, expect, it } from 'vitest';
import { bundleOrientation } from '@foyer/display';
import { rotationOverride, screenRotation } from './rotation';

const bundle = (orientation?: string) =>
  ({
    data: { theme: { layoutOptions: { orientation } } },
  }) as unknown as Parameters<typeof bundleOrientation>[0];

describe('screen rotation', () => {
  const landscape = { width: 1920, height: 1080 };
  const portrait = { width: 1080, height: 1920 };

  it('reads the orientation of the bundle theme; auto draws landscape', () => {
    expect(bundleOrientation(bundle('portrait'))).toBe('portrait');
    expect(bundleOrientation(bundle('auto'))).toBe('landscape');
    expect(bundleOrientation(bundle())).toBe('landscape');
  });

  it('turns the canvas when it and the window disagree', () => {
    expect(screenRotation('landscape', landscape, null)).toBe(0);
    expect(screenRotation('portrait', portrait, null)).toBe(0);
    expect(screenRotation('portrait', landscape, null)).toBe(90);
    expect(screenRotation('landscape', portrait, null)).toBe(90);
  });

  it('lets ?rotate= decide', () => {
    expect(rotationOverride('?rotate=270')).toBe(270);
    expect(rotationOverride('?rotate=45')).toBeNull();
    expect(rotationOverride('')).toBeNull();
    expect(screenRotation('portrait', landscape, 270)).toBe(270);
    expect(screenRotation('landscape', landscape, 180)).toBe(180);
  });
});
