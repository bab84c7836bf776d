import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

/** Refused (409) while the sub-organization still holds devices, themes or tenant lists. */
export async function deleteSubOrganization(id: string): Promise<void> {
  await api.post(`/foyer/sub-organizations/${encodeURIComponent(id)}/delete`, undefined, z.unknown());
}

export function useDeleteSubOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubOrganization,
    onSuccess: () => refreshAfter(queryClient, 'subOrganization'),
  });
}
