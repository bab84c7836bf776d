import {
  categoryTranslationsSchema,
  type CategoryTranslations,
  type CategoryTranslationsUpdate,
} from '@foyer/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

/*
 * The organization's category dictionary (docs/product.md §16 "Category translations").
 */

const url = (orgId: string) => `/foyer/organizations/${encodeURIComponent(orgId)}/category-translations`;

export function getCategoryTranslations(orgId: string, signal?: AbortSignal): Promise<CategoryTranslations> {
  return api.get(url(orgId), categoryTranslationsSchema, signal);
}

export function getCategoryTranslationsQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: queryKeys.categoryTranslations.detail(orgId),
    queryFn: ({ signal }) => getCategoryTranslations(orgId, signal),
  });
}

export function useCategoryTranslations(orgId: string | undefined, { enabled = true } = {}) {
  return useQuery({
    ...getCategoryTranslationsQueryOptions(orgId ?? ''),
    enabled: enabled && Boolean(orgId),
  });
}

export function saveCategoryTranslations({
  orgId,
  ...body
}: CategoryTranslationsUpdate & { orgId: string }): Promise<CategoryTranslations> {
  return api.put(url(orgId), body, categoryTranslationsSchema);
}

export function useSaveCategoryTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategoryTranslations,
    onSuccess: () => refreshAfter(queryClient, 'categoryTranslations'),
  });
}
