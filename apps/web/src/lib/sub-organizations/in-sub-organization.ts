/**
 * Whether an item (theme, device, tenant list) belongs to the sub-organization chosen in the
 * shell; `null`, no choice, takes every item.
 */
export function inSubOrganization(item: { sub_org_id: string | null }, subOrgId: string | null): boolean {
  return subOrgId === null || item.sub_org_id === subOrgId;
}
