import { screenAnalyticsSchema, type ScreenAnalytics } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the page refreshes while open: statuses and the last-seen times move. */
export const ANALYTICS_REFRESH_MS = 30 * 1000;

export function getAnalytics(
  orgId: string,
  subOrgId: string | null,
  signal?: AbortSignal,
): Promise<ScreenAnalytics> {
  const query = subOrgId ? `?sub_org_id=${encodeURIComponent(subOrgId)}` : '';
  return api.get(
    `/foyer/organizations/${encodeURIComponent(orgId)}/analytics${query}`,
    screenAnalyticsSchema,
    signal,
  );
}

export const analyticsQueryKey = (orgId: string, subOrgId: string | null) =>
  ['analytics', orgId, subOrgId] as const;

export function useAnalytics(orgId: string, subOrgId: string | null) {
  return useQuery({
    queryKey: analyticsQueryKey(orgId, subOrgId),
    queryFn: ({ signal }) => getAnalytics(orgId, subOrgId, signal),
    refetchInterval: ANALYTICS_REFRESH_MS,
  });
}
