import { resolveTheme } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { backgroundSize, backgroundStyle, contentPadding } from './background';

describe('backgroundStyle', () => {
  it('paints the background colour by default', () => {
    expect(backgroundStyle(resolveTheme({ colors: { background: '#101010' } }))).toEqual({
      backgroundColor: '#101010',
    });
  });
  it('draws a gradient at its angle over the colour', () => {
    const theme = resolveTheme({
      background: { type: 'gradient', gradient: { from: '#667eea', to: '#764ba2', angle: 45 } },
    });
    expect(backgroundStyle(theme)).toEqual({
      backgroundColor: '#ffffff',
      backgroundImage: 'linear-gradient(45deg, #667eea, #764ba2)',
    });
  });
  it('draws an image at its fit, and falls back to the colour without stops or address', () => {
    const image = resolveTheme({
      background: { type: 'image', imageUrl: 'https://example.test/lobby(1).jpg', imageFit: 'fill' },
    });
    expect(backgroundStyle(image)).toMatchObject({
      backgroundImage: 'url("https://example.test/lobby(1).jpg")',
      backgroundSize: '100% 100%',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
    });
    expect(backgroundStyle(resolveTheme({ background: { type: 'image', imageUrl: '' } }))).toEqual({
      backgroundColor: '#ffffff',
    });
    expect(backgroundStyle(resolveTheme({ background: { type: 'gradient', gradient: null } }))).toEqual({
      backgroundColor: '#ffffff',
    });
  });
  it('maps every fit to a background size', () => {
    expect(['cover', 'contain', 'fill', 'none'].map((fit) => backgroundSize(fit as 'cover'))).toEqual([
      'cover',
      'contain',
      '100% 100%',
      'auto',
    ]);
  });
});

describe('contentPadding', () => {
  it('uses `all` when uniform, else each side', () => {
    const sides = { all: 10, top: 1, right: 2, bottom: 3, left: 4 };
    expect(contentPadding(resolveTheme({ layoutOptions: { contentPadding: sides } }).layoutOptions)).toEqual({
      top: 10,
      right: 10,
      bottom: 10,
      left: 10,
    });
    expect(
      contentPadding(
        resolveTheme({ layoutOptions: { uniformPadding: false, contentPadding: sides } }).layoutOptions,
      ),
    ).toEqual({ top: 1, right: 2, bottom: 3, left: 4 });
  });
});
