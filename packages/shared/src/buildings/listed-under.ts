/**
 * Whether the dashboard lists an item (device, theme, tenant list) under the building selected in
 * its picker (docs/product.md §2 Building picker): the building's own items and the
 * organization-wide ones (`sub_org_id` null), which belong to every building. `null`, 'All
 * buildings' or no building yet, lists everything. The server's list calls apply the same rule in
 * SQL (`inSubOrganizations`, apps/server/src/db/visible-items.ts);
 * docs/decisions/buildings.md BLD-12.
 */
export function listedUnder(item: { sub_org_id: string | null }, subOrgId: string | null): boolean {
  return subOrgId === null || item.sub_org_id === null || item.sub_org_id === subOrgId;
}
