import { FOOTER_PLACEHOLDERS, type ThemeContent } from '@foyer/shared';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { luminance, readableTextOn, withOpacity } from './color';
import { DirectoryQr, placeText } from './directory-qr';
import type { Orientation } from './fit-scale';
import { clockTexts, HeaderClock, useMinute } from './header-clock';
import { useScreenLocale } from './i18n/screen-language';
import { useScreenPlace } from './screen-place';
import { useSelectable } from './selection';
import { WRAPPED_LINE_HEIGHT } from './tenant-list/row-plan';
import { useFontsLoaded } from './tenant-list/use-fonts-loaded';
import { textFitScale } from './text-fit';

/** Space above and below the logo; the header is the logo size plus this twice. */
export const HEADER_PADDING_Y = 24;
const HEADER_PADDING_X = 48;
/** Space between the name and the line the clock and QR code move to under it. */
const STACKED_GAP = 16;
/** A name this much too long (or less) is drawn a little smaller on one line rather than on two. */
const ONE_LINE_MIN_SCALE = 0.9;
/** A name is never drawn smaller than this share of its size; past two lines at it, it is cut. */
const MIN_NAME_SCALE = 0.75;
const NAME_SCALE_STEP = 0.05;

/** The colour of the header's wordmark and clock (also checked by readability.ts). */
export function headerTextColor({ header, colors }: Pick<ThemeContent, 'header' | 'colors'>): string {
  // On a see-through header the wordmark sits on the canvas background, which textPrimary is chosen for.
  if (header.backgroundOpacity < 0.5) return colors.textPrimary;
  const darkText = (luminance(colors.textPrimary) ?? 0) < 0.2 ? colors.textPrimary : '#111827';
  return readableTextOn(header.backgroundColor, '#ffffff', darkText);
}

/**
 * What the header says where there is no logo (docs/decisions/themes.md THM-33): the theme's
 * title, else the screen's building name (in the builder, which has no building, the dimmed
 * placeholder); null on a screen without either. Never the theme's own name, which is staff's
 * label for it.
 */
export function headerTitle(
  title: string,
  buildingName: string | null,
  editing: boolean,
): { text: string; placeholder: boolean; isBuilding: boolean } | null {
  const own = title.trim();
  if (own) return { text: own, placeholder: false, isBuilding: false };
  const building = placeText(buildingName, FOOTER_PLACEHOLDERS.BuildingName, editing);
  return building && { ...building, isBuilding: true };
}

const NAME_BLEED_EM = 0.25;
const NAME_BLEED = `${NAME_BLEED_EM}em`;

/** How a name is drawn before it is fitted: one line. React sets it; resetName puts it back. */
const NAME_TEXT: CSSProperties = {
  display: 'block',
  overflow: 'hidden',
  // Room above and below the line that takes no space: the box clips, and a face such as Poppins
  // draws taller than the line height, so its descenders were cut.
  padding: `${NAME_BLEED} 0`,
  margin: `-${NAME_BLEED} 0`,
  // Not '…': a name measured as fitting may still be a fraction of a pixel wider than its box,
  // which '…' would cut visibly. Two lines are cut with '…' by the line clamp.
  textOverflow: 'clip',
  whiteSpace: 'nowrap',
};

/**
 * Whether the one-line name fits its box, to within a canvas pixel. A box with room is sized to
 * its text, and reading the text with a Range (THM-28) against a box scaled with the canvas
 * misread such an exact fit as a hair too wide; whole layout pixels do not. The '…' a hair too
 * wide would draw is not used (NAME_TEXT).
 */
const fitsOneLine = (name: HTMLElement) => name.scrollWidth <= name.clientWidth;

function resetName(name: HTMLElement): void {
  const style = name.style;
  style.display = 'block';
  style.whiteSpace = 'nowrap';
  style.fontSize = '';
  style.lineHeight = '';
  style.overflowWrap = '';
  style.webkitLineClamp = '';
  style.removeProperty('-webkit-box-orient');
  style.paddingBottom = NAME_BLEED;
  style.marginBottom = `-${NAME_BLEED}`;
}

/** Lines the wrapped name takes at `fontSize` px (its height inside the bleed over the line height). */
const lineCount = (name: HTMLElement, fontSize: number) =>
  Math.round(
    (name.offsetHeight - 2 * NAME_BLEED_EM * fontSize) / Math.max(1, fontSize * WRAPPED_LINE_HEIGHT),
  );

/**
 * A name too long for its room (docs/decisions/themes.md THM-33): a little smaller on one line
 * when that is enough, else on two lines at the largest size where two are enough (never below
 * MIN_NAME_SCALE), cut with '…' only past the second line. Sizes are in em of the name's box,
 * whose size React sets.
 */
function fitName(name: HTMLElement): void {
  if (fitsOneLine(name)) return;
  const scale = textFitScale(name);
  if (scale >= ONE_LINE_MIN_SCALE) {
    // A hair under the measured share, which is read against a box scaled with the canvas.
    name.style.fontSize = `${Math.floor(scale * 1000 - 2) / 1000}em`;
    return;
  }
  const size = parseFloat(name.parentElement?.style.fontSize ?? '') || 0;
  name.style.whiteSpace = 'normal';
  name.style.overflowWrap = 'break-word';
  name.style.lineHeight = String(WRAPPED_LINE_HEIGHT);
  let lines = 0;
  for (let step = 0; ; step++) {
    const share = Math.max(MIN_NAME_SCALE, 1 - step * NAME_SCALE_STEP);
    name.style.fontSize = `${share}em`;
    lines = lineCount(name, size * share);
    if (share === MIN_NAME_SCALE || lines <= 2) break;
  }
  if (lines > 2) {
    // Cut after the second line: no room below it, or the top of the third would show.
    name.style.paddingBottom = '0';
    name.style.marginBottom = '0';
  }
  name.style.display = '-webkit-box';
  name.style.setProperty('-webkit-box-orient', 'vertical');
  name.style.webkitLineClamp = '2';
}

/** A name in the header: its box (size, colour, dimming) and the text the fitting changes. */
function HeaderName({
  part,
  text,
  placeholder,
  style,
}: {
  part: 'header-title' | 'header-building';
  text: string;
  placeholder: boolean;
  style: CSSProperties;
}) {
  return (
    <span
      data-part={part}
      data-placeholder={placeholder || undefined}
      style={{
        flex: '0 1 auto',
        minWidth: 0,
        opacity: placeholder ? 0.55 : undefined,
        fontStyle: placeholder ? 'italic' : undefined,
        ...style,
      }}
    >
      <span data-fit="header-name" style={NAME_TEXT}>
        {text}
      </span>
    </span>
  );
}

/**
 * The header band (docs/product.md §3 header, media.companyLogoUrl/logoSize, §11). Without a logo,
 * or when it fails to load, the theme's title or the screen's building name stands in for it
 * (docs/decisions/themes.md THM-33), so the band still says whose building this is.
 *
 * The building's name is never cut for the clock and QR code: after each layout (and when fonts
 * or the logo arrive) the names are measured, and when one would not fit beside the clock, or on
 * a portrait screen, the clock and QR code move to their own line under it and the header grows.
 * Only then does a name shrink a little or wrap onto two lines (fitName).
 */
export function Header({
  theme,
  orientation = 'landscape',
  editing = false,
}: {
  theme: ThemeContent;
  orientation?: Orientation;
  editing?: boolean;
}) {
  const { selectStyle, ...selectable } = useSelectable('header');
  const { header, media } = theme;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logoUrl = media.companyLogoUrl && media.companyLogoUrl !== failedUrl ? media.companyLogoUrl : '';
  const wordmarkColor = headerTextColor(theme);
  const place = useScreenPlace();
  const title = logoUrl ? null : headerTitle(header.title, place.buildingName, editing);
  // When the title already is the building's name, 'Show the building name' adds nothing.
  const building =
    header.buildingName && !title?.isBuilding
      ? placeText(place.buildingName, FOOTER_PLACEHOLDERS.BuildingName, editing)
      : null;
  const logoLabel = header.title.trim() || place.buildingName;
  const now = useMinute();
  const locale = useScreenLocale();
  const clock = header.clock === 'none' ? null : clockTexts(header.clock, now, locale);
  const qrShown = media.directoryQr === 'header' && Boolean(place.directoryUrl || editing);
  const hasAside = Boolean(clock) || qrShown;

  // Whatever changes a width: a change measures the header again in one row. The time's length
  // and the date are in it, the minute is not, so the clock ticking costs no layout.
  const fontsLoaded = useFontsLoaded();
  const [logoLoads, setLogoLoads] = useState(0);
  const logoLoaded = () => setLogoLoads((count) => count + 1);
  const layoutKey = JSON.stringify([
    title?.text,
    building?.text,
    logoUrl,
    media.logoSize,
    clock?.time.length,
    clock?.date,
    qrShown,
    header.logoAlignment,
    theme.typography.fontFamily,
    fontsLoaded,
    logoLoads,
  ]);
  const [stackedFor, setStackedFor] = useState<string | null>(null);
  // A portrait band is too narrow for a name beside the clock and QR code; a logo alone shrinks
  // to fit beside them instead, so a band without a name keeps one row.
  const named = Boolean(title || building);
  const stacked = hasAside && ((named && orientation === 'portrait') || stackedFor === layoutKey);
  const headerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = headerRef.current;
    if (!root) return;
    const names = Array.from(root.querySelectorAll<HTMLElement>('[data-fit="header-name"]'));
    names.forEach(resetName);
    if (hasAside && !stacked && !names.every(fitsOneLine)) setStackedFor(layoutKey);
    else names.forEach(fitName);
  }, [layoutKey, stacked, hasAside]);

  const logoSide = header.logoAlignment;
  // Clock and QR code share the side opposite the logo, the QR code outermost; on their own line
  // the clock sits under the name and the QR code at the far end.
  const asideSide = logoSide === 'right' ? 'left' : 'right';
  const asideContent = hasAside && (
    <div
      data-part="header-aside"
      style={{
        display: 'flex',
        flexDirection: asideSide === 'right' ? 'row' : 'row-reverse',
        alignItems: 'center',
        justifyContent: stacked ? (logoSide === 'center' ? 'center' : 'space-between') : undefined,
        marginTop: stacked ? STACKED_GAP : undefined,
      }}
    >
      {clock && (
        <HeaderClock
          {...clock}
          color={wordmarkColor}
          size={Math.max(64, media.logoSize)}
          align={stacked ? logoSide : asideSide}
        />
      )}
      {qrShown && (
        <DirectoryQr
          size={media.logoSize + HEADER_PADDING_Y}
          color={wordmarkColor}
          editing={editing}
          captionSide={asideSide === 'right' ? 'left' : 'right'}
          style={
            clock ? { [asideSide === 'right' ? 'WebkitMarginStart' : 'WebkitMarginEnd']: 32 } : undefined
          }
        />
      )}
    </div>
  );
  // In one row the logo group and the clock and QR code share the band: the side holding the
  // clock never shrinks below it. A centred logo sits between two equal sides (shifted only when
  // the clock needs more than its half). The sides keep the logo's height, so a QR code taller
  // than the logo reaches into the padding as it always has instead of growing the band.
  const side = (content: ReactNode, justify: 'flex-start' | 'flex-end') => (
    <div
      style={{
        flex: '1 1 0px',
        display: 'flex',
        alignItems: 'center',
        height: media.logoSize,
        justifyContent: justify,
        // Start and end, not left and right: a right-to-left screen mirrors the band (§16).
        WebkitMarginStart: justify === 'flex-end' && content ? 32 : undefined,
        WebkitMarginEnd: justify === 'flex-start' && content ? 32 : undefined,
      }}
    >
      {content}
    </div>
  );

  // The building's name beside the logo or title wraps before they shrink: they keep up to half
  // the band (flex shrinking would squeeze both, and wrap both).
  const besideBuilding: CSSProperties = building
    ? { flex: '0 0 auto', minWidth: 0, maxWidth: '50%' }
    : { flex: '0 1 auto', minWidth: 0 };
  const logoGroup = (
    <div
      data-part="header-logo"
      style={{
        flex: '0 1 auto',
        minWidth: 0,
        maxWidth: '100%',
        display: 'flex',
        alignItems: 'center',
        minHeight: media.logoSize,
        alignSelf: stacked
          ? { left: 'flex-start', center: 'center', right: 'flex-end' }[logoSide]
          : undefined,
        transform:
          header.offset.x || header.offset.y
            ? `translate(${header.offset.x}px, ${header.offset.y}px)`
            : undefined,
      }}
    >
      {logoUrl ? (
        <div style={{ ...besideBuilding, display: 'flex', height: media.logoSize }}>
          <img
            src={logoUrl}
            alt={logoLabel ? `${logoLabel} logo` : 'Logo'}
            onLoad={logoLoaded}
            onError={() => setFailedUrl(logoUrl)}
            style={{ height: media.logoSize, maxWidth: '100%', objectFit: 'contain', display: 'block' }}
          />
        </div>
      ) : (
        title && (
          <HeaderName
            part={title.isBuilding ? 'header-building' : 'header-title'}
            text={title.text}
            placeholder={title.placeholder}
            style={{
              ...besideBuilding,
              fontSize: Math.round(media.logoSize * 0.5),
              fontWeight: 700,
              letterSpacing: '-0.01em',
              lineHeight: 1.1,
              color: wordmarkColor,
            }}
          />
        )
      )}
      {building && (
        <HeaderName
          part="header-building"
          text={building.text}
          placeholder={building.placeholder}
          style={{
            WebkitMarginStart: 28,
            WebkitPaddingStart: 28,
            WebkitBorderStart: `2px solid ${withOpacity(wordmarkColor, 0.35)}`,
            fontSize: Math.round(Math.max(64, media.logoSize) * 0.36),
            fontWeight: 600,
            lineHeight: 1.15,
            color: wordmarkColor,
          }}
        />
      )}
    </div>
  );

  return (
    <div
      {...selectable}
      ref={headerRef}
      data-stacked={stacked || undefined}
      style={{
        flex: '0 0 auto',
        position: 'relative',
        zIndex: 1,
        minHeight: media.logoSize + HEADER_PADDING_Y * 2,
        boxSizing: 'border-box',
        padding: `${HEADER_PADDING_Y}px ${HEADER_PADDING_X}px`,
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        alignItems: stacked ? 'stretch' : 'center',
        justifyContent: 'center',
        backgroundColor: withOpacity(header.backgroundColor, header.backgroundOpacity),
        boxShadow: header.backgroundOpacity > 0 ? '0 4px 24px rgba(15, 23, 42, 0.12)' : undefined,
        ...selectStyle,
      }}
    >
      {stacked ? (
        <>
          {logoGroup}
          {asideContent}
        </>
      ) : (
        <>
          {logoSide === 'right' && side(asideContent, 'flex-start')}
          {logoSide === 'center' && side(null, 'flex-start')}
          {logoGroup}
          {logoSide !== 'right' && side(asideContent, 'flex-end')}
        </>
      )}
    </div>
  );
}
