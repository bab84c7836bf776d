import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { allDevicesQueryKey } from './device-query-keys';

export function deleteDevice(id: string): Promise<unknown> {
  return api.post(`/foyer/devices/${encodeURIComponent(id)}/delete`, undefined, z.unknown());
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allDevicesQueryKey }),
  });
}
