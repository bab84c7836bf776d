import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '@foyer/shared';

export type Orientation = 'landscape' | 'portrait';

/** The canvas a theme is drawn on: 1920x1080, swapped in portrait. */
export function canvasSize(orientation: Orientation): { width: number; height: number } {
  return orientation === 'portrait'
    ? { width: PREVIEW_HEIGHT, height: PREVIEW_WIDTH }
    : { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT };
}

/** The largest scale at which the canvas fits inside the box without cropping. */
export function fitScale(box: { width: number; height: number }, orientation: Orientation): number {
  const canvas = canvasSize(orientation);
  if (box.width <= 0 || box.height <= 0) return 0;
  return Math.min(box.width / canvas.width, box.height / canvas.height);
}
