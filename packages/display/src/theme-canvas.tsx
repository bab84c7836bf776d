import {
  FONT_STACKS,
  isRightToLeft,
  isVisitorLanguage,
  resolveTheme,
  type ScreenTenant,
  type ThemeContent,
} from '@foyer/shared';
import { Suspense, useMemo, type CSSProperties, type ReactNode } from 'react';
import { backgroundStyle } from './background';
import type { ElementType } from './element-types';
import { NoThemeData } from './empty-states';
import { canvasSize, type Orientation } from './fit-scale';
import { Footer } from './footer';
import { Header } from './header';
import { HeroLayout } from './layouts/hero-layout';
import { ImageOnlyLayout } from './layouts/image-only-layout';
import { ListLayout } from './layouts/list-layout';
import { SplitLayout } from './layouts/split-layout';
import { AfterHoursPage, NoticeBand, NoticePages } from './notices/lazy-parts';
import type { ShownNotice } from './notices/notice-look';
import { TwoColumnLayout } from './layouts/two-column-layout';
import { NO_PLACE, ScreenPlaceContext, type ScreenPlace } from './screen-place';
import { ScreenLanguageProvider, useScreenLocale } from './i18n/screen-language';
import { SelectionContext, useSelectable } from './selection';
import { DrawnListContext, type DrawnListListener } from './tenant-list/drawn-list';

export interface ThemeCanvasProps {
  /** A stored theme, a draft or a bundle's theme: anything partial is filled with the docs/product.md §9 defaults; null or undefined shows 'No theme data available'. */
  theme: unknown;
  tenants: readonly ScreenTenant[];
  /** Draw in this orientation instead of the theme's own (layoutOptions.orientation; 'auto' draws landscape). */
  orientation?: Orientation;
  /** Page rotation and scrolling; off for static thumbnails. Default true. */
  animate?: boolean;
  /** The element the builder is editing, outlined on the canvas. */
  selectedElement?: ElementType | null;
  /** Makes the parts of the canvas clickable; called with the innermost part clicked. */
  onSelectElement?: (element: ElementType) => void;
  /**
   * Makes the imageOnly 'No image selected' placeholder a button. The placeholder shows only in the
   * builder (this or `onSelectElement` given); anywhere else a missing image leaves the colour alone.
   */
  onImagePlaceholderClick?: () => void;
  /** The screen's building and its directory address (a bundle's); the builder has none. */
  place?: ScreenPlace;
  /** Told what the tenant list draws (names a page, smallest name) whenever it changes (THM-34). */
  onDrawnList?: DrawnListListener;
  /** The scheduled notices showing now, drawn where the theme puts them (docs/product.md §12). */
  notices?: readonly ShownNotice[];
  /** Outside opening hours with the theme's after-hours page: that page instead of the directory. */
  afterHours?: boolean;
  /**
   * The language the screen speaks (a visitor language, docs/product.md §16): the canvas says so,
   * and in a right-to-left one (Arabic) draws mirrored (Scripts and right-to-left). Default English.
   */
  lang?: string;
}

const NO_NOTICES: readonly ShownNotice[] = [];

/**
 * The theme with its defaults filled in; null when there is no theme at all. Its name is staff's
 * label and is never drawn (docs/decisions/themes.md THM-33).
 */
export function useResolvedTheme(theme: unknown): ThemeContent | null {
  return useMemo(() => (theme === null || theme === undefined ? null : resolveTheme(theme)), [theme]);
}

/** The orientation a theme is drawn in: the override, else portrait only when the theme says so. */
export function themeOrientation(theme: ThemeContent | null, override?: Orientation): Orientation {
  if (override) return override;
  return theme?.layoutOptions.orientation === 'portrait' ? 'portrait' : 'landscape';
}

/**
 * A theme drawn at its full canvas size (1920x1080, or 1080x1920 in portrait), unscaled. Place it
 * in a `ScaledCanvas` to fit a box, or use `ThemePreview`, which does both.
 */
export function ThemeCanvas(props: ThemeCanvasProps) {
  const resolved = useResolvedTheme(props.theme);
  return <ResolvedThemeCanvas {...props} resolved={resolved} />;
}

export function ResolvedThemeCanvas({
  resolved,
  tenants,
  orientation: override,
  animate = true,
  selectedElement,
  onSelectElement,
  onImagePlaceholderClick,
  place = NO_PLACE,
  onDrawnList,
  notices = NO_NOTICES,
  afterHours = false,
  lang = 'en',
}: Omit<ThemeCanvasProps, 'theme'> & { resolved: ThemeContent | null }) {
  const orientation = themeOrientation(resolved, override);
  const size = canvasSize(orientation);
  const selection = useMemo(
    () => ({ selected: selectedElement, onSelect: onSelectElement }),
    [selectedElement, onSelectElement],
  );
  const frame: CSSProperties = {
    position: 'relative',
    width: size.width,
    height: size.height,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
  };

  if (!resolved) {
    return (
      <div data-foyer-canvas={orientation} style={{ ...frame, fontFamily: 'system-ui, sans-serif' }}>
        <NoThemeData />
      </div>
    );
  }

  const imageOnly = resolved.layout === 'imageOnly';
  const editing = Boolean(onSelectElement || onImagePlaceholderClick);
  const band = afterHours || resolved.notices.band === 'none' ? null : resolved.notices.band;
  return (
    <ScreenLanguageProvider
      languages={place.languages ?? (isVisitorLanguage(lang) ? [lang] : undefined)}
      mode={resolved.languages.mode}
      timeZone={place.timeZone}
      animate={animate}
    >
      <ScreenPlaceContext.Provider value={place}>
        <DrawnListContext.Provider value={onDrawnList}>
          <SelectionContext.Provider value={selection}>
            <LanguageFrame
              orientation={orientation}
              layout={resolved.layout}
              style={{
                ...frame,
                ...(imageOnly ? { backgroundColor: resolved.colors.background } : backgroundStyle(resolved)),
                fontFamily: FONT_STACKS[resolved.typography.fontFamily] ?? 'system-ui, sans-serif',
                color: resolved.colors.textPrimary,
                WebkitFontSmoothing: 'antialiased',
              }}
            >
              {!imageOnly && <Header theme={resolved} orientation={orientation} editing={editing} />}
              {band === 'top' && notices.length > 0 && (
                <Suspense fallback={null}>
                  <NoticeBand notices={notices} place="top" />
                </Suspense>
              )}
              {afterHours ? (
                <Suspense fallback={null}>
                  <AfterHoursPage theme={resolved} />
                </Suspense>
              ) : (
                <ContentOrNoticePage
                  notices={resolved.notices.page && animate ? notices : NO_NOTICES}
                  content={
                    <Content
                      theme={resolved}
                      tenants={tenants}
                      orientation={orientation}
                      animate={animate}
                      editing={editing}
                      onImagePlaceholderClick={onImagePlaceholderClick}
                    />
                  }
                />
              )}
              {band === 'bottom' && notices.length > 0 && (
                <Suspense fallback={null}>
                  <NoticeBand notices={notices} place="bottom" />
                </Suspense>
              )}
              {!imageOnly && !afterHours && <Footer theme={resolved} editing={editing} />}
            </LanguageFrame>
          </SelectionContext.Provider>
        </DrawnListContext.Provider>
      </ScreenPlaceContext.Provider>
    </ScreenLanguageProvider>
  );
}

/**
 * The canvas in the language shown now: `lang` and `dir` follow it, so with Arabic and English
 * alternating each page turns its direction with its words (docs/decisions/languages.md LNG-25).
 */
function LanguageFrame({
  orientation,
  layout,
  style,
  children,
}: {
  orientation: string;
  layout: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  const { lang } = useScreenLocale();
  return (
    <div
      data-foyer-canvas={orientation}
      data-layout={layout}
      lang={lang}
      dir={isRightToLeft(lang) ? 'rtl' : 'ltr'}
      style={style}
    >
      {children}
    </div>
  );
}

/** The directory, and over it the notice pages' turns when the theme has them (NoticePages). */
function ContentOrNoticePage({ notices, content }: { notices: readonly ShownNotice[]; content: ReactNode }) {
  if (notices.length === 0) return content;
  return (
    <div
      style={{
        position: 'relative',
        display: 'flex',
        flex: '1 1 0px',
        minHeight: 0,
        flexDirection: 'column',
      }}
    >
      {content}
      <Suspense fallback={null}>
        <NoticePages notices={notices} />
      </Suspense>
    </div>
  );
}

function Content({
  theme,
  tenants,
  orientation,
  animate,
  editing,
  onImagePlaceholderClick,
}: {
  theme: ThemeContent;
  tenants: readonly ScreenTenant[];
  orientation: Orientation;
  animate: boolean;
  /** Drawn in the theme builder: missing content shows what to do about it. */
  editing: boolean;
  onImagePlaceholderClick?: () => void;
}) {
  const { selectStyle, ...selectable } = useSelectable('preview-content');
  const props = { theme, tenants, orientation, animate };
  return (
    <div
      {...selectable}
      style={{ flex: '1 1 0px', minHeight: 0, display: 'flex', position: 'relative', ...selectStyle }}
    >
      {theme.layout === 'list-simple' && <ListLayout {...props} />}
      {theme.layout === 'twoColumn' && <TwoColumnLayout {...props} />}
      {theme.layout === 'hero' && <HeroLayout {...props} />}
      {theme.layout === 'split' && <SplitLayout {...props} variant="split" />}
      {theme.layout === 'imageTenant' && <SplitLayout {...props} variant="imageTenant" />}
      {theme.layout === 'imageOnly' && (
        <ImageOnlyLayout theme={theme} editing={editing} onImagePlaceholderClick={onImagePlaceholderClick} />
      )}
    </div>
  );
}
