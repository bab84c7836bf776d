/** A colour as red, green, blue (0 to 255) and alpha (0 to 1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function parseHex(hex: string): Rgba | null {
  const digits = hex.slice(1);
  if (!/^[0-9a-f]+$/i.test(digits)) return null;
  const expand = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  if (expand.length !== 6 && expand.length !== 8) return null;
  const channel = (i: number) => parseInt(expand.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: expand.length === 8 ? channel(6) / 255 : 1 };
}

/** A number or a percentage of `whole`; NaN when it is neither. */
function component(token: string | undefined, whole: number): number {
  if (token === undefined) return NaN;
  return token.endsWith('%') ? (parseFloat(token) / 100) * whole : parseFloat(token);
}

function hueDegrees(token: string | undefined): number {
  if (token === undefined) return NaN;
  if (token.endsWith('turn')) return parseFloat(token) * 360;
  if (token.endsWith('rad')) return (parseFloat(token) * 180) / Math.PI;
  return parseFloat(token);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = ((h % 360) + 360) % 360;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/**
 * Reads the colour forms a theme may hold (docs/product.md §3 colours: #rgb, #rgba, #rrggbb, #rrggbbaa,
 * rgb()/rgba(), hsl()/hsla() in comma or space syntax, transparent); null for anything else.
 */
export function parseColor(input: string): Rgba | null {
  const value = input.trim().toLowerCase();
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (value.startsWith('#')) return parseHex(value);
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(value);
  if (!fn) return null;
  const [kind = '', body = ''] = [fn[1], fn[2]];
  const parts = body.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const alpha = parts[3] === undefined ? 1 : component(parts[3], 1);
  let rgb: [number, number, number];
  if (kind.startsWith('rgb')) {
    rgb = [component(parts[0], 255), component(parts[1], 255), component(parts[2], 255)];
  } else {
    // Saturation and lightness are percentages ("50%" or, in older syntax, a bare 50).
    const s = parseFloat(parts[1] ?? '') / 100;
    const l = parseFloat(parts[2] ?? '') / 100;
    rgb = hslToRgb(hueDegrees(parts[0]), clamp(s, 0, 1), clamp(l, 0, 1));
  }
  if ([...rgb, alpha].some((n) => Number.isNaN(n))) return null;
  return {
    r: clamp(Math.round(rgb[0]), 0, 255),
    g: clamp(Math.round(rgb[1]), 0, 255),
    b: clamp(Math.round(rgb[2]), 0, 255),
    a: clamp(alpha, 0, 1),
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** `rgba(...)` of a colour with its own alpha multiplied by `opacity`; an unreadable colour is returned as is. */
export function withOpacity(color: string, opacity: number): string {
  const parsed = parseColor(color);
  if (!parsed) return color;
  const alpha = round3(parsed.a * clamp(Number.isFinite(opacity) ? opacity : 1, 0, 1));
  return `rgba(${parsed.r}, ${parsed.g}, ${parsed.b}, ${alpha})`;
}

/** WCAG relative luminance (0 black to 1 white); null for an unreadable colour. */
export function luminance(color: string): number | null {
  const parsed = parseColor(color);
  if (!parsed) return null;
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(parsed.r) + 0.7152 * linear(parsed.g) + 0.0722 * linear(parsed.b);
}

/** WCAG contrast ratio of two colours (1 to 21); 1 when either is unreadable. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Text colour for large text (wordmarks, titles) on `background`: the light colour when it reaches
 * the 3:1 WCAG asks of large text, as designers put white on a brand blue; otherwise whichever of
 * the two contrasts more.
 */
export function readableTextOn(background: string, light = '#ffffff', dark = '#111827'): string {
  if (parseColor(background) === null) return dark;
  if (contrastRatio(light, background) >= 3) return light;
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}
