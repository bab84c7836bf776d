import { deviceListSchema, type Device } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { devicesQueryKey } from './device-query-keys';

/** All devices of the organization the user may see; the page filters by sub-organization. */
export function getDevices(orgId: string, signal?: AbortSignal): Promise<Device[]> {
  return api.get(`/foyer/organizations/${encodeURIComponent(orgId)}/devices`, deviceListSchema, signal);
}

export function getDevicesQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: devicesQueryKey(orgId),
    queryFn: ({ signal }) => getDevices(orgId, signal),
  });
}

export function useDevices(orgId: string | undefined) {
  return useQuery({ ...getDevicesQueryOptions(orgId ?? ''), enabled: Boolean(orgId) });
}
