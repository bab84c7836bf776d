/**
 * A building's mobile directory (docs/product.md §11): a public read-only page at
 * `{PUBLIC_URL}/directory/{token}` listing the companies its screens show. The token is the only
 * key, so it is long and random; a building turns the page off without losing the address.
 */
export const MOBILE_DIRECTORY_PATH = '/directory';

export const mobileDirectoryUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${MOBILE_DIRECTORY_PATH}/${token}`;

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
