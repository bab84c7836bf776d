import type { Device } from '../devices/device';
import type { DeviceScreen } from '../devices/player-report';
import type { PublishedBundle } from '../publishing/bundle';
import { SAMPLE_DIRECTORY } from '../tenants/sample-directory';
import type { TenantList } from '../tenants/tenant-list';
import { resolveTheme } from '../theme/theme-resolve';
import type { Theme } from '../theme/theme-schema';

/*
 * Records as the API answers them, for tests: one device, the theme and tenant list it shows,
 * all in organization 'o1' and no sub-organization. Tests override only what they are about.
 * Imported as '@foyer/shared/testing', apart from the package's main entry so no app bundles it.
 */

const AT = '2026-03-04T10:00:00.000Z';

/** Device 'd1', paired and published, showing theme 't1' with tenant list 'l1'. */
export function deviceRecord(fields: Partial<Device> = {}): Device {
  return {
    id: 'd1',
    org_id: 'o1',
    sub_org_id: null,
    theme_id: 't1',
    tenants_id: 'l1',
    name: 'Lobby',
    pairing_code: 'ABC234',
    orientation: 'landscape',
    refresh_policy: 'auto',
    pairing_expires_at: null,
    last_seen_at: null,
    app_version: '1.0.0',
    status: 'Disconnected',
    hasBeenPublished: true,
    hasUnpublishedChanges: false,
    always_on: false,
    created_at: AT,
    updated_at: AT,
    ...fields,
  };
}

/** What a device's screen reported: a linked screen that has not reported anything yet. */
export function deviceScreenRecord(fields: Partial<DeviceScreen> = {}): DeviceScreen {
  return {
    linked: true,
    published_version: null,
    shown_version: null,
    shown_since: null,
    started_at: null,
    last_reload_reason: null,
    legacy: null,
    ...fields,
  };
}

/** Theme 't1' with every default. */
export function themeRecord(fields: Partial<Theme> = {}): Theme {
  return {
    ...resolveTheme({}),
    id: 't1',
    org_id: 'o1',
    sub_org_id: null,
    name: 'Tower',
    created_at: AT,
    ...fields,
  };
}

/** Tenant list 'l1' of the first five sample companies. */
export function tenantListRecord(fields: Partial<TenantList> = {}): TenantList {
  return {
    id: 'l1',
    org_id: 'o1',
    sub_org_id: null,
    name: 'Tower tenants',
    scope: 'global',
    theme_id: null,
    entries: SAMPLE_DIRECTORY.slice(0, 5),
    created_at: AT,
    updated_at: AT,
    ...fields,
  };
}

/** The bundle a publish of `device` answers, at `version`, showing theme 't1'. */
export function publishedBundleRecord(device: Device, version: number): PublishedBundle {
  return {
    id: `b-${device.id}-${version}`,
    org_id: device.org_id,
    device_id: device.id,
    pairing_code: device.pairing_code,
    bundle_name: `${device.name} Bundle`,
    status: 'active',
    version,
    created_by: null,
    created_at: AT,
    updated_at: AT,
    published_at: AT,
    bundle_settings: { auto_refresh: true, offline_mode: true },
    data: { tenants: null, theme: themeRecord(), device },
  };
}
