import type { CSSProperties } from 'react';
import { QrCode } from './qr-code';
import { SAMPLE_DIRECTORY_URL, useScreenPlace } from './screen-place';

/** The caption beside a screen's directory QR code. */
export const DIRECTORY_QR_CAPTION = 'Directory on your phone';

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
        textAlign: captionSide === 'left' ? 'right' : 'left',
        [captionSide === 'left' ? 'marginRight' : 'marginLeft']: Math.round(size * 0.14),
        whiteSpace: 'normal',
      }}
    >
      {DIRECTORY_QR_CAPTION}
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
      <QrCode value={shown.text} size={size} title={`${DIRECTORY_QR_CAPTION}: ${shown.text}`} />
      {captionSide === 'right' && caption}
    </div>
  );
}
