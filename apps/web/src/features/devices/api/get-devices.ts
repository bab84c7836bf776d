import { deviceListSchema, type Device } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePublishingNow } from '../../../lib/publishing-now';
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
 * The devices page's refetch for an organization of `count` devices (DEV-11, DEV-19): every 10 s,
 * and 2 ms per device beyond 5,000, since each read answers every device (10,000 are 7.6 MB of
 * JSON, 0.2–0.6 s of the server and 0.15–0.2 s of the page): 20 s for 10,000. The same pace as
 * the publish dialog's receipts (`receiptsRefreshMs`).
 */
export function liveRefreshMs(count: number): number {
  return Math.max(DEVICES_LIVE_REFRESH_MS, count * 2);
}

/**
 * The devices; with `live`, refetched while the page is visible (TanStack Query pauses the interval
 * in a background tab), so CONNECTED and DISCONNECTED change without a reload; held while a
 * 'Publish to N screens' sends its calls, whose answers matter more than a badge.
 */
export function useDevices(orgId: string | undefined, { live = false }: { live?: boolean } = {}) {
  const publishing = usePublishingNow();
  return useQuery({
    ...getDevicesQueryOptions(orgId ?? ''),
    enabled: Boolean(orgId),
    refetchInterval: live && !publishing ? (query) => liveRefreshMs(query.state.data?.length ?? 0) : false,
  });
}
