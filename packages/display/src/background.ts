import type { ThemeContent } from '@foyer/shared';
import type { CSSProperties } from 'react';

type ImageFit = ThemeContent['background']['imageFit'];

/** CSS background-size for a theme's image fit; 'fill' stretches, 'none' keeps the natural size. */
export function backgroundSize(fit: ImageFit): string {
  switch (fit) {
    case 'contain':
      return 'contain';
    case 'fill':
      return '100% 100%';
    case 'none':
      return 'auto';
    case 'cover':
      return 'cover';
  }
}

/** A CSS url() with the address quoted, so quotes or parentheses in it cannot break out. */
export const cssUrl = (url: string): string => `url(${JSON.stringify(url)})`;

/**
 * The canvas background (docs/product.md §3 background): the colour, a linear gradient at its angle, or an
 * image at its fit over the colour. A gradient without stops or an image without address falls
 * back to the colour.
 */
export function backgroundStyle(theme: Pick<ThemeContent, 'colors' | 'background'>): CSSProperties {
  const base: CSSProperties = { backgroundColor: theme.colors.background };
  const { type, gradient, imageUrl, imageFit } = theme.background;
  if (type === 'gradient' && gradient) {
    return {
      ...base,
      backgroundImage: `linear-gradient(${gradient.angle}deg, ${gradient.from}, ${gradient.to})`,
    };
  }
  if (type === 'image' && imageUrl) {
    return {
      ...base,
      backgroundImage: cssUrl(imageUrl),
      backgroundSize: backgroundSize(imageFit),
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
    };
  }
  return base;
}

/** The four sides of the content padding: `all` when uniform, else each side (docs/product.md §3 layoutOptions). */
export function contentPadding(options: ThemeContent['layoutOptions']): {
  top: number;
  right: number;
  bottom: number;
  left: number;
} {
  const p = options.contentPadding;
  return options.uniformPadding
    ? { top: p.all, right: p.all, bottom: p.all, left: p.all }
    : { top: p.top, right: p.right, bottom: p.bottom, left: p.left };
}
