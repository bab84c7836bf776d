import { SCREEN_MESSAGES_EN } from '@foyer/shared';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useScreenText } from './i18n/screen-language';
import { SAMPLE_DIRECTORY_URL, useScreenPlace } from './screen-place';

/*
 * The QR encoder (about 3.5 KB gzip) is fetched when a screen first draws a code, like the notice
 * parts (lazy-parts.ts): it left the legacy player room for the visitor languages within its 150 KB
 * (docs/decisions/languages.md LNG-7). The service worker keeps the chunk; until it is there the
 * code's square stays empty, so nothing around it moves.
 */
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/** The caption beside a screen's directory QR code. */
export const DIRECTORY_QR_CAPTION = SCREEN_MESSAGES_EN['directory.qrCaption'];

/**
 * A screen's own value, or in the builder the placeholder that says what goes there (drawn dimmed
 * and never on a screen); null when a screen has nothing to show.
 */
export function placeText(
  value: string | null,
  placeholder: string,
  editing: boolean,
): { text: string; placeholder: boolean } | null {
  if (value) return { text: value, placeholder: false };
  return editing ? { text: placeholder, placeholder: true } : null;
}

/**
 * The QR code to the screen's building's mobile directory with its caption (DIR-5). A screen
 * whose building has no directory on shows nothing; the builder shows a dimmed sample code.
 */
export function DirectoryQr({
  size,
  color,
  editing,
  captionSide,
  style,
}: {
  size: number;
  /** The caption's colour. */
  color: string;
  editing: boolean;
  captionSide: 'left' | 'right';
  style?: CSSProperties;
}) {
  const { directoryUrl } = useScreenPlace();
  const captionText = useScreenText()('directory.qrCaption');
  const shown = placeText(directoryUrl, SAMPLE_DIRECTORY_URL, editing);
  if (!shown) return null;
  const caption = (
    <span
      style={{
        maxWidth: Math.round(size * 1.25),
        fontSize: Math.max(16, Math.round(size * 0.19)),
        fontWeight: 600,
        lineHeight: 1.2,
        color,
        // Start and end: mirrored on a right-to-left screen (docs/product.md §16).
        textAlign: captionSide === 'left' ? 'end' : 'start',
        [captionSide === 'left' ? 'WebkitMarginEnd' : 'WebkitMarginStart']: Math.round(size * 0.14),
        whiteSpace: 'normal',
      }}
    >
      {captionText}
    </span>
  );
  return (
    <div
      data-part="directory-qr"
      data-placeholder={shown.placeholder || undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        flex: '0 0 auto',
        opacity: shown.placeholder ? 0.55 : undefined,
        ...style,
      }}
    >
      {captionSide === 'left' && caption}
      <Suspense fallback={<span aria-hidden style={{ display: 'block', width: size, height: size }} />}>
        <QrCode value={shown.text} size={size} title={`${captionText}: ${shown.text}`} />
      </Suspense>
      {captionSide === 'right' && caption}
    </div>
  );
}
