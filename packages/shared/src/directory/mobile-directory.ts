import { z } from 'zod';
import { VISITOR_LANGUAGES } from '../i18n/languages';
import { isDefaultOrganizationName } from '../schemas/organization';
import { categoryDictionarySchema, categoryLabel } from '../tenants/category-dictionary';

// The page's address and texts are in mobile-directory-texts.ts: the dashboard's route table and
// messages need them without loading zod (docs/decisions/dashboard.md DSH-14).
export * from './mobile-directory-texts';

/** Tokens are 43 URL-safe characters (32 random bytes); anything else is not looked up. */
export const directoryTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a directory address');

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
  /** Above the building's name; empty when it would add nothing (`publicOrganizationName`). */
  organization_name: z.string(),
  /** The logo of the newest published theme, if it has one. */
  logo_url: z.string(),
  /** The newest published theme's primary colour, for the page's accents. */
  accent_color: z.string(),
  /** When a screen of the building was last published; null before any was. */
  published_at: z.string().nullable(),
  /**
   * The building's languages (1 or 2, its first the main one): the page speaks the phone's
   * language when it is one of them, else the first (docs/product.md §16 "Phone directory languages").
   */
  languages: z.array(z.enum(VISITOR_LANGUAGES)).min(1).max(2),
  tenants: z.array(publicDirectoryTenantSchema),
  /**
   * Translations of its categories into its languages, by `categoryKey`, as its screens' bundles
   * carry them (docs/decisions/languages.md LNG-21); absent: categories as typed.
   */
  categories: categoryDictionarySchema.optional(),
});
export type PublicDirectory = z.infer<typeof publicDirectorySchema>;

const sameName = (a: string, b: string) => categoryLabel(a).toLowerCase() === categoryLabel(b).toLowerCase();

/**
 * The organization's name as a visitor's phone shows it above the building's: none while it is
 * still the sign-up name ("{Owner}'s Organization" names a person, not the landlord) or when it
 * only repeats the building's name (docs/product.md §11).
 */
export function publicOrganizationName(organization: string, building: string): string {
  return isDefaultOrganizationName(organization) || sameName(organization, building)
    ? ''
    : organization.trim();
}

/** The building a bundle was published for, as its screen shows it (header, footer, QR code). */
export const bundleBuildingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The mobile directory's address while it is on; null otherwise. */
  directory_url: z.string().nullable(),
  /** The building's screen languages, its first the main one (§16); absent in bundles published before. */
  languages: z.array(z.enum(VISITOR_LANGUAGES)).min(1).max(2).optional(),
  /** The building's time zone, for the screen's clock (§16); absent in bundles published before. */
  time_zone: z.string().optional(),
});
export type BundleBuilding = z.infer<typeof bundleBuildingSchema>;
