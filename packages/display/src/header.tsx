import { FOOTER_PLACEHOLDERS, type ThemeContent } from '@foyer/shared';
import { useState, type ReactNode } from 'react';
import { luminance, readableTextOn, withOpacity } from './color';
import { HeaderClock } from './header-clock';
import { DirectoryQr, placeText } from './directory-qr';
import { useScreenPlace } from './screen-place';
import { useSelectable } from './selection';

/** Space above and below the logo; the header is the logo size plus this twice. */
export const HEADER_PADDING_Y = 24;
const HEADER_PADDING_X = 48;

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

export function Header({
  theme,
  name,
  editing = false,
}: {
  theme: ThemeContent;
  name?: string;
  editing?: boolean;
}) {
  const { selectStyle, ...selectable } = useSelectable('header');
  const { header, media } = theme;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logoUrl = media.companyLogoUrl && media.companyLogoUrl !== failedUrl ? media.companyLogoUrl : '';
  const wordmarkColor = headerTextColor(theme);
  const place = useScreenPlace();
  const building = header.buildingName
    ? placeText(place.buildingName, FOOTER_PLACEHOLDERS.BuildingName, editing)
    : null;
  // Clock and QR code share the side opposite the logo, the QR code outermost.
  const aside = header.logoAlignment === 'right' ? 'left' : 'right';

  const hasAside =
    header.clock !== 'none' || (media.directoryQr === 'header' && Boolean(place.directoryUrl || editing));
  const asideContent = hasAside && (
    <div
      data-part="header-aside"
      style={{
        display: 'flex',
        flexDirection: aside === 'right' ? 'row' : 'row-reverse',
        alignItems: 'center',
      }}
    >
      <HeaderClock
        clock={header.clock}
        color={wordmarkColor}
        size={Math.max(64, media.logoSize)}
        side={aside}
      />
      {media.directoryQr === 'header' && (
        <DirectoryQr
          size={media.logoSize + HEADER_PADDING_Y}
          color={wordmarkColor}
          editing={editing}
          captionSide={aside === 'right' ? 'left' : 'right'}
          style={
            header.clock === 'none' ? undefined : { [aside === 'right' ? 'marginLeft' : 'marginRight']: 32 }
          }
        />
      )}
    </div>
  );
  // The logo group and the clock and QR code share the row: the side holding the clock never
  // shrinks below it, so a long name is cut with '…' instead of running under the clock. A centred
  // logo sits between two equal sides (shifted only when the clock needs more than its half).
  const side = (content: ReactNode, justify: 'flex-start' | 'flex-end') => (
    <div
      style={{
        flex: '1 1 0px',
        display: 'flex',
        justifyContent: justify,
        marginLeft: justify === 'flex-end' && content ? 32 : undefined,
        marginRight: justify === 'flex-start' && content ? 32 : undefined,
      }}
    >
      {content}
    </div>
  );

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
        backgroundColor: withOpacity(header.backgroundColor, header.backgroundOpacity),
        boxShadow: header.backgroundOpacity > 0 ? '0 4px 24px rgba(15, 23, 42, 0.12)' : undefined,
        ...selectStyle,
      }}
    >
      {header.logoAlignment === 'right' && side(asideContent, 'flex-start')}
      {header.logoAlignment === 'center' && side(null, 'flex-start')}
      <div
        data-part="header-logo"
        style={{
          flex: '0 1 auto',
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          height: media.logoSize,
          transform:
            header.offset.x || header.offset.y
              ? `translate(${header.offset.x}px, ${header.offset.y}px)`
              : undefined,
        }}
      >
        <div
          style={{
            flex: '0 1 auto',
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            height: media.logoSize,
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
        {building && (
          <span
            data-part="header-building"
            data-placeholder={building.placeholder || undefined}
            style={{
              flex: '0 1 auto',
              minWidth: 0,
              marginLeft: 28,
              paddingLeft: 28,
              borderLeft: `2px solid ${withOpacity(wordmarkColor, 0.35)}`,
              fontSize: Math.round(Math.max(64, media.logoSize) * 0.36),
              fontWeight: 600,
              lineHeight: 1.15,
              color: wordmarkColor,
              opacity: building.placeholder ? 0.55 : undefined,
              fontStyle: building.placeholder ? 'italic' : undefined,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {building.text}
          </span>
        )}
      </div>
      {header.logoAlignment !== 'right' && side(asideContent, 'flex-end')}
    </div>
  );
}
