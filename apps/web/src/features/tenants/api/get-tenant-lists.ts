import { tenantListsSchema, type TenantList } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The organization's tenant lists, narrowed to one sub-organization when one is selected. */
export function getTenantLists(
  orgId: string,
  subOrgId: string | null,
  signal?: AbortSignal,
): Promise<TenantList[]> {
  const query = subOrgId ? `?sub_org_id=${encodeURIComponent(subOrgId)}` : '';
  return api.get(
    `/foyer/organizations/${encodeURIComponent(orgId)}/tenants${query}`,
    tenantListsSchema,
    signal,
  );
}

export function getTenantListsQueryOptions(orgId: string, subOrgId: string | null) {
  return queryOptions({
    queryKey: queryKeys.tenantLists.list(orgId, subOrgId),
    queryFn: ({ signal }) => getTenantLists(orgId, subOrgId, signal),
  });
}

export function useTenantLists(
  orgId: string | undefined,
  subOrgId: string | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getTenantListsQueryOptions(orgId ?? '', subOrgId),
    enabled: enabled && Boolean(orgId),
  });
}
