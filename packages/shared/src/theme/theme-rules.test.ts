import { describe, expect, it } from 'vitest';
import { changeBackgroundType, toggleGradient } from './background-transitions';
import { layoutAfterOrientationChange, layoutCardsFor } from './layout-cards';
import { splitSizes } from './size-split';
import { PRESET_GRADIENTS, THEME_DEFAULTS } from './theme-defaults';

const bg = {
  type: 'image' as const,
  imageUrl: 'https://x.test/a.jpg',
  imageFit: 'cover' as const,
  gradient: { from: '#000', to: '#fff', angle: 10 },
};

describe('size sliders (docs/product.md §4)', () => {
  it('always sum to 100 and stay within 20..80', () => {
    expect(splitSizes('imageSize', 65)).toEqual({ imageSize: 65, tenantListSize: 35 });
    expect(splitSizes('tenantListSize', 70)).toEqual({ imageSize: 30, tenantListSize: 70 });
    expect(splitSizes('imageSize', 95)).toEqual({ imageSize: 80, tenantListSize: 20 });
    expect(splitSizes('tenantListSize', 3)).toEqual({ imageSize: 80, tenantListSize: 20 });
  });
});

describe('background type transitions (docs/product.md §4)', () => {
  it('to gradient picks one of the eight presets', () => {
    expect(PRESET_GRADIENTS).toHaveLength(8);
    expect(changeBackgroundType(bg, 'gradient', () => 0).gradient).toEqual(PRESET_GRADIENTS[0]);
    expect(changeBackgroundType(bg, 'gradient', () => 0.999).gradient).toEqual(PRESET_GRADIENTS[7]);
  });
  it('to colour clears gradient and image; to image clears the gradient only', () => {
    expect(changeBackgroundType(bg, 'color')).toEqual({ ...bg, type: 'color', gradient: null, imageUrl: '' });
    expect(changeBackgroundType(bg, 'image')).toEqual({ ...bg, type: 'image', gradient: null });
  });
  it("'Use Gradient' starts from the background colour to #f3f4f6 at 0 degrees, and back", () => {
    const on = toggleGradient(bg, '#123456', true);
    expect(on).toMatchObject({ type: 'gradient', gradient: { from: '#123456', to: '#f3f4f6', angle: 0 } });
    expect(toggleGradient(on, '#123456', false)).toMatchObject({ type: 'color', gradient: null });
  });
});

describe('layout cards by orientation (docs/product.md §2)', () => {
  it('Auto shows all seven; landscape the horizontal; portrait the vertical', () => {
    expect(layoutCardsFor('auto')).toHaveLength(7);
    expect(layoutCardsFor('landscape').map((c) => c.label)).toEqual([
      'Simple List',
      'Horizontal Split',
      'Two Column',
      'Image Only',
    ]);
    expect(layoutCardsFor('portrait').map((c) => c.label)).toEqual([
      'Vertical List',
      'Tenant + Image',
      'Image Only',
    ]);
  });
  it('selects the first matching layout when the orientation changes', () => {
    expect(layoutAfterOrientationChange('portrait', 'twoColumn')).toBe('list-simple');
    expect(layoutAfterOrientationChange('landscape', 'imageTenant')).toBe('list-simple');
    expect(layoutAfterOrientationChange('auto', 'imageTenant')).toBe('imageTenant');
    expect(THEME_DEFAULTS.layout).toBe('list-simple');
  });
});
