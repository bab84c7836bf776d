import { describe, expect, it } from 'vitest';
import { canvasSize, fitScale } from './fit-scale';

describe('fitScale', () => {
  it('fits the landscape canvas into a 16:9 card by width', () => {
    expect(fitScale({ width: 340, height: 191.25 }, 'landscape')).toBeCloseTo(340 / 1920);
  });
  it('is limited by the tighter side', () => {
    expect(fitScale({ width: 1920, height: 540 }, 'landscape')).toBe(0.5);
    expect(fitScale({ width: 1080, height: 960 }, 'portrait')).toBe(0.5);
  });
  it('swaps the canvas in portrait and answers 0 for an empty box', () => {
    expect(canvasSize('portrait')).toEqual({ width: 1080, height: 1920 });
    expect(fitScale({ width: 0, height: 100 }, 'landscape')).toBe(0);
  });
});
