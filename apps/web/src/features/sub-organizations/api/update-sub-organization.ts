import { subOrganizationSchema, type SubOrganization, type SubOrganizationUpdate } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export interface UpdateSubOrganizationInput {
  id: string;
  body: SubOrganizationUpdate;
}

export function updateSubOrganization({ id, body }: UpdateSubOrganizationInput): Promise<SubOrganization> {
  return api.post(`/foyer/sub-organizations/${encodeURIComponent(id)}`, body, subOrganizationSchema);
}

export function useUpdateSubOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubOrganization,
    onSuccess: () => refreshAfter(queryClient, 'subOrganization'),
  });
}
