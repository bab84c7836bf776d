import { z } from 'zod';
import {
  ALLOWED_IMAGE_TYPES,
  IMAGE_MAX_BYTES_BACKGROUND,
  IMAGE_MAX_BYTES_DEFAULT,
  IMAGE_MAX_BYTES_HERO,
  IMAGE_MAX_BYTES_LOGO,
  IMAGES_PER_PAGE,
  IMAGES_SIZE_FILTER_MAX_MB,
  MB,
} from '../constants';
import { calendarDaySchema } from '../schemas/calendar-day';
import { idSchema, withoutNul } from '../schemas/text';
import { imageUrlSchema } from '../theme/theme-schema';

export type ImageMimeType = (typeof ALLOWED_IMAGE_TYPES)[number];
export const imageMimeTypeSchema = z.enum(ALLOWED_IMAGE_TYPES);

/** What an upload is for: decides its size limit (docs/product.md §5). */
export const IMAGE_PURPOSES = ['image', 'hero', 'background', 'logo'] as const;
/** The answer to any other purpose, whether it came in the query or in the form. */
export const IMAGE_PURPOSE_INVALID = `Must be one of ${IMAGE_PURPOSES.join(', ')}`;
export const imagePurposeSchema = z.enum(IMAGE_PURPOSES, { error: IMAGE_PURPOSE_INVALID });
export type ImagePurpose = z.infer<typeof imagePurposeSchema>;

const MAX_BYTES_BY_PURPOSE: Record<ImagePurpose, number> = {
  image: IMAGE_MAX_BYTES_DEFAULT,
  hero: IMAGE_MAX_BYTES_HERO,
  background: IMAGE_MAX_BYTES_BACKGROUND,
  logo: IMAGE_MAX_BYTES_LOGO,
};

/** The largest file accepted for a purpose, in bytes. */
export function maxImageBytes(purpose: ImagePurpose = 'image'): number {
  return MAX_BYTES_BY_PURPOSE[purpose];
}

/** Bytes as the messages show them: megabytes with two decimals, e.g. 11.00. */
export function formatMegabytes(bytes: number): string {
  return (bytes / MB).toFixed(2);
}

const ALLOWED_LIST = ALLOWED_IMAGE_TYPES.join(', ');

/** docs/product.md §5 and §8, word for word. */
export const IMAGE_MESSAGES = {
  fileTooLarge: (bytes: number, maxBytes: number) =>
    `File size (${formatMegabytes(bytes)} MB) exceeds maximum allowed size (${maxBytes / MB} MB)`,
  typeNotAllowed: (type: string) => `File type ${type} is not allowed. Allowed types: ${ALLOWED_LIST}`,
  selectValidImage: `Please select a valid image file. Allowed types: ${ALLOWED_LIST}`,
  mustBeSmallerThan: (maxBytes: number) => `File size must be less than ${maxBytes / MB} MB`,
  uploadFailedBecause: (reason: string) => `Upload failed: ${reason}`,
  uploadFailed: 'Upload failed',
  uploadFailedTryAgain: 'Failed to upload image. Please try again.',
  deleteFailed: 'Failed to delete image',
  deleteConfirm: 'Are you sure you want to delete this image?',
  empty: 'No images yet',
  fetchFailed: 'Failed to fetch organization images',
  addFailed: 'Failed to add organization image',
  removeFailed: 'Failed to delete organization image',
  /** Server answers not worded by the spec. */
  noFile: 'Choose an image file to upload (form field "file")',
  tooManyPixels: (width: number, height: number) =>
    `Image is too large to process (${width}x${height} pixels). Use an image under 40 megapixels.`,
  unreadable: 'The file could not be read as an image',
  notFound: 'Image not found',
  deleted: 'Image deleted successfully',
  added: 'Image added successfully',
  alreadyInLibrary: (name: string) => `This image is already in your library as ${name}.`,
  uploaded: 'Image uploaded successfully',
} as const;

/** Images beyond this many pixels are refused before decoding (decompression bombs). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

export const dimensionsSchema = z.object({ width: z.number().int(), height: z.number().int() });
export type Dimensions = z.infer<typeof dimensionsSchema>;

/** `POST /api/foyer/uploads` answer. */
export const uploadResultSchema = z.object({
  image_url: z.string(),
  filename: z.string(),
  original_name: z.string(),
  file_size: z.number().int(),
  mime_type: imageMimeTypeSchema,
  dimensions: dimensionsSchema,
  originalDimensions: dimensionsSchema,
  wasProcessed: z.boolean(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** docs/product.md §3 Organization image, as the API answers it (`_id` repeats `id` for the spec's name). */
export const organizationImageSchema = z.object({
  id: z.string(),
  _id: z.string(),
  org_id: z.string(),
  image_url: z.string(),
  filename: z.string(),
  original_name: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
});
export type OrganizationImage = z.infer<typeof organizationImageSchema>;

/**
 * The answer to adding an image to the library: the entry, and whether the library already held
 * the same picture (the library keeps each content once; the dashboard then names the entry).
 */
export const registeredImageSchema = organizationImageSchema.extend({ already_in_library: z.boolean() });
export type RegisteredImage = z.infer<typeof registeredImageSchema>;

/** The longest name of an image people gave it (`original_name`), in UTF-16 code units as JavaScript counts. */
export const IMAGE_NAME_MAX_LENGTH = 255;

/** `POST /api/foyer/organization-images`: registers an uploaded file with the organization (docs/product.md §7). */
export const organizationImageInputSchema = z.object({
  org_id: idSchema('Organization id'),
  image_url: imageUrlSchema.refine((v) => v !== '', 'Image URL is required'),
  filename: z.string().trim().min(1, 'Filename is required').max(300).check(withoutNul('Filename')),
  original_name: z.string().trim().max(IMAGE_NAME_MAX_LENGTH).check(withoutNul('Original name')).optional(),
  file_size: z.number().int().min(0).optional(),
  mime_type: imageMimeTypeSchema.optional(),
  uploaded_by: z.string().max(100).check(withoutNul('Uploaded by')).optional(),
  uploaded_at: z.string().max(40).check(withoutNul('Uploaded at')).optional(),
});
export type OrganizationImageInput = z.input<typeof organizationImageInputSchema>;

export const IMAGE_SORT_FIELDS = ['date', 'name', 'size'] as const;
export const IMAGE_SORT_ORDERS = ['asc', 'desc'] as const;
export const IMAGE_TYPE_FILTERS = ['all', 'jpeg', 'png', 'webp', 'gif'] as const;
export type ImageSortField = (typeof IMAGE_SORT_FIELDS)[number];
export type ImageSortOrder = (typeof IMAGE_SORT_ORDERS)[number];
export type ImageTypeFilter = (typeof IMAGE_TYPE_FILTERS)[number];

const megabytes = z.coerce.number({ error: 'Must be a number' }).min(0, 'Must be 0 or more').optional();

/**
 * `GET /api/foyer/organization-images/{orgId}` query: the Images page's search, filters, sort and
 * page (docs/product.md §2, §9 defaults). Filtering and paging happen on the server.
 */
export const imageListQuerySchema = z.object({
  search: z.string().max(200).check(withoutNul('Search')).optional(),
  type: z.enum(IMAGE_TYPE_FILTERS).default('all'),
  /** Upload date range, inclusive, in UTC days. */
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  min_mb: megabytes,
  max_mb: megabytes,
  sort: z.enum(IMAGE_SORT_FIELDS).default('date'),
  order: z.enum(IMAGE_SORT_ORDERS).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(IMAGES_PER_PAGE),
});
export type ImageListQuery = z.input<typeof imageListQuerySchema>;

/** The answer of the list: one page plus what the pager and title need. */
export const imageListSchema = z.object({
  images: z.array(organizationImageSchema),
  /** Images matching the search and filters. */
  total: z.number().int(),
  /** All images of the organization (the page title's count). */
  organization_total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
});
export type ImageList = z.infer<typeof imageListSchema>;

/** The Images page's defaults of docs/product.md §9. */
export const IMAGE_LIST_DEFAULTS = {
  sort: 'date',
  order: 'desc',
  view: 'grid',
  type: 'all',
  min_mb: 0,
  max_mb: IMAGES_SIZE_FILTER_MAX_MB,
} as const;

/** The MIME type a type filter stands for. */
export function mimeTypeOfFilter(filter: ImageTypeFilter): ImageMimeType | null {
  return filter === 'all' ? null : `image/${filter}`;
}
