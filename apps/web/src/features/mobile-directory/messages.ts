import { MOBILE_DIRECTORY_MESSAGES } from '@foyer/shared';

/** Texts of the public mobile directory page (docs/product.md §11); some shared with the server. */
export const PUBLIC_DIRECTORY_TEXT = {
  documentTitle: (building: string) => `${building} directory`,
  loadingTitle: 'Directory',
  loading: 'Loading the directory',
  updated: 'Updated',
  logoAlt: (building: string) => `${building} logo`,
  searchLabel: MOBILE_DIRECTORY_MESSAGES.searchLabel,
  searchPlaceholder: 'Company, suite or floor',
  noMatchHint: 'Check the spelling, or try part of the name, a category or a floor.',
  clearSearch: 'Clear search',
  count: (shown: number, total: number, searching: boolean) => {
    const companies = (n: number) => (n === 1 ? 'company' : 'companies');
    return searching ? `${shown} of ${total} ${companies(total)}` : `${total} ${companies(total)}`;
  },
  noMatch: MOBILE_DIRECTORY_MESSAGES.noMatch,
  empty: MOBILE_DIRECTORY_MESSAGES.empty,
  suite: 'Suite',
  notFound: MOBILE_DIRECTORY_MESSAGES.notFound,
  notFoundHint: MOBILE_DIRECTORY_MESSAGES.notFoundHint,
  loadFailed: 'The directory could not be loaded',
  retry: 'Retry',
  retrying: 'Retrying...',
} as const;
