import type { Orientation, Rotation } from '@foyer/display';

export type { Rotation };

/** `?rotate=90` on the player's address: the installer's choice for a screen mounted the other way. */
export function rotationOverride(search: string): Rotation | null {
  const value = new URLSearchParams(search).get('rotate');
  return value === '0' || value === '90' || value === '180' || value === '270'
    ? (Number(value) as Rotation)
    : null;
}

/**
 * How far to turn the canvas: a portrait theme on a screen whose browser runs landscape (a TV
 * hung on its side) is turned a quarter clockwise, and a landscape theme in a portrait window
 * likewise, so the directory fills the glass upright. `?rotate=` overrides.
 */
export function screenRotation(
  orientation: Orientation,
  window: { width: number; height: number },
  override: Rotation | null,
): Rotation {
  if (override !== null) return override;
  const windowPortrait = window.height > window.width;
  return windowPortrait === (orientation === 'portrait') ? 0 : 90;
}
