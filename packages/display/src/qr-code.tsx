import { correction, generate } from 'lean-qr';
import { useMemo } from 'react';

/** Light modules kept around the code: the quiet zone of 4 the QR standard asks for. */
const QUIET_MODULES = 4;

/**
 * The SVG path of a QR code's dark modules, one rectangle per run of a row, in module units:
 * drawn on the device, no outside service (docs/product.md §11, Mobile directory). At least medium error correction,
 * which survives glare on a TV's glass. lean-qr: a few KB, where the old TVs' bundle has little room.
 */
export function qrPath(value: string): { path: string; modules: number } {
  const modules = generate(value, { minCorrectionLevel: correction.M });
  const size = modules.size;
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(x, y)) x++;
      path += `M${start + QUIET_MODULES} ${y + QUIET_MODULES}h${x - start}v1h${start - x}z`;
    }
  }
  return { path, modules: size + QUIET_MODULES * 2 };
}

export interface QrCodeProps {
  value: string;
  /** Width and height in CSS pixels, quiet zone included. */
  size: number;
  /** Read aloud by screen readers. */
  title?: string;
}

/** A QR code: dark modules on white, always, since scanners read that best. */
export function QrCode({ value, size, title }: QrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={title ?? value}
      data-qr-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#ffffff', borderRadius: Math.round(size * 0.04) }}
    >
      <path d={path} fill="#000000" />
    </svg>
  );
}
