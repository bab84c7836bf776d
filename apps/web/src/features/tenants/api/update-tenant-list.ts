import { tenantListSchema, type TenantList, type TenantListUpdate } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export function updateTenantList({ id, ...body }: TenantListUpdate & { id: string }): Promise<TenantList> {
  return api.post(`/foyer/tenants/${encodeURIComponent(id)}`, body, tenantListSchema);
}

export function useUpdateTenantList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenantList,
    onSuccess: () => refreshAfter(queryClient, 'tenantList'),
  });
}
