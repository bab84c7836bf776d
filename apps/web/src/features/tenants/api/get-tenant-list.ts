import { tenantListSchema, type TenantList } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getTenantList(id: string, signal?: AbortSignal): Promise<TenantList> {
  return api.get(`/foyer/tenants/${encodeURIComponent(id)}`, tenantListSchema, signal);
}

/** One list by id, for an address naming a list outside the selected building. */
export function useTenantList(id: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.tenantLists.one(id ?? ''),
    queryFn: ({ signal }) => getTenantList(id ?? '', signal),
    enabled: enabled && Boolean(id),
    retry: false,
  });
}
