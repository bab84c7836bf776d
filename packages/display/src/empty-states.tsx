import type { ReactNode } from 'react';
import { readableTextOn, withOpacity } from './color';
import { gapBefore } from './flex-gap';

export const NO_THEME_TITLE = 'No theme data available';
export const NO_THEME_HINT = 'Please check your bundle configuration';
export const NO_IMAGE_TITLE = 'No image selected';
export const NO_IMAGE_HINT = 'Click to select an image or upload one in the right panel';

function Message({
  title,
  hint,
  color,
  icon,
}: {
  title: string;
  hint: string;
  color: string;
  icon: ReactNode;
}) {
  return (
    <>
      {icon}
      <p
        style={{ margin: 0, ...gapBefore(icon ? 1 : 0, 24, 'column'), fontSize: 64, fontWeight: 700, color }}
      >
        {title}
      </p>
      <p style={{ margin: 0, ...gapBefore(1, 24, 'column'), fontSize: 36, color: withOpacity(color, 0.7) }}>
        {hint}
      </p>
    </>
  );
}

const centred = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
} as const;

/** docs/product.md §2 Theme preview: drawn on the canvas when a bundle has no theme. */
export function NoThemeData() {
  return (
    <div
      data-part="no-theme"
      style={{ ...centred, width: '100%', height: '100%', backgroundColor: '#f3f4f6' }}
    >
      <Message title={NO_THEME_TITLE} hint={NO_THEME_HINT} color="#374151" icon={null} />
    </div>
  );
}

const pictureIcon = (color: string) => (
  <svg width="160" height="160" viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth="1.5" aria-hidden>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5L5 20" />
  </svg>
);

/** docs/product.md §2: the imageOnly layout without an image; a button when the builder can pick one. */
export function NoImageSelected({ background, onClick }: { background: string; onClick?: () => void }) {
  const color = readableTextOn(background, '#f9fafb', '#374151');
  const box = {
    ...centred,
    boxSizing: 'border-box',
    width: '80%',
    height: '70%',
    border: `6px dashed ${withOpacity(color, 0.35)}`,
    borderRadius: 32,
    background: 'transparent',
    font: 'inherit',
    color,
  } as const;
  const content = (
    <Message
      title={NO_IMAGE_TITLE}
      hint={NO_IMAGE_HINT}
      color={color}
      icon={pictureIcon(withOpacity(color, 0.6))}
    />
  );
  return onClick ? (
    <button type="button" data-part="no-image" onClick={onClick} style={{ ...box, cursor: 'pointer' }}>
      {content}
    </button>
  ) : (
    <div data-part="no-image" style={box}>
      {content}
    </div>
  );
}
