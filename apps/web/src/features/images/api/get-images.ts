import { imageListSchema, type ImageList, type ImageListQuery } from '@foyer/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The query string of the list: only the parameters that are set. */
export function imageListSearch(query: ImageListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * One page of the organization's images, searched, filtered and sorted by the server
 * (`GET /api/foyer/organization-images/{orgId}`).
 */
export function getImages(orgId: string, query: ImageListQuery, signal?: AbortSignal): Promise<ImageList> {
  return api.get(
    `/foyer/organization-images/${encodeURIComponent(orgId)}${imageListSearch(query)}`,
    imageListSchema,
    signal,
  );
}

export function getImagesQueryOptions(orgId: string, query: ImageListQuery) {
  return queryOptions({
    queryKey: queryKeys.images.list(orgId, query),
    queryFn: ({ signal }) => getImages(orgId, query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads, so paging and filtering never flash. */
export function useImages(orgId: string | null | undefined, query: ImageListQuery) {
  return useQuery({
    ...getImagesQueryOptions(orgId ?? '', query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}
