import { z } from 'zod';

/**
 * A building's mobile directory (issue 17, docs/product.md §11): a public read-only page at
 * `{PUBLIC_URL}/directory/{token}` listing the companies its screens show. The token is the only
 * key, so it is long and random; a building turns the page off without losing the address.
 */
export const MOBILE_DIRECTORY_PATH = '/directory';

export const mobileDirectoryUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${MOBILE_DIRECTORY_PATH}/${token}`;

/** Tokens are 43 URL-safe characters (32 random bytes); anything else is not looked up. */
export const directoryTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a directory address');

export const MOBILE_DIRECTORY_MESSAGES = {
  notFound: 'This directory is not available',
  notFoundHint: 'The building may have turned it off or given it a new address. Ask at the front desk.',
  enabled: 'Mobile directory turned on',
  disabled: 'Mobile directory turned off',
  rotated: 'The mobile directory has a new address. The old one no longer works.',
  republish: "Publish this building's screens again so their QR codes show the change.",
  searchLabel: 'Search companies',
  noMatch: (query: string) => `No company matches "${query}"`,
  empty: 'No companies are listed yet',
} as const;

/** A building's directory as its managers see it. */
export const buildingDirectorySchema = z.object({
  sub_org_id: z.string(),
  enabled: z.boolean(),
  /** The public address; null until the directory is first turned on. */
  url: z.string().nullable(),
});
export type BuildingDirectory = z.infer<typeof buildingDirectorySchema>;

export const directorySettingSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** What a visitor's phone is told: names and places only, never contacts or notes. */
export const publicDirectoryTenantSchema = z.object({
  company_name: z.string(),
  floor: z.string(),
  suite_room: z.string(),
  category: z.string(),
});
export type PublicDirectoryTenant = z.infer<typeof publicDirectoryTenantSchema>;

export const publicDirectorySchema = z.object({
  building_name: z.string(),
  organization_name: z.string(),
  /** The logo of the newest published theme, if it has one. */
  logo_url: z.string(),
  /** The newest published theme's primary colour, for the page's accents. */
  accent_color: z.string(),
  /** When a screen of the building was last published; null before any was. */
  published_at: z.string().nullable(),
  tenants: z.array(publicDirectoryTenantSchema),
});
export type PublicDirectory = z.infer<typeof publicDirectorySchema>;

/** The building a bundle was published for, as its screen shows it (header, footer, QR code). */
export const bundleBuildingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The mobile directory's address while it is on; null otherwise. */
  directory_url: z.string().nullable(),
});
export type BundleBuilding = z.infer<typeof bundleBuildingSchema>;
