import type { FloorOrder } from '../tenants/floor-order';
import type { TenantColumn } from '../tenants/tenant-entry';
import { DEFAULT_SCREEN_DIAGONAL, DEFAULT_VIEWING_DISTANCE } from './viewing-distance';

export const LAYOUTS = ['list-simple', 'hero', 'split', 'imageTenant', 'twoColumn', 'imageOnly'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const ORIENTATIONS = ['auto', 'landscape', 'portrait'] as const;
export const PAGINATION_MODES = ['none', 'pages', 'scroll'] as const;
export const HERO_POSITIONS = ['left', 'right'] as const;
export const BACKGROUND_TYPES = ['color', 'gradient', 'image'] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'none'] as const;
export const FONT_FAMILIES = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Poppins'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const LIST_STYLES = ['solid', 'alternating', 'glassy'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const JUSTIFY_CONTENTS = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
] as const;
/** What the header's clock shows: nothing, the time, or the time and the date. */
export const HEADER_CLOCKS = ['none', 'time', 'date-time'] as const;

/** The longest header title a theme may set (docs/product.md §5, docs/decisions/themes.md THM-33). */
export const HEADER_TITLE_MAX_LENGTH = 80;

/** Where the band of scheduled notices sits, if anywhere. */
export const NOTICE_BANDS = ['none', 'top', 'bottom'] as const;
/** Outside opening hours: a black screen, or the after-hours page. */
export const AFTER_HOURS_MODES = ['dark', 'page'] as const;
export const AFTER_HOURS_MESSAGE_MAX_LENGTH = 200;
export const AFTER_HOURS_CONTACT_MAX_LENGTH = 120;

/** Where a screen shows the QR code to its building's mobile directory (DIR-5), if anywhere. */
export const DIRECTORY_QR_PLACES = ['none', 'header', 'footer'] as const;

export const FOOTER_ITEMS = [
  'OfficeSuite',
  'OfficeHours',
  'OfficeNumber',
  'MaintenanceNumber',
  'WifiInfo',
  'BuildingName',
] as const;
export type FooterItemKey = (typeof FOOTER_ITEMS)[number];

/**
 * What each footer item is for, shown in the builder where its text is empty (the input's
 * placeholder and a dimmed sample on the builder's canvas), never on a screen. Themes saved while
 * these were the defaults carry them as real texts: publishing such a theme warns
 * (themeContentWarnings, THM-27).
 */
export const FOOTER_PLACEHOLDERS: Record<FooterItemKey, string> = {
  OfficeSuite: 'Management Office: Suite 100',
  OfficeHours: 'Mon–Fri 8:00–18:00',
  OfficeNumber: 'Office (555) 010-0100',
  MaintenanceNumber: 'Maintenance (555) 010-0199',
  WifiInfo: 'Wi-Fi: Lobby-Guest',
  BuildingName: 'Building name',
};

/**
 * After the theme's font, the fonts for Japanese, Chinese, Korean, Arabic and Hebrew text, which the Latin faces
 * lack (docs/product.md §16 Scripts and right-to-left; a screen loads them only for text that needs
 * them), then the system's.
 */
export const SCRIPT_FONT_FALLBACK =
  "'Noto Sans JP', 'Noto Sans SC', 'Noto Sans KR', 'Noto Sans Arabic', 'Noto Sans Hebrew', system-ui, -apple-system, 'Segoe UI', sans-serif";

/** docs/product.md §2 Typography: each font with its script and system-ui fallbacks. */
export const FONT_STACKS: Record<FontFamily, string> = {
  Inter: `Inter, ${SCRIPT_FONT_FALLBACK}`,
  Roboto: `Roboto, ${SCRIPT_FONT_FALLBACK}`,
  'Open Sans': `'Open Sans', ${SCRIPT_FONT_FALLBACK}`,
  Lato: `Lato, ${SCRIPT_FONT_FALLBACK}`,
  Poppins: `Poppins, ${SCRIPT_FONT_FALLBACK}`,
};

/** docs/product.md §5 Slider ranges, with the step of each slider. */
export const THEME_RANGES = {
  imageSize: { min: 20, max: 80, step: 1 },
  tenantListSize: { min: 20, max: 80, step: 1 },
  borderRadius: { min: 0, max: 100, step: 1 },
  contentPadding: { min: 0, max: 100, step: 1 },
  listPadding: { min: 0, max: 50, step: 1 },
  rowHeight: { min: 24, max: 80, step: 1 },
  columnWidth: { min: 5, max: 80, step: 1 },
  glassOpacity: { min: 0, max: 0.5, step: 0.05 },
  glassBlur: { min: 0, max: 20, step: 1 },
  textSize: { min: 0.625, max: 3, step: 0.125 },
  footerFontSize: { min: 0.625, max: 1.5, step: 0.125 },
  logoSize: { min: 20, max: 200, step: 5 },
  opacity: { min: 0, max: 1, step: 0.1 },
  gradientAngle: { min: 0, max: 360, step: 1 },
  headerOffset: { min: -200, max: 200, step: 1 },
} as const;

/** docs/product.md §9 Theme defaults: every value a theme has when it does not say otherwise. */
export const THEME_DEFAULTS = {
  layout: 'list-simple' as Layout,
  layoutOptions: {
    split: false,
    orientation: 'landscape' as (typeof ORIENTATIONS)[number],
    pagination: 'pages' as (typeof PAGINATION_MODES)[number],
    showCarousel: false,
    heroPosition: 'left' as (typeof HERO_POSITIONS)[number],
    imageSectionSize: 50,
    uniformPadding: true,
    contentPadding: { all: 16, top: 16, left: 16, right: 16, bottom: 16 },
    imageSize: 50,
    tenantListSize: 50,
    borderRadius: 8,
  },
  colors: {
    background: '#ffffff',
    primary: '#3b82f6',
    secondary: '#6b7280',
    accent: '#10b981',
    textPrimary: '#111827',
    textSecondary: '#6b7280',
  },
  background: {
    type: 'color' as BackgroundType,
    imageUrl: '',
    imageFit: 'cover' as (typeof IMAGE_FITS)[number],
    gradient: null as { from: string; to: string; angle: number } | null,
  },
  typography: {
    fontFamily: 'Inter' as FontFamily,
    /** The distance the screen is read from and the screen's size; text sizes follow (THM-34). */
    viewingDistance: DEFAULT_VIEWING_DISTANCE as number,
    screenDiagonal: DEFAULT_SCREEN_DIAGONAL as number,
  },
  tenants: {
    sortMethod: 'company_name' as 'company_name' | 'floor' | 'suite_room' | 'custom',
    hiddenColumns: ['category'] as TenantColumn[],
    columnOrder: ['company_name', 'floor', 'suite_room', 'category'] as TenantColumn[],
    rowHeight: 40,
    columnWidths: { company_name: 40, floor: 20, suite_room: 20, category: 20 } as Record<
      TenantColumn,
      number
    >,
    columnAlignments: {
      company_name: 'left',
      floor: 'center',
      suite_room: 'center',
      category: 'right',
    } as Record<TenantColumn, (typeof ALIGNMENTS)[number]>,
    listStyle: 'solid' as (typeof LIST_STYLES)[number],
    alternatingRowColor: '#f3f4f6',
    alternatingRowOpacity: 0.5,
    solidRowColor: '#ffffff',
    padding: 16,
    glassBackgroundColor: '#ffffff',
    glassOpacity: 0.1,
    glassBlur: 10,
    /** 60 px on the canvas: names read from 3 m on a 55-inch screen (THM-34). */
    textSize: 1.875,
    /** Floor headings between the floors (THM-29); off, so existing screens look as they did. */
    groupByFloor: false,
    /** Sorting and grouping by floor go up the building unless chosen (THM-32). */
    floorOrder: 'lowest-first' as FloorOrder,
  },
  header: {
    offset: { x: 0, y: 0 },
    backgroundColor: '#3b82f6',
    backgroundOpacity: 1,
    logoAlignment: 'left' as (typeof ALIGNMENTS)[number],
    /** A clock in the header, opposite the logo (docs/product.md §11); none unless chosen. */
    clock: 'none' as (typeof HEADER_CLOCKS)[number],
    /** The screen's building name beside the logo (THM-33). */
    buildingName: false,
    /**
     * Shown where there is no logo; empty shows the screen's building name. The theme's
     * own name is never drawn on a screen (docs/decisions/themes.md THM-33).
     */
    title: '',
  },
  footer: {
    backgroundColor: '#6b7280',
    backgroundOpacity: 1,
    textColor: '#ffffff',
    fontSize: 0.875,
    justifyContent: 'center' as (typeof JUSTIFY_CONTENTS)[number],
    /** A clock as the footer's last item (docs/product.md §11); none unless chosen. */
    clock: 'none' as (typeof HEADER_CLOCKS)[number],
    // Empty until staff fill them in (THM-27): sample numbers must never reach a lobby. The
    // builder shows FOOTER_PLACEHOLDERS in their place.
    items: {
      OfficeSuite: { show: true, text: '', order: 1 },
      OfficeHours: { show: true, text: '', order: 2 },
      OfficeNumber: { show: true, text: '', order: 3 },
      MaintenanceNumber: { show: true, text: '', order: 4 },
      WifiInfo: { show: true, text: '', order: 5 },
      BuildingName: { show: true, text: '', order: 6 },
    } as Record<FooterItemKey, { show: boolean; text: string; order: number }>,
  },
  media: {
    heroImageUrl: '',
    heroImageFit: 'cover' as (typeof IMAGE_FITS)[number],
    companyLogoUrl: '',
    logoSize: 80,
    carouselImages: [] as string[],
    /** imageOnly: the full page image; the fallback colour is colors.background. */
    fullPageImageUrl: '',
    /** The QR code to the building's mobile directory; shown only while the directory is on. */
    directoryQr: 'none' as (typeof DIRECTORY_QR_PLACES)[number],
  },
  /** Where scheduled notices show (docs/product.md §12, THM-38): a band beside the directory, pages between its pages. */
  notices: {
    band: 'bottom' as (typeof NOTICE_BANDS)[number],
    page: false,
  },
  /** What the screen shows outside its building's opening hours (SCH-8): black, or a page of its own. */
  afterHours: {
    mode: 'dark' as (typeof AFTER_HOURS_MODES)[number],
    message: '',
    contact: '',
    clock: true,
  },
  /** How a building's two languages show (LNG-5): both side by side, or one per page turn. */
  languages: { mode: 'side-by-side' as 'side-by-side' | 'alternate' },
  metadata: { createdBy: '', updatedAt: '', version: 1 },
};
export type ThemeDefaults = typeof THEME_DEFAULTS;

/** The gradient the 'Use Gradient' toggle starts from ends in this colour (docs/product.md §4). */
export const GRADIENT_TOGGLE_TO = '#f3f4f6';

/** docs/product.md §9: eight preset gradients, one picked at random when the background becomes a gradient. */
export const PRESET_GRADIENTS = [
  { from: '#667eea', to: '#764ba2', angle: 135 },
  { from: '#f093fb', to: '#f5576c', angle: 135 },
  { from: '#4facfe', to: '#00f2fe', angle: 135 },
  { from: '#43e97b', to: '#38f9d7', angle: 135 },
  { from: '#fa709a', to: '#fee140', angle: 135 },
  { from: '#30cfd0', to: '#330867', angle: 135 },
  { from: '#a8edea', to: '#fed6e3', angle: 135 },
  { from: '#0f2027', to: '#2c5364', angle: 135 },
] as const;
