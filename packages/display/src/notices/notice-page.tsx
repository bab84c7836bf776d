import { toneStyle, type ShownNotice } from './notice-look';

/**
 * A scheduled notice as a page of its own between the directory's (docs/product.md §12): the
 * title as large as the directory's names at least, the text below, the image beside. Margins,
 * not flex `gap`, which the TVs' Chromium 65 and 78 ignore.
 */
export function NoticePage({ notice }: { notice: ShownNotice }) {
  const look = toneStyle(notice.tone);
  return (
    <section
      data-notice-page={notice.id}
      aria-label="Notice"
      style={{
        flex: '1 1 0px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '48px 96px',
        boxSizing: 'border-box',
        background: look.background,
        color: look.color,
        WebkitBorderStart: `24px solid ${look.accent}`,
      }}
    >
      {notice.image_url && (
        <img
          src={notice.image_url}
          alt=""
          style={{
            maxWidth: '38%',
            maxHeight: '80%',
            objectFit: 'contain',
            flex: 'none',
            WebkitMarginEnd: 64,
          }}
        />
      )}
      <div style={{ minWidth: 0, maxWidth: 1400 }}>
        <h2
          style={{
            margin: 0,
            fontSize: 96,
            fontWeight: 800,
            lineHeight: 1.1,
            overflowWrap: 'break-word',
            wordBreak: 'break-word',
          }}
        >
          {notice.title}
        </h2>
        {notice.text && (
          <p
            style={{
              margin: '32px 0 0',
              fontSize: 56,
              lineHeight: 1.3,
              overflowWrap: 'break-word',
              wordBreak: 'break-word',
            }}
          >
            {notice.text}
          </p>
        )}
      </div>
    </section>
  );
}
