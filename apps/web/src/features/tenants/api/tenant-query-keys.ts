/** Every cached tenant-list query starts with this, for invalidation after a change. */
export const allTenantListsQueryKey = ['tenant-lists'] as const;

export const tenantListsQueryKey = (orgId: string, subOrgId: string | null) =>
  ['tenant-lists', 'list', orgId, subOrgId] as const;
