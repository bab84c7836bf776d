import { deviceSchema, type Device } from '@foyer/shared';
import { api } from '../../../lib/api-client';

/** One device, with what its screen last reported. */
export function getDevice(id: string, signal?: AbortSignal): Promise<Device> {
  return api.get(`/foyer/devices/${encodeURIComponent(id)}`, deviceSchema, signal);
}
