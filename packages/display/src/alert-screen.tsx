import {
  DEFAULT_LANGUAGE,
  isRightToLeft,
  type AlertTone,
  type ScreenAlert,
  type VisitorLanguage,
} from '@foyer/shared';
import { useScreenPlace } from './screen-place';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { sideBySide } from './i18n/screen-language';

/**
 * docs/product.md §10 Emergency alerts: the full-screen message a screen draws over any layout.
 * High contrast (white on red at 7.2:1, black on yellow at 14:1, white on navy at 15:1), the text
 * as large as fits the window in either orientation.
 */

/** `label`: the English band word, for an alert that carries none (a server before issue 29, a preview). */
export const ALERT_TONE_STYLE: Record<AlertTone, { background: string; color: string; label: string }> = {
  danger: { background: '#B3001B', color: '#FFFFFF', label: 'EMERGENCY' },
  warning: { background: '#FFD200', color: '#000000', label: 'WARNING' },
  notice: { background: '#0B2545', color: '#FFFFFF', label: 'NOTICE' },
};

export type AlertContent = Pick<ScreenAlert, 'title' | 'text' | 'tone' | 'translations' | 'bands'>;

/** One language's part: its language (null for the default title and text, typed in any), title, text. */
type AlertBlock = [VisitorLanguage | null, string, string];

/**
 * What a screen of these languages draws (docs/product.md §16 "Alerts in the building's
 * languages", docs/decisions/languages.md LNG-23): each language's own title and text, else the
 * default, in the building's order, the same text twice once; the band word of each language
 * ('NOTFALL · EMERGENCY'), English where the alert carries none. Kept small: the legacy player's
 * budget (PLY-15); a kept or streamed alert is not validated on the TV, so only a title counts.
 */
export function alertBlocks(alert: AlertContent, languages: readonly VisitorLanguage[], english: string) {
  const band: string[] = [];
  const blocks: AlertBlock[] = [];
  // `||` rather than `?.`: each `?.` costs the legacy build a helper expression (PLY-15).
  const translations = alert.translations || {};
  const bands = alert.bands || {};
  (languages.length ? languages.slice(0, 2) : [DEFAULT_LANGUAGE]).forEach((lang) => {
    const own = translations[lang];
    const block: AlertBlock =
      own && own.title ? [lang, own.title, own.text || ''] : [null, alert.title, alert.text];
    if (!blocks.some((b) => b[1] === block[1] && b[2] === block[2])) blocks.push(block);
    band.push(bands[lang] || english);
  });
  return { band: sideBySide(band), blocks };
}

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

export function AlertScreen({
  alert,
  languages,
}: {
  alert: AlertContent;
  /** The screen's languages (its bundle's `data.building.languages`), main first; else its ScreenPlace's; none: English. */
  languages?: readonly VisitorLanguage[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const tone = ALERT_TONE_STYLE[alert.tone] ?? ALERT_TONE_STYLE.danger;
  const place = useScreenPlace();
  const { band, blocks } = alertBlocks(alert, languages || place.languages || [], tone.label);
  const drawn = JSON.stringify(blocks) + band;

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

  useLayoutEffect(fit, [fit, drawn]);
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
          'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, "Noto Sans JP", "Noto Sans SC", "Noto Sans KR", "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif',
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
          }}
        >
          <WarningSign color={tone.color} mark={tone.background} />
          {/* Spaced capitals, but not in Arabic: spacing breaks the joining of its letters (LNG-14). */}
          <span dir="auto" style={/[\u0600-\u06ff]/.test(band) ? undefined : { letterSpacing: '0.12em' }}>
            {band}
          </span>
        </p>
        {blocks.map(([lang, title, text], i) => (
          // Arabic right to left (LNG-18); the default text may be in any language: its own direction.
          // Two languages: both at once, a thin line between (LNG-23).
          <div
            key={i}
            lang={lang || undefined}
            dir={lang && isRightToLeft(lang) ? 'rtl' : 'auto'}
            style={i ? { marginTop: '0.5em', borderTop: '0.05em solid' } : undefined}
          >
            <h1 style={{ margin: '0.3em 0 0', fontSize: '1em', fontWeight: 800 }}>{title}</h1>
            {text && (
              <p style={{ margin: '0.6em 0 0', fontSize: '0.5em', fontWeight: 500, lineHeight: 1.3 }}>
                {text}
              </p>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
