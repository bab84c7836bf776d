import { describe, expect, it } from 'vitest';
import { canvasPlacement, canvasSize, fitScale } from './fit-scale';

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

describe('canvasPlacement', () => {
  it('scales the canvas to fit and centres it with whole-pixel offsets', () => {
    expect(canvasPlacement({ width: 960, height: 600 }, 'landscape')).toEqual({
      scale: 0.5,
      transform: 'translate(0px, 30px) scale(0.5)',
    });
    expect(canvasPlacement({ width: 0, height: 600 }, 'landscape').scale).toBe(0);
  });
  it('turns a portrait canvas to fill a landscape box', () => {
    const placed = canvasPlacement({ width: 1920, height: 1080 }, 'portrait', 90);
    expect(placed.scale).toBe(1);
    // Turned about its top-left corner, the canvas lands left of the box: shifted back by its turned width.
    expect(placed.transform).toBe('translate(1920px, 0px) rotate(90deg) scale(1)');
    expect(canvasPlacement({ width: 1920, height: 1080 }, 'portrait', 270).transform).toBe(
      'translate(0px, 1080px) rotate(270deg) scale(1)',
    );
    expect(canvasPlacement({ width: 1920, height: 1080 }, 'landscape', 180).transform).toBe(
      'translate(1920px, 1080px) rotate(180deg) scale(1)',
    );
  });
});
