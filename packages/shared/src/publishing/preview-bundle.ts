import { PREVIEW_BUNDLE_VERSION } from '../constants';
import type { Device } from '../devices/device';
import { PREVIEW_SAMPLE_ENTRIES } from '../tenants/sample-directory';
import type { TenantList } from '../tenants/tenant-list';
import { screenTenants } from '../tenants/screen-tenants';
import { localDay } from '../tenants/tenant-visibility';
import type { Theme } from '../theme/theme-schema';
import type { PublishedBundle } from './bundle';
import type { BundleBuilding } from '../directory/mobile-directory';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { dictionaryFor, type CategoryDictionary } from '../tenants/category-dictionary';

/** The status a preview bundle carries (docs/product.md §4 Preview). */
export const PREVIEW_BUNDLE_STATUS = 'active';

/**
 * docs/product.md §4 Preview, 'Preview (Latest Changes)': the bundle a publish would produce now, built in the
 * browser from the device's current theme and tenant list, with status active and version 1. A
 * device without tenants (no list, or an empty one) previews two sample entries.
 */
export function buildPreviewBundle(input: {
  device: Device;
  theme: Theme;
  tenants: TenantList | null | undefined;
  /** The device's building as a publish would copy it (name, directory address); null without one. */
  building?: BundleBuilding | null;
  /** The organization's name, as a publish copies it. */
  organizationName?: string;
  /** The organization's category dictionary; the bundle keeps what a publish would (LNG-21). */
  categoryTranslations?: CategoryDictionary;
  /** The moment of the preview; defaults to now. */
  at?: Date;
}): PublishedBundle {
  const { device, theme, tenants } = input;
  const moment = input.at ?? new Date();
  const at = moment.toISOString();
  const entries = screenTenants(
    tenants && tenants.entries.length > 0 ? tenants.entries : PREVIEW_SAMPLE_ENTRIES,
    localDay(moment),
  );
  return {
    id: `preview-${device.id}`,
    org_id: device.org_id,
    device_id: device.id,
    pairing_code: device.pairing_code,
    bundle_name: `${device.name} Bundle`,
    status: PREVIEW_BUNDLE_STATUS,
    version: PREVIEW_BUNDLE_VERSION,
    created_by: null,
    created_at: at,
    updated_at: at,
    published_at: at,
    bundle_settings: { auto_refresh: true, offline_mode: true },
    data: {
      tenants: {
        id: tenants?.id ?? `preview-${device.id}`,
        org_id: tenants?.org_id ?? device.org_id,
        name: tenants?.name ?? 'Sample tenants',
        scope: tenants?.scope ?? 'global',
        theme_id: tenants?.theme_id ?? null,
        entries,
      },
      theme,
      device,
      building: input.building ?? null,
      ...(input.organizationName ? { organization_name: input.organizationName } : {}),
      ...(input.categoryTranslations && {
        categories: dictionaryFor(
          input.categoryTranslations,
          entries.map((entry) => entry.category),
          input.building?.languages ?? [DEFAULT_LANGUAGE],
        ),
      }),
    },
  };
}
