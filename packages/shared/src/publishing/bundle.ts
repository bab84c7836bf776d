import { z } from 'zod';
import { idSchema, withoutNul } from '../schemas/text';
import { deviceSchema } from '../devices/device';
import { pairingCodeSchema } from '../devices/pairing-code';
import { tenantEntrySchema } from '../tenants/tenant-entry';
import { SCREEN_TENANT_FIELDS } from '../tenants/screen-tenants';
import { themeSchema } from '../theme/theme-schema';
import { bundleBuildingSchema } from '../directory/mobile-directory';
import { categoryDictionarySchema } from '../tenants/category-dictionary';

export const PUBLISH_MESSAGES = {
  published: 'Published successfully',
  deleted: 'Published bundle deleted successfully',
  deletedByPairingCode: 'Published bundles deleted successfully',
  notFound: 'Published bundle not found',
  noBundle: 'No bundle published for this device',
  needsThemeAndCode: 'Please select theme and enter pairing code to enable publishing',
  notAllowed: 'You do not have permission to publish',
} as const;

/** docs/product.md §3 Publish request: `POST /api/foyer/published-bundles`. */
export const publishRequestSchema = z.object({
  org_id: z.string().max(100).optional(),
  bundle_name: z.string().max(250).check(withoutNul('Bundle name')).default(''),
  theme_id: z.string().max(100).nullable().optional(),
  device_id: idSchema('Device id'),
  pairing_code: pairingCodeSchema.nullable().optional(),
  tenants_id: idSchema('Tenants id').nullable().optional(),
});
export type PublishRequest = z.input<typeof publishRequestSchema>;

/** Devices one publish-all call takes; the dashboard sends larger sets in turns, showing progress. */
export const PUBLISH_MANY_MAX = 200;

/**
 * `POST /api/foyer/published-bundles/many` (DEV-15, DEV-18): each device published as it is saved
 * (its theme, code and list) with the single publish's checks, the accepted ones written together;
 * a refusal is answered for its device and the others go on.
 */
export const publishManyRequestSchema = z.object({
  org_id: idSchema('Organization id'),
  device_ids: z
    .array(idSchema('Device id'), { error: 'device_ids must be a list of device ids' })
    .min(1, { error: 'Choose at least one device' })
    .max(PUBLISH_MANY_MAX, { error: `At most ${PUBLISH_MANY_MAX} devices per call` }),
});
export type PublishManyRequest = z.input<typeof publishManyRequestSchema>;

export const publishOutcomeSchema = z.object({
  device_id: z.string(),
  /** The new bundle's version; null when this device was refused. */
  version: z.number().int().nullable(),
  /** Why it was refused (the message a single publish would answer); null when published. */
  error: z.string().nullable(),
});
export type PublishOutcome = z.infer<typeof publishOutcomeSchema>;
export const publishManyResultSchema = z.array(publishOutcomeSchema);

export const bundleSettingsSchema = z.object({
  auto_refresh: z.boolean(),
  offline_mode: z.boolean(),
});
export type BundleSettings = z.infer<typeof bundleSettingsSchema>;

/**
 * The device `refresh_policy` that turns `auto_refresh` off (docs/product.md §3 leaves the values open; the
 * default is 'auto'). A screen then keeps the bundle it shows and takes a newer publish only
 * when it reloads or at local midnight.
 */
export const MANUAL_REFRESH_POLICY = 'manual';

/** The `refresh_policy` values the dashboard offers: 'auto' (the default) and 'manual'. */
export const REFRESH_POLICIES = ['auto', MANUAL_REFRESH_POLICY] as const;
export type RefreshPolicy = (typeof REFRESH_POLICIES)[number];

/** The offered value a stored `refresh_policy` behaves as (any other value publishes as 'auto'). */
export function refreshPolicyOf(refreshPolicy: string): RefreshPolicy {
  return bundleSettingsFor(refreshPolicy).auto_refresh ? 'auto' : MANUAL_REFRESH_POLICY;
}

/** `bundle_settings` of a bundle published for a device with `refreshPolicy`. */
export function bundleSettingsFor(refreshPolicy: string): BundleSettings {
  return {
    auto_refresh: refreshPolicy.trim().toLowerCase() !== MANUAL_REFRESH_POLICY,
    offline_mode: true,
  };
}

/** One company as a screen receives it: the fields of SCREEN_TENANT_FIELDS, nothing private. */
export const screenTenantSchema = tenantEntrySchema.pick(
  Object.fromEntries(SCREEN_TENANT_FIELDS.map((field) => [field, true])) as {
    [K in (typeof SCREEN_TENANT_FIELDS)[number]]: true;
  },
);

/** The tenants copy inside a bundle; null when the device has no tenant list. */
export const bundleTenantsSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  name: z.string(),
  scope: z.string(),
  theme_id: z.string().nullable(),
  /** The companies a screen may list (screenTenants), with the screen's fields only. */
  entries: z.array(screenTenantSchema),
});

/** docs/product.md §3 Published bundle: a full copy of theme, tenants and device at publish time. */
export const publishedBundleSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  device_id: z.string(),
  pairing_code: z.string(),
  bundle_name: z.string(),
  status: z.string(),
  version: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string(),
  bundle_settings: bundleSettingsSchema,
  data: z.object({
    tenants: bundleTenantsSchema.nullable(),
    theme: themeSchema,
    device: deviceSchema,
    /** The device's building at publish time (THM-30); absent in bundles published before. */
    building: bundleBuildingSchema.nullable().optional(),
    /**
     * The organization's name at publish time: the header's name for a screen of the whole
     * organization, which has no building (THM-33); absent in bundles published before.
     */
    organization_name: z.string().optional(),
    /**
     * The organization's category translations this screen needs: its list's categories, its
     * building's languages (docs/decisions/languages.md LNG-21); absent in bundles published before.
     */
    categories: categoryDictionarySchema.optional(),
  }),
});
export type PublishedBundle = z.infer<typeof publishedBundleSchema>;

export const deletedCountSchema = z.object({ deletedCount: z.number().int() });
