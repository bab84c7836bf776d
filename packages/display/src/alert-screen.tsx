import type { AlertTone, ScreenAlert } from '@foyer/shared';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * docs/product.md §10 Emergency alerts: the full-screen message a screen draws over any layout.
 * High contrast (white on red at 7.2:1, black on yellow at 14:1, white on navy at 15:1), the text
 * as large as fits the window in either orientation.
 */

export const ALERT_TONE_STYLE: Record<AlertTone, { background: string; color: string; label: string }> = {
  danger: { background: '#B3001B', color: '#FFFFFF', label: 'Emergency' },
  warning: { background: '#FFD200', color: '#000000', label: 'Warning' },
  notice: { background: '#0B2545', color: '#FFFFFF', label: 'Notice' },
};

/** Font size steps tried from the largest down, as a share of the window's shorter side. */
const LARGEST = 0.13;
const SMALLEST = 0.012;
/** Share of the box the text may fill, leaving a margin. */
const FILL = 0.9;

function WarningSign({ color, mark }: { color: string; mark: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.2em"
      height="1.2em"
      aria-hidden="true"
      style={{ flex: 'none', marginRight: '0.4em' }}
    >
      <path d="M12 2 1 21h22L12 2z" fill={color} />
      <path d="M11 9h2v6h-2zM11 17h2v2h-2z" fill={mark} />
    </svg>
  );
}

export function AlertScreen({ alert }: { alert: Pick<ScreenAlert, 'title' | 'text' | 'tone'> }) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const tone = ALERT_TONE_STYLE[alert.tone] ?? ALERT_TONE_STYLE.danger;

  // Largest font size (binary search over layouts) at which the text fits the box.
  const fit = useCallback(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const width = outer.clientWidth;
    const height = outer.clientHeight;
    const side = Math.min(width, height);
    if (side <= 0) return;
    const fits = (px: number) => {
      inner.style.fontSize = `${px}px`;
      return inner.scrollHeight <= height * FILL && inner.scrollWidth <= width * FILL;
    };
    let low = side * SMALLEST;
    let high = side * LARGEST;
    if (fits(high)) return;
    for (let step = 0; step < 10; step += 1) {
      const middle = (low + high) / 2;
      if (fits(middle)) low = middle;
      else high = middle;
    }
    inner.style.fontSize = `${low}px`;
  }, []);

  useLayoutEffect(fit, [fit, alert.title, alert.text]);
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);

  return (
    <div
      ref={box}
      role="alert"
      aria-live="assertive"
      data-testid="emergency-alert"
      data-tone={alert.tone}
      style={{
        // Old TV browsers (Chrome 65) know neither `inset` nor flex `gap`.
        position: 'absolute',
        top: 0,
        right: 0,
        bottom: 0,
        left: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        background: tone.background,
        color: tone.color,
        // The script fonts before the last resort, so an alert in Arabic or Chinese draws on a TV without them.
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, "Noto Sans JP", "Noto Sans SC", "Noto Sans Arabic", sans-serif',
      }}
    >
      <div
        ref={content}
        style={{
          width: `${FILL * 100}%`,
          textAlign: 'center',
          overflowWrap: 'break-word',
          wordWrap: 'break-word',
          lineHeight: 1.15,
        }}
      >
        <p
          style={{
            margin: 0,
            display: 'inline-flex',
            alignItems: 'center',
            fontSize: '0.45em',
            fontWeight: 800,
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
          }}
        >
          <WarningSign color={tone.color} mark={tone.background} />
          {tone.label}
        </p>
        <h1 style={{ margin: '0.25em 0 0', fontSize: '1em', fontWeight: 800 }}>{alert.title}</h1>
        {alert.text && (
          <p style={{ margin: '0.6em 0 0', fontSize: '0.5em', fontWeight: 500, lineHeight: 1.3 }}>
            {alert.text}
          </p>
        )}
      </div>
    </div>
  );
}
