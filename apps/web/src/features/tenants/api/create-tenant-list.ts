import { tenantListSchema, type TenantList, type TenantListInput } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export function createTenantList(body: TenantListInput): Promise<TenantList> {
  return api.post('/foyer/tenants', body, tenantListSchema);
}

export function useCreateTenantList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenantList,
    onSuccess: () => refreshAfter(queryClient, 'tenantList'),
  });
}
