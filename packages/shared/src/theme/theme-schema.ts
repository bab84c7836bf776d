import { z } from 'zod';
import { contentPlacementFields } from '../schemas/content-fields';
import { imageUrlSchema } from '../schemas/image-url';
import { withoutNul } from '../schemas/text';
import { TENANT_COLUMNS, type TenantColumn } from '../tenants/tenant-entry';
import { FLOOR_ORDERS } from '../tenants/floor-order';
import { SORT_METHODS } from '../tenants/tenant-sorting';
import {
  AFTER_HOURS_MODES,
  AFTER_HOURS_CONTACT_MAX_LENGTH,
  AFTER_HOURS_MESSAGE_MAX_LENGTH,
  NOTICE_BANDS,
  ALIGNMENTS,
  BACKGROUND_TYPES,
  DIRECTORY_QR_PLACES,
  FONT_FAMILIES,
  FOOTER_ITEMS,
  HEADER_CLOCKS,
  HEADER_TITLE_MAX_LENGTH,
  HERO_POSITIONS,
  IMAGE_FITS,
  JUSTIFY_CONTENTS,
  LAYOUTS,
  LIST_STYLES,
  ORIENTATIONS,
  PAGINATION_MODES,
  THEME_DEFAULTS as D,
  THEME_RANGES as R,
} from './theme-defaults';
import { SCREEN_DIAGONALS, VIEWING_DISTANCES } from './viewing-distance';

const COLOR_PATTERN =
  /^(#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\(\s*[-\d.%\s,/deg]+\)|transparent)$/i;

export const colorSchema = z
  .string()
  .trim()
  .regex(COLOR_PATTERN, 'Must be a colour such as #3b82f6 or rgba(0, 0, 0, 0.5)');

const ranged = (range: { min: number; max: number }) =>
  z
    .number({ error: 'Must be a number' })
    .min(range.min, `Must be between ${range.min} and ${range.max}`)
    .max(range.max, `Must be between ${range.min} and ${range.max}`);

/**
 * One value per tenant column; a column left out takes its §9 default, so a partial section (a
 * save that sends only `company_name`'s width) keeps the others' defaults instead of none.
 */
const columnRecord = <T extends z.ZodType>(valueOf: (column: TenantColumn) => T) =>
  z.object(Object.fromEntries(TENANT_COLUMNS.map((c) => [c, valueOf(c)])) as Record<TenantColumn, T>);

const paddingSchema = z.object({
  all: ranged(R.contentPadding).default(D.layoutOptions.contentPadding.all),
  top: ranged(R.contentPadding).default(D.layoutOptions.contentPadding.top),
  left: ranged(R.contentPadding).default(D.layoutOptions.contentPadding.left),
  right: ranged(R.contentPadding).default(D.layoutOptions.contentPadding.right),
  bottom: ranged(R.contentPadding).default(D.layoutOptions.contentPadding.bottom),
});

export const layoutOptionsSchema = z.object({
  split: z.boolean().default(D.layoutOptions.split),
  orientation: z.enum(ORIENTATIONS).default(D.layoutOptions.orientation),
  pagination: z.enum(PAGINATION_MODES).default(D.layoutOptions.pagination),
  showCarousel: z.boolean().default(D.layoutOptions.showCarousel),
  heroPosition: z.enum(HERO_POSITIONS).default(D.layoutOptions.heroPosition),
  imageSectionSize: ranged(R.imageSize).default(D.layoutOptions.imageSectionSize),
  uniformPadding: z.boolean().default(D.layoutOptions.uniformPadding),
  contentPadding: paddingSchema.prefault({}),
  imageSize: ranged(R.imageSize).default(D.layoutOptions.imageSize),
  tenantListSize: ranged(R.tenantListSize).default(D.layoutOptions.tenantListSize),
  borderRadius: ranged(R.borderRadius).default(D.layoutOptions.borderRadius),
});

export const themeColorsSchema = z.object({
  background: colorSchema.default(D.colors.background),
  primary: colorSchema.default(D.colors.primary),
  secondary: colorSchema.default(D.colors.secondary),
  accent: colorSchema.default(D.colors.accent),
  textPrimary: colorSchema.default(D.colors.textPrimary),
  textSecondary: colorSchema.default(D.colors.textSecondary),
});

export const gradientSchema = z.object({
  from: colorSchema,
  to: colorSchema,
  angle: ranged(R.gradientAngle).default(0),
});

export const backgroundSchema = z.object({
  type: z.enum(BACKGROUND_TYPES).default(D.background.type),
  imageUrl: imageUrlSchema.default(D.background.imageUrl),
  imageFit: z.enum(IMAGE_FITS).default(D.background.imageFit),
  gradient: gradientSchema.nullable().default(D.background.gradient),
});

const oneOf = (values: readonly number[], what: string) =>
  z.number().refine((value) => values.includes(value), `${what} must be one of ${values.join(', ')}`);

export const typographySchema = z.object({
  fontFamily: z.enum(FONT_FAMILIES).default(D.typography.fontFamily),
  viewingDistance: oneOf(VIEWING_DISTANCES, 'Viewing distance').default(D.typography.viewingDistance),
  screenDiagonal: oneOf(SCREEN_DIAGONALS, 'Screen size').default(D.typography.screenDiagonal),
});

export const tenantStyleSchema = z.object({
  sortMethod: z.enum(SORT_METHODS).default(D.tenants.sortMethod),
  hiddenColumns: z.array(z.enum(TENANT_COLUMNS)).max(TENANT_COLUMNS.length).default(D.tenants.hiddenColumns),
  columnOrder: z
    .array(z.enum(TENANT_COLUMNS))
    .max(TENANT_COLUMNS.length)
    .refine((cols) => new Set(cols).size === cols.length, 'Each column may appear once')
    .default(D.tenants.columnOrder),
  rowHeight: ranged(R.rowHeight).default(D.tenants.rowHeight),
  columnWidths: columnRecord((c) => ranged(R.columnWidth).default(D.tenants.columnWidths[c])).prefault({}),
  columnAlignments: columnRecord((c) => z.enum(ALIGNMENTS).default(D.tenants.columnAlignments[c])).prefault(
    {},
  ),
  listStyle: z.enum(LIST_STYLES).default(D.tenants.listStyle),
  alternatingRowColor: colorSchema.default(D.tenants.alternatingRowColor),
  alternatingRowOpacity: ranged(R.opacity).default(D.tenants.alternatingRowOpacity),
  solidRowColor: colorSchema.default(D.tenants.solidRowColor),
  padding: ranged(R.listPadding).default(D.tenants.padding),
  glassBackgroundColor: colorSchema.default(D.tenants.glassBackgroundColor),
  glassOpacity: ranged(R.glassOpacity).default(D.tenants.glassOpacity),
  glassBlur: ranged(R.glassBlur).default(D.tenants.glassBlur),
  textSize: ranged(R.textSize).default(D.tenants.textSize),
  groupByFloor: z.boolean().default(D.tenants.groupByFloor),
  floorOrder: z.enum(FLOOR_ORDERS).default(D.tenants.floorOrder),
});

export const headerSchema = z.object({
  offset: z
    .object({ x: ranged(R.headerOffset).default(0), y: ranged(R.headerOffset).default(0) })
    .prefault({}),
  backgroundColor: colorSchema.default(D.header.backgroundColor),
  backgroundOpacity: ranged(R.opacity).default(D.header.backgroundOpacity),
  logoAlignment: z.enum(ALIGNMENTS).default(D.header.logoAlignment),
  clock: z.enum(HEADER_CLOCKS).default(D.header.clock),
  buildingName: z.boolean().default(D.header.buildingName),
  title: z
    .string()
    .max(HEADER_TITLE_MAX_LENGTH, `Must be at most ${HEADER_TITLE_MAX_LENGTH} characters`)
    .check(withoutNul('Header title'))
    .default(D.header.title),
});

const footerItemSchema = (key: (typeof FOOTER_ITEMS)[number]) =>
  z
    .object({
      show: z.boolean().default(D.footer.items[key].show),
      text: z
        .string()
        .max(200, 'Must be at most 200 characters')
        .check(withoutNul('Footer text'))
        .default(D.footer.items[key].text),
      order: z.number().int().min(1).max(FOOTER_ITEMS.length).default(D.footer.items[key].order),
    })
    .prefault({});

export const footerSchema = z.object({
  backgroundColor: colorSchema.default(D.footer.backgroundColor),
  backgroundOpacity: ranged(R.opacity).default(D.footer.backgroundOpacity),
  textColor: colorSchema.default(D.footer.textColor),
  fontSize: ranged(R.footerFontSize).default(D.footer.fontSize),
  justifyContent: z.enum(JUSTIFY_CONTENTS).default(D.footer.justifyContent),
  clock: z.enum(HEADER_CLOCKS).default(D.footer.clock),
  items: z
    .object({
      OfficeSuite: footerItemSchema('OfficeSuite'),
      OfficeHours: footerItemSchema('OfficeHours'),
      OfficeNumber: footerItemSchema('OfficeNumber'),
      MaintenanceNumber: footerItemSchema('MaintenanceNumber'),
      WifiInfo: footerItemSchema('WifiInfo'),
      BuildingName: footerItemSchema('BuildingName'),
    })
    .prefault({}),
});

export const mediaSchema = z.object({
  heroImageUrl: imageUrlSchema.default(D.media.heroImageUrl),
  heroImageFit: z.enum(IMAGE_FITS).default(D.media.heroImageFit),
  companyLogoUrl: imageUrlSchema.default(D.media.companyLogoUrl),
  logoSize: ranged(R.logoSize).default(D.media.logoSize),
  carouselImages: z.array(imageUrlSchema).max(20).default(D.media.carouselImages),
  fullPageImageUrl: imageUrlSchema.default(D.media.fullPageImageUrl),
  directoryQr: z.enum(DIRECTORY_QR_PLACES).default(D.media.directoryQr),
});

export const noticesPlacementSchema = z.object({
  band: z.enum(NOTICE_BANDS).default(D.notices.band),
  page: z.boolean().default(D.notices.page),
});

export const afterHoursSchema = z.object({
  mode: z.enum(AFTER_HOURS_MODES).default(D.afterHours.mode),
  message: z
    .string()
    .max(AFTER_HOURS_MESSAGE_MAX_LENGTH, `Message has at most ${AFTER_HOURS_MESSAGE_MAX_LENGTH} characters`)
    .check(withoutNul('Message'))
    .default(D.afterHours.message),
  contact: z
    .string()
    .max(AFTER_HOURS_CONTACT_MAX_LENGTH, `Contact has at most ${AFTER_HOURS_CONTACT_MAX_LENGTH} characters`)
    .check(withoutNul('Contact'))
    .default(D.afterHours.contact),
  clock: z.boolean().default(D.afterHours.clock),
});

/** How a building with two languages shows them (docs/product.md §16, LNG-5). */
export const LANGUAGE_MODES = ['side-by-side', 'alternate'] as const;
export type LanguageMode = (typeof LANGUAGE_MODES)[number];
export const LANGUAGE_MODE_LABELS: Record<LanguageMode, string> = {
  'side-by-side': 'Side by side (Etage · Floor)',
  alternate: 'Alternate at each page turn',
};

export const themeLanguagesSchema = z.object({
  mode: z.enum(LANGUAGE_MODES).default(D.languages.mode),
});

export const themeMetadataSchema = z.object({
  createdBy: z.string().max(200).default(D.metadata.createdBy),
  updatedAt: z.string().max(40).default(D.metadata.updatedAt),
  version: z.number().int().min(1).default(D.metadata.version),
});

/** Everything that decides how a screen looks; every field has its docs/product.md §9 default. */
export const themeContentSchema = z.object({
  layout: z.enum(LAYOUTS).default(D.layout),
  layoutOptions: layoutOptionsSchema.prefault({}),
  colors: themeColorsSchema.prefault({}),
  background: backgroundSchema.prefault({}),
  typography: typographySchema.prefault({}),
  tenants: tenantStyleSchema.prefault({}),
  header: headerSchema.prefault({}),
  footer: footerSchema.prefault({}),
  media: mediaSchema.prefault({}),
  notices: noticesPlacementSchema.prefault({}),
  afterHours: afterHoursSchema.prefault({}),
  languages: themeLanguagesSchema.prefault({}),
  metadata: themeMetadataSchema.prefault({}),
});
export type ThemeContent = z.infer<typeof themeContentSchema>;
export type ThemeContentInput = z.input<typeof themeContentSchema>;

export const themeNameSchema = z
  .string()
  .trim()
  .max(120, 'Must be at most 120 characters')
  .check(withoutNul('Theme name'));

/** `POST /api/foyer/themes` and `/themes/{id}`: a theme's content plus its name and place. */
export const themeInputSchema = themeContentSchema.extend({
  name: themeNameSchema.default(''),
  ...contentPlacementFields,
});
export type ThemeInput = z.input<typeof themeInputSchema>;

/** A stored theme as the API answers it. */
export const themeSchema = themeContentSchema.extend({
  id: z.string(),
  org_id: z.string(),
  sub_org_id: z.string().nullable(),
  name: z.string(),
  created_at: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

/** The theme as the renderer needs it: a stored theme or an unsaved draft. */
export type RenderableTheme = ThemeContent & { name?: string };

export { imageUrlSchema };
