import type { PublishedBundle, ScreenTenant } from '@foyer/shared';
import { useMemo } from 'react';
import type { Orientation } from './fit-scale';
import { placeOfBuilding } from './screen-place';
import { ThemePreview, type ThemePreviewProps } from './theme-preview';

const NO_ENTRIES: readonly ScreenTenant[] = [];

export interface BundlePreviewProps extends Omit<ThemePreviewProps, 'theme' | 'tenants' | 'place'> {
  /** A published bundle, or a preview bundle built the same way; only its data is drawn. */
  bundle: Pick<PublishedBundle, 'data'>;
}

/** The canvas a bundle is drawn on: portrait only when its theme says so ('auto' draws landscape). */
export function bundleOrientation(bundle: Pick<PublishedBundle, 'data'>): Orientation {
  const options = (bundle.data.theme as { layoutOptions?: { orientation?: string } } | null)?.layoutOptions;
  return options?.orientation === 'portrait' ? 'portrait' : 'landscape';
}

/**
 * A bundle as the screen shows it: its theme and tenant list through the one renderer, scaled to
 * the parent box. The player and the dashboard's preview page both draw bundles with this.
 */
export function BundlePreview({ bundle, ...props }: BundlePreviewProps) {
  const { building, organization_name: organizationName, categories } = bundle.data;
  // Its category translations (LNG-21) travel with its place: the list reads them there.
  const place = useMemo(
    () => ({ ...placeOfBuilding(building, organizationName), categories }),
    [building, organizationName, categories],
  );
  // The building's first language is the screen's (docs/product.md §16); read loosely, as bundles
  // published before buildings had languages have none.
  const languages = (building as { languages?: readonly string[] } | null | undefined)?.languages;
  return (
    <ThemePreview
      theme={bundle.data.theme}
      tenants={bundle.data.tenants?.entries ?? NO_ENTRIES}
      place={place}
      lang={languages?.[0]}
      {...props}
    />
  );
}
