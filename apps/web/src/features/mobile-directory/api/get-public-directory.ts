import type { PublicDirectory } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The page looks for a new publish this often while it is on screen. */
export const DIRECTORY_REFRESH_MS = 60 * 1000;

/**
 * A building's public directory; no sign-in. Without a zod schema, so a visitor's phone does not
 * download zod: the server checks the answer against `publicDirectorySchema` before sending it.
 */
export function getPublicDirectory(token: string, signal?: AbortSignal): Promise<PublicDirectory> {
  return api.get<PublicDirectory>(
    `/foyer/public/directories/${encodeURIComponent(token)}`,
    undefined,
    signal,
  );
}

/**
 * The directory, refreshed every minute while the page is visible and as soon as it is shown
 * again (a phone picked up from a pocket), so a publish reaches open pages. A refresh keeps the
 * shown list until the answer arrives.
 */
export function usePublicDirectory(token: string) {
  const query = useQuery({
    queryKey: queryKeys.publicDirectory(token),
    queryFn: ({ signal }) => getPublicDirectory(token, signal),
    refetchInterval: DIRECTORY_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
  });
  const { refetch } = query;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refetch]);
  return query;
}
