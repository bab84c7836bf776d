import type { ThemeContent } from '@foyer/shared';
import { useState } from 'react';
import { luminance, readableTextOn, withOpacity } from './color';
import { HeaderClock } from './header-clock';
import { useSelectable } from './selection';

/** Space above and below the logo; the header is the logo size plus this twice. */
export const HEADER_PADDING_Y = 24;
const HEADER_PADDING_X = 48;

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * The header band (docs/product.md §3 header, media.companyLogoUrl/logoSize). Without a logo the theme's name
 * stands in as a wordmark, so the band still says whose screen it is; a logo that fails to load
 * does the same.
 */
/** The colour of the header's wordmark and clock (also checked by readability.ts). */
export function headerTextColor({ header, colors }: Pick<ThemeContent, 'header' | 'colors'>): string {
  // On a see-through header the wordmark sits on the canvas background, which textPrimary is chosen for.
  if (header.backgroundOpacity < 0.5) return colors.textPrimary;
  const darkText = (luminance(colors.textPrimary) ?? 0) < 0.2 ? colors.textPrimary : '#111827';
  return readableTextOn(header.backgroundColor, '#ffffff', darkText);
}

export function Header({ theme, name }: { theme: ThemeContent; name?: string }) {
  const { selectStyle, ...selectable } = useSelectable('header');
  const { header, media } = theme;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logoUrl = media.companyLogoUrl && media.companyLogoUrl !== failedUrl ? media.companyLogoUrl : '';
  const wordmarkColor = headerTextColor(theme);

  return (
    <div
      {...selectable}
      style={{
        flex: '0 0 auto',
        position: 'relative',
        zIndex: 1,
        height: media.logoSize + HEADER_PADDING_Y * 2,
        boxSizing: 'border-box',
        padding: `${HEADER_PADDING_Y}px ${HEADER_PADDING_X}px`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: JUSTIFY[header.logoAlignment],
        backgroundColor: withOpacity(header.backgroundColor, header.backgroundOpacity),
        boxShadow: header.backgroundOpacity > 0 ? '0 4px 24px rgba(15, 23, 42, 0.12)' : undefined,
        ...selectStyle,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          height: media.logoSize,
          maxWidth: '60%',
          transform:
            header.offset.x || header.offset.y
              ? `translate(${header.offset.x}px, ${header.offset.y}px)`
              : undefined,
        }}
      >
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={name ? `${name} logo` : 'Logo'}
            onError={() => setFailedUrl(logoUrl)}
            style={{ height: media.logoSize, maxWidth: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : name ? (
          <span
            style={{
              fontSize: Math.round(media.logoSize * 0.5),
              fontWeight: 700,
              letterSpacing: '-0.01em',
              lineHeight: 1.1,
              color: wordmarkColor,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </span>
        ) : null}
      </div>
      <HeaderClock
        clock={header.clock}
        color={wordmarkColor}
        size={Math.max(64, media.logoSize)}
        side={header.logoAlignment === 'right' ? 'left' : 'right'}
      />
    </div>
  );
}
