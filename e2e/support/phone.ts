import type { Browser, Page } from '@playwright/test';
import type { OrganizationSetup } from './organization-setup';
import { callAs, pageAs } from './users';

/** A visitor's phone (390 px, touch) set to `locale`, signed in to nothing. */
export function phoneIn(browser: Browser, locale: string): Promise<Page> {
  return pageAs(browser, null, {
    locale,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
}

/** Turns the building's mobile directory on (docs/product.md §11) and answers its address. */
export async function mobileDirectoryOf(
  { api, owner }: OrganizationSetup,
  buildingId: string,
): Promise<string> {
  const directory = await callAs<{ url: string }>(
    api,
    owner,
    'POST',
    `/foyer/sub-organizations/${buildingId}/mobile-directory`,
    { enabled: true },
  );
  return directory.url;
}
