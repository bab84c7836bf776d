import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export function deleteTenantList(id: string): Promise<unknown> {
  return api.post(`/foyer/tenants/${encodeURIComponent(id)}/delete`, undefined, z.unknown());
}

export function useDeleteTenantList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenantList,
    onSuccess: () => refreshAfter(queryClient, 'tenantList'),
  });
}
