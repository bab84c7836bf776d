/**
 * A building's mobile directory (docs/product.md §11): a public read-only page at
 * `{PUBLIC_URL}/directory/{token}` listing the companies its screens show. The token is the only
 * key, so it is long and random; a building turns the page off without losing the address.
 */
export const MOBILE_DIRECTORY_PATH = '/directory';

export const mobileDirectoryUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${MOBILE_DIRECTORY_PATH}/${token}`;

export const MOBILE_DIRECTORY_MESSAGES = {
  /** The API's answer for a dead address; the page's own words are in i18n/messages/phone. */
  notFound: 'This directory is not available',
  enabled: 'Mobile directory turned on',
  disabled: 'Mobile directory turned off',
  rotated: 'The mobile directory has a new address. The old one no longer works.',
  republish: "Publish this building's screens again so their QR codes show the change.",
} as const;
