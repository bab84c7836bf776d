import type { CSSProperties } from 'react';
import type { Rotation } from './fit-scale';
import { ScaledCanvas } from './scaled-canvas';
import {
  ResolvedThemeCanvas,
  themeOrientation,
  useResolvedTheme,
  type ThemeCanvasProps,
} from './theme-canvas';

export interface ThemePreviewProps extends ThemeCanvasProps {
  /** Turn the scaled canvas clockwise (see ScaledCanvas). */
  rotation?: Rotation;
  className?: string;
  style?: CSSProperties;
}

/**
 * A theme with its tenant list, drawn at 1920x1080 (1080x1920 in portrait) and scaled to fit the
 * parent box: the device cards, the theme builder canvas, the preview page and the screen itself.
 * The parent decides the box's size.
 */
export function ThemePreview({ rotation, className, style, ...canvas }: ThemePreviewProps) {
  const resolved = useResolvedTheme(canvas.theme);
  const orientation = themeOrientation(resolved, canvas.orientation);
  return (
    <ScaledCanvas orientation={orientation} rotation={rotation} className={className} style={style}>
      <ResolvedThemeCanvas {...canvas} orientation={orientation} resolved={resolved} />
    </ScaledCanvas>
  );
}
