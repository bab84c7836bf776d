import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export async function deleteUser(id: string): Promise<void> {
  await api.delete(`/users/${encodeURIComponent(id)}`, z.unknown());
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refreshAfter(queryClient, 'user'),
  });
}
