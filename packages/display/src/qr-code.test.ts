import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code';

/** The drawn path as a phone camera sees it: `scale` pixels a module, dark on white. */
function rasterize(value: string, scale = 6) {
  const { path, modules } = qrPath(value);
  const side = modules * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  // Each run is 'M{x} {y}h{w}v1h{-w}z'.
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
    }
  }
  return { pixels, side };
}

describe('the directory QR code', () => {
  it.each([
    'https://foyer.example/directory/sample',
    'https://lobby.kaiserhof-frankfurt.de/directory/3f9c2a7e-5b1d-4c8e-9a6f-2d7b8e1c4a90',
  ])('scans back to the address it was drawn for: %s', (url) => {
    const { pixels, side } = rasterize(url);
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });

  it('keeps a quiet zone of four light modules on every side', () => {
    const { path, modules } = qrPath('https://foyer.example/directory/sample');
    const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [
      Number(x),
      Number(y),
      Number(w),
    ]);
    expect(Math.min(...runs.map(([x]) => x ?? 0))).toBe(4);
    expect(Math.min(...runs.map(([, y]) => y ?? 0))).toBe(4);
    expect(Math.max(...runs.map(([x, , w]) => (x ?? 0) + (w ?? 0)))).toBe(modules - 4);
    expect(Math.max(...runs.map(([, y]) => (y ?? 0) + 1))).toBe(modules - 4);
  });
});
