import { PREVIEW_REMEASURE_MS } from '@foyer/shared';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { canvasPlacement, canvasSize, type Orientation, type Rotation } from './fit-scale';

export interface ScaledCanvasProps {
  /** The canvas drawn inside: 1920x1080 in landscape, 1080x1920 in portrait. */
  orientation: Orientation;
  /** Turn the canvas clockwise, e.g. 90 to show a portrait theme on a screen whose browser runs landscape. */
  rotation?: Rotation;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Fills its parent box and shows its child canvas scaled to fit, centred, never cropped. The box
 * is measured with a ResizeObserver, and once more after 200 ms (docs/product.md §9) for boxes whose size
 * settles late (fonts, animated panels).
 */
export function ScaledCanvas({ orientation, rotation = 0, children, className, style }: ScaledCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });

  useLayoutEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const measure = () =>
      setBox((old) => {
        const next = { width: element.clientWidth, height: element.clientHeight };
        return old.width === next.width && old.height === next.height ? old : next;
      });
    measure();
    const timer = setTimeout(measure, PREVIEW_REMEASURE_MS);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);

  const canvas = canvasSize(orientation);
  const { scale, transform } = canvasPlacement(box, orientation, rotation);
  return (
    <div
      ref={boxRef}
      className={className}
      data-scale={scale}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', ...style }}
    >
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: canvas.width,
          height: canvas.height,
          transform,
          transformOrigin: '0 0',
        }}
      >
        {children}
      </div>
    </div>
  );
}
