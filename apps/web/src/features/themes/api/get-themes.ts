import { themeSchema, type Theme } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** All themes of the organization the user may see; the page filters by sub-organization. */
export function getThemes(orgId: string, signal?: AbortSignal): Promise<Theme[]> {
  return api.get(`/foyer/organizations/${encodeURIComponent(orgId)}/themes`, z.array(themeSchema), signal);
}

export function getThemesQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: queryKeys.themes.list(orgId),
    queryFn: ({ signal }) => getThemes(orgId, signal),
  });
}

export function useThemes(orgId: string | undefined) {
  return useQuery({ ...getThemesQueryOptions(orgId ?? ''), enabled: Boolean(orgId) });
}
