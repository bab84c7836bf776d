import type { PublishedBundle } from '@foyer/shared';

/**
 * A light check of a bundle received from the server or read back from storage. The player trusts
 * its own server and leaves full validation to it (zod schemas of whole bundles would double the
 * screen's JavaScript); the renderer fills any damaged theme section with its defaults.
 */
export function looksLikeBundle(value: unknown): value is PublishedBundle {
  if (typeof value !== 'object' || value === null) return false;
  const bundle = value as Partial<PublishedBundle>;
  return (
    typeof bundle.id === 'string' &&
    typeof bundle.version === 'number' &&
    typeof bundle.device_id === 'string' &&
    typeof bundle.data === 'object' &&
    bundle.data !== null &&
    typeof bundle.data.theme === 'object' &&
    bundle.data.theme !== null
  );
}

/** Whether two bundles are the same publication. */
export function sameBundle(a: PublishedBundle | null, b: PublishedBundle | null): boolean {
  if (!a || !b) return a === b;
  return a.id === b.id && a.version === b.version && a.published_at === b.published_at;
}

/** The images a bundle's screen draws, for the service worker to keep offline. */
export function bundleImageUrls(bundle: PublishedBundle): string[] {
  const theme = bundle.data.theme as Partial<PublishedBundle['data']['theme']>;
  const urls = [
    theme.media?.heroImageUrl,
    theme.media?.companyLogoUrl,
    theme.media?.fullPageImageUrl,
    theme.background?.imageUrl,
  ];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.trim() !== ''))];
}
