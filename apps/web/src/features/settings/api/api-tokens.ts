import { apiTokenSchema, apiTokensSchema, type ApiToken, type ApiTokenInput } from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

const tokensPath = (orgId: string) => `/foyer/organizations/${encodeURIComponent(orgId)}/api-tokens`;

/** The organization's API tokens that are not revoked (docs/product.md §14). */
export function useApiTokens(orgId: string) {
  return useQuery({
    queryKey: queryKeys.apiTokens.list(orgId),
    queryFn: ({ signal }): Promise<ApiToken[]> => api.get(tokensPath(orgId), apiTokensSchema, signal),
  });
}

/** A new token; its answer carries the secret, the only time it is shown. */
export function useCreateApiToken(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenInput): Promise<ApiToken> => api.post(tokensPath(orgId), body, apiTokenSchema),
    onSuccess: () => refreshAfter(queryClient, 'apiToken'),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<null> =>
      api.post(`/foyer/api-tokens/${encodeURIComponent(id)}/revoke`, {}, z.null()),
    onSuccess: () => refreshAfter(queryClient, 'apiToken'),
  });
}
