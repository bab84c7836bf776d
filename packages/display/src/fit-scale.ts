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

export type Rotation = 0 | 90 | 180 | 270;

/**
 * Where a canvas goes in a box: scaled to fit (after turning it by `rotation` clockwise) and centred.
 * The transform's origin is the canvas's top-left corner; left and top are whole pixels so text is
 * not drawn between pixels.
 */
export function canvasPlacement(
  box: { width: number; height: number },
  orientation: Orientation,
  rotation: Rotation = 0,
): { scale: number; transform: string } {
  const canvas = canvasSize(orientation);
  const turned = rotation === 90 || rotation === 270;
  const fitted = turned ? { width: canvas.height, height: canvas.width } : canvas;
  const scale =
    box.width <= 0 || box.height <= 0 ? 0 : Math.min(box.width / fitted.width, box.height / fitted.height);
  const left = Math.round((box.width - fitted.width * scale) / 2);
  const top = Math.round((box.height - fitted.height * scale) / 2);
  // Turning about the top-left corner moves the canvas out of the box; shift it back by its size.
  const shift = {
    0: [left, top],
    90: [left + canvas.height * scale, top],
    180: [left + canvas.width * scale, top + canvas.height * scale],
    270: [left, top + canvas.width * scale],
  }[rotation];
  const [x = 0, y = 0] = shift;
  const turn = rotation ? ` rotate(${rotation}deg)` : '';
  return { scale, transform: `translate(${x}px, ${y}px)${turn} scale(${scale})` };
}
