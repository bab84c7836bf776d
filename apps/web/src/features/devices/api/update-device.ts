import { deviceSchema, type Device, type DeviceInput } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export function updateDevice({ id, ...body }: DeviceInput & { id: string }): Promise<Device> {
  return api.post(`/foyer/devices/${encodeURIComponent(id)}`, body, deviceSchema);
}

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDevice,
    onSuccess: () => refreshAfter(queryClient, 'device'),
  });
}
