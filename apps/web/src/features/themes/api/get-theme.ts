import { themeSchema, type Theme } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getTheme(id: string, signal?: AbortSignal): Promise<Theme> {
  return api.get(`/foyer/themes/${encodeURIComponent(id)}`, themeSchema, signal);
}

/** The builder's copy: never refetched behind the user's back, which would replace their draft. */
export function getThemeQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.themes.detail(id),
    queryFn: ({ signal }) => getTheme(id, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useTheme(id: string | undefined) {
  return useQuery({ ...getThemeQueryOptions(id ?? ''), enabled: Boolean(id) });
}
