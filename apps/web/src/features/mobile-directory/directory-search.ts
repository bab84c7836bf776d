import { floorHeading, foldCase, type PublicDirectoryTenant } from '@foyer/shared';

/**
 * What a search looks in: the company, its category, its suite and its floor (as typed and as
 * headed), in lower case without accents, so 'Café' is found by 'cafe' and 'CAFÉ'.
 */
function searchableText(tenant: PublicDirectoryTenant): string {
  return foldCase(
    [tenant.company_name, tenant.category, tenant.suite_room, tenant.floor, floorHeading(tenant.floor)].join(
      '\n',
    ),
  );
}

/**
 * The companies matching `query`: every word of it found in the name, category, suite or floor,
 * ignoring case and accents ('law 3' finds the law firms on floor 3). An empty query matches all.
 */
export function searchTenants<T extends PublicDirectoryTenant>(tenants: readonly T[], query: string): T[] {
  const words = foldCase(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tenants];
  return tenants.filter((tenant) => {
    const text = searchableText(tenant);
    return words.every((word) => text.includes(word));
  });
}

/** A suite typed as a bare number or code ('301', '12A', 'B2') is read as 'Suite 301'; words stay as typed. */
export function isSuiteCode(suite: string): boolean {
  return /^[a-z]?\d[\w-]*$/i.test(suite.trim());
}
