import { deviceListSchema, type Device } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** All devices of the organization the user may see; the page filters by sub-organization. */
export function getDevices(orgId: string, signal?: AbortSignal): Promise<Device[]> {
  return api.get(`/foyer/organizations/${encodeURIComponent(orgId)}/devices`, deviceListSchema, signal);
}

export function getDevicesQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: queryKeys.devices.list(orgId),
    queryFn: ({ signal }) => getDevices(orgId, signal),
  });
}

/** How often the devices page asks again while it is on screen, so status badges follow the screens. */
export const DEVICES_LIVE_REFRESH_MS = 10 * 1000;

/**
 * The devices; with `live`, refetched every 10 s while the page is visible (TanStack Query pauses
 * the interval in a background tab), so CONNECTED and DISCONNECTED change without a reload.
 */
export function useDevices(orgId: string | undefined, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...getDevicesQueryOptions(orgId ?? ''),
    enabled: Boolean(orgId),
    refetchInterval: live ? DEVICES_LIVE_REFRESH_MS : false,
  });
}
