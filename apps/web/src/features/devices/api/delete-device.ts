import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export function deleteDevice(id: string): Promise<unknown> {
  return api.post(`/foyer/devices/${encodeURIComponent(id)}/delete`, undefined, z.unknown());
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => refreshAfter(queryClient, 'device'),
  });
}
