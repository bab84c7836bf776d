import { screenShowingListSchema, type ScreenShowing } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { DEVICES_LIVE_REFRESH_MS } from './get-devices';

/**
 * What each screen reported it draws (docs/decisions/schedules.md SCH-11), refetched with the
 * devices while the page is visible, so each card's drawing follows its screen.
 */
export function useScreensShowing(orgId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.devices.showing(orgId ?? ''),
    queryFn: ({ signal }): Promise<ScreenShowing[]> =>
      api.get(
        `/foyer/organizations/${encodeURIComponent(orgId ?? '')}/screens/showing`,
        screenShowingListSchema,
        signal,
      ),
    enabled: Boolean(orgId),
    refetchInterval: DEVICES_LIVE_REFRESH_MS,
  });
}
