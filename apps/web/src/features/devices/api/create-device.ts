import { deviceSchema, type Device, type DeviceInput } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

/** A blank name is named by the server ('Device {date} {time}', docs/product.md §5). */
export function createDevice(body: DeviceInput): Promise<Device> {
  return api.post('/foyer/devices', body, deviceSchema);
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevice,
    onSuccess: () => refreshAfter(queryClient, 'device'),
  });
}
