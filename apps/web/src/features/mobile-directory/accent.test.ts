import { describe, expect, it } from 'vitest';
import { accentColors, NEUTRAL_ACCENT } from './accent';

describe('accentColors (docs/product.md §11)', () => {
  it('keeps a mid-tone colour in light mode, and a light one in dark mode', () => {
    expect(accentColors('#0f766e')).toEqual({ light: '#0f766e', dark: NEUTRAL_ACCENT.dark, bar: '#0f766e' });
    expect(accentColors('#fde047')).toEqual({ light: NEUTRAL_ACCENT.light, dark: '#fde047', bar: '#fde047' });
  });

  it('falls back to neutrals for no colour, an unreadable one or a see-through one', () => {
    const neutral = { light: NEUTRAL_ACCENT.light, dark: NEUTRAL_ACCENT.dark, bar: null };
    expect(accentColors('')).toEqual(neutral);
    expect(accentColors('not a colour')).toEqual(neutral);
    expect(accentColors('rgba(15, 118, 110, 0.5)')).toEqual(neutral);
  });
});
