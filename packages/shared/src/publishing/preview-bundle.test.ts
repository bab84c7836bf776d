import { describe, expect, it } from 'vitest';
import { PREVIEW_BUNDLE_VERSION } from '../constants';
import type { Device } from '../devices/device';
import { PREVIEW_SAMPLE_ENTRIES, SAMPLE_DIRECTORY } from '../tenants/sample-directory';
import type { TenantList } from '../tenants/tenant-list';
import { resolveTheme } from '../theme/theme-resolve';
import type { Theme } from '../theme/theme-schema';
import { publishedBundleSchema } from './bundle';
import { buildPreviewBundle } from './preview-bundle';

const at = '2026-01-01T00:00:00.000Z';
const device: Device = {
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
  hasBeenPublished: false,
  hasUnpublishedChanges: false,
  created_at: at,
  updated_at: at,
};
const theme: Theme = {
  ...resolveTheme({}),
  id: 't1',
  org_id: 'o1',
  sub_org_id: null,
  name: 'Lobby Theme',
  created_at: at,
};
const list: TenantList = {
  id: 'l1',
  org_id: 'o1',
  sub_org_id: null,
  name: 'Tower',
  scope: 'global',
  theme_id: null,
  entries: SAMPLE_DIRECTORY.slice(5, 9),
  created_at: at,
  updated_at: at,
};

describe('buildPreviewBundle (SPEC §4 Preview)', () => {
  it('is an active version-1 bundle of the current theme and tenants, shaped like a published one', () => {
    const bundle = buildPreviewBundle({ device, theme, tenants: list, at: new Date(at) });
    expect(bundle.status).toBe('active');
    expect(bundle.version).toBe(PREVIEW_BUNDLE_VERSION);
    expect(bundle.bundle_name).toBe('Lobby Bundle');
    expect(bundle.data.theme).toBe(theme);
    expect(bundle.data.tenants?.entries).toEqual(list.entries);
    expect(publishedBundleSchema.safeParse(bundle).success).toBe(true);
  });

  it('uses two sample entries when the device has no tenants', () => {
    for (const tenants of [null, { ...list, entries: [] }]) {
      const bundle = buildPreviewBundle({ device, theme, tenants });
      expect(bundle.data.tenants?.entries).toEqual([...PREVIEW_SAMPLE_ENTRIES]);
      expect(bundle.data.tenants?.entries).toHaveLength(2);
    }
  });
});
