import { type BackgroundType, GRADIENT_TOGGLE_TO, PRESET_GRADIENTS } from './theme-defaults';
import type { ThemeContent } from './theme-schema';

type Background = ThemeContent['background'];

/**
 * docs/product.md §4 Background type: to gradient picks one of the eight presets at random; to colour clears
 * the gradient and the image; to image clears the gradient. `random` is injectable for tests.
 */
export function changeBackgroundType(
  background: Background,
  type: BackgroundType,
  random: () => number = Math.random,
): Background {
  switch (type) {
    case 'gradient': {
      const index = Math.min(PRESET_GRADIENTS.length - 1, Math.floor(random() * PRESET_GRADIENTS.length));
      return {
        ...background,
        type,
        gradient: { ...(PRESET_GRADIENTS[index] as (typeof PRESET_GRADIENTS)[number]) },
      };
    }
    case 'color':
      return { ...background, type, gradient: null, imageUrl: '' };
    case 'image':
      return { ...background, type, gradient: null };
  }
}

/**
 * docs/product.md §4: the 'Use Gradient' checkbox in Colors. On: a gradient from the background colour to
 * #f3f4f6 at 0 degrees. Off: back to a plain colour without gradient.
 */
export function toggleGradient(background: Background, backgroundColor: string, on: boolean): Background {
  return on
    ? {
        ...background,
        type: 'gradient',
        gradient: { from: backgroundColor, to: GRADIENT_TOGGLE_TO, angle: 0 },
      }
    : { ...background, type: 'color', gradient: null };
}
