import type { CSSProperties } from 'react';
import { NOTICE_ROTATION_MS, toneStyle, type ShownNotice } from './notice-look';
import { useTurns } from './use-turns';

const rotationMs = () => NOTICE_ROTATION_MS;

/**
 * At most `lines` lines, the rest cut with '…' (the band is a strip beside the directory; the
 * notice page shows the whole text). A word longer than the line breaks instead of running off.
 * `-webkit-line-clamp` works in Chromium 65 and 78.
 */
const clamp = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
  overflowWrap: 'break-word',
  wordBreak: 'break-word',
});

/**
 * Scheduled notices as a band beside the directory (docs/product.md §12): one at a time, the
 * title large enough to read across the lobby, rotating when several show.
 */
export function NoticeBand({ notices, place }: { notices: readonly ShownNotice[]; place: 'top' | 'bottom' }) {
  const turn = useTurns(notices.length, rotationMs);
  const notice = notices[turn];
  if (!notice) return null;
  const look = toneStyle(notice.tone);
  return (
    <section
      data-notice-band={place}
      data-notice-id={notice.id}
      aria-label="Notice"
      style={{
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        minHeight: 150,
        maxHeight: 260,
        overflow: 'hidden',
        padding: '20px 48px',
        boxSizing: 'border-box',
        background: look.background,
        color: look.color,
        borderTop: place === 'bottom' ? `8px solid ${look.accent}` : undefined,
        borderBottom: place === 'top' ? `8px solid ${look.accent}` : undefined,
      }}
    >
      {notice.image_url && (
        <img
          src={notice.image_url}
          alt=""
          style={{ height: 110, maxWidth: 260, objectFit: 'contain', WebkitMarginEnd: 40, flex: 'none' }}
        />
      )}
      <div style={{ minWidth: 0, flex: '1 1 auto' }}>
        <p style={{ margin: 0, fontSize: 56, fontWeight: 700, lineHeight: 1.15, ...clamp(1) }}>
          {notice.title}
        </p>
        {notice.text && (
          <p style={{ margin: '6px 0 0', fontSize: 38, lineHeight: 1.25, ...clamp(2) }}>{notice.text}</p>
        )}
      </div>
      {notices.length > 1 && (
        <p style={{ margin: '0 0 0 32px', fontSize: 30, flex: 'none', opacity: 0.85 }}>
          {turn + 1} / {notices.length}
        </p>
      )}
    </section>
  );
}
