import { describe, expect, it } from 'vitest';
import { tenantEntrySchema } from '../tenants/tenant-entry';
import { deviceRecord, tenantListRecord, themeRecord } from '../testing/records';
import { publishedBundleSchema } from './bundle';
import { buildPreviewBundle } from './preview-bundle';

/** The preview copies category translations as a publish does (docs/decisions/languages.md LNG-21). */
describe('buildPreviewBundle with category translations', () => {
  const device = deviceRecord({ hasBeenPublished: false });
  const theme = themeRecord({ name: 'Lobby Theme' });
  const list = tenantListRecord({
    entries: [
      tenantEntrySchema.parse({ id: 'a', company_name: 'Acme', category: 'Law ' }),
      tenantEntrySchema.parse({ id: 'b', company_name: 'Bright', category: 'Dental' }),
    ],
  });
  const building = {
    id: 'b1',
    name: 'Kaiserhof',
    directory_url: null,
    languages: ['de' as const, 'en' as const],
  };
  const dictionary = { law: { de: 'Recht', fr: 'Droit' }, hotel: { de: 'Hotel' } };

  it("keeps only the list's categories in the building's languages", () => {
    const bundle = buildPreviewBundle({
      device,
      theme,
      tenants: list,
      building,
      categoryTranslations: dictionary,
    });
    expect(bundle.data.categories).toEqual({ law: { de: 'Recht' } });
    expect(publishedBundleSchema.safeParse(bundle).success).toBe(true);
  });

  it('carries none without a dictionary, like a bundle published before', () => {
    expect(buildPreviewBundle({ device, theme, tenants: list, building }).data.categories).toBeUndefined();
  });
});
