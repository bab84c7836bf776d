import { screenShowingListSchema, type ScreenShowing } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePublishingNow } from '../../../lib/publishing-now';
import { liveRefreshMs } from './get-devices';

/**
 * What each screen reported it draws (docs/decisions/schedules.md SCH-11), refetched at the
 * devices' pace while the page is visible, so each card's drawing follows its screen; held while
 * a 'Publish to N screens' sends its calls (DEV-19).
 */
export function useScreensShowing(orgId: string | undefined) {
  const publishing = usePublishingNow();
  return useQuery({
    queryKey: queryKeys.devices.showing(orgId ?? ''),
    queryFn: ({ signal }): Promise<ScreenShowing[]> =>
      api.get(
        `/foyer/organizations/${encodeURIComponent(orgId ?? '')}/screens/showing`,
        screenShowingListSchema,
        signal,
      ),
    enabled: Boolean(orgId),
    refetchInterval: publishing ? false : (query) => liveRefreshMs(query.state.data?.length ?? 0),
  });
}
