import { describe, expect, it } from 'vitest';
import { PREVIEW_BUNDLE_VERSION } from '../constants';
import { PREVIEW_SAMPLE_ENTRIES, SAMPLE_DIRECTORY } from '../tenants/sample-directory';
import { deviceRecord, tenantListRecord, themeRecord } from '../testing/records';
import { publishedBundleSchema } from './bundle';
import { screenTenant } from '../tenants/screen-tenants';
import { buildPreviewBundle } from './preview-bundle';

const at = '2026-01-01T00:00:00.000Z';
const device = deviceRecord({ hasBeenPublished: false });
const theme = themeRecord({ name: 'Lobby Theme' });
const list = tenantListRecord({ name: 'Tower', entries: SAMPLE_DIRECTORY.slice(5, 9) });

describe('buildPreviewBundle (docs/product.md §4 Preview)', () => {
  it('is an active version-1 bundle of the current theme and tenants, shaped like a published one', () => {
    const bundle = buildPreviewBundle({ device, theme, tenants: list, at: new Date(at) });
    expect(bundle.status).toBe('active');
    expect(bundle.version).toBe(PREVIEW_BUNDLE_VERSION);
    expect(bundle.bundle_name).toBe('Lobby Bundle');
    expect(bundle.data.theme).toBe(theme);
    expect(bundle.data.tenants?.entries).toEqual(list.entries.map(screenTenant));
    expect(publishedBundleSchema.safeParse(bundle).success).toBe(true);
  });

  it('uses two sample entries when the device has no tenants', () => {
    for (const tenants of [null, { ...list, entries: [] }]) {
      const bundle = buildPreviewBundle({ device, theme, tenants });
      expect(bundle.data.tenants?.entries).toEqual(PREVIEW_SAMPLE_ENTRIES.map(screenTenant));
      expect(bundle.data.tenants?.entries).toHaveLength(2);
    }
  });
});
