import {
  confirmationSendResultSchema,
  listConfirmationsSchema,
  tenantSuggestionSchema,
  type ConfirmationSendResult,
  type ListConfirmations,
  type TenantSuggestion,
} from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

/*
 * Tenants confirm their listing (docs/product.md §15): staff's side. Each list's figures, the
 * review queue, and the calls that send, approve and reject.
 */

const id = encodeURIComponent;

export function getListConfirmations(listId: string, signal?: AbortSignal): Promise<ListConfirmations> {
  return api.get(`/foyer/tenants/${id(listId)}/confirmations`, listConfirmationsSchema, signal);
}

/** When each entry of the list was last confirmed, and its freshness figure. */
export function useListConfirmations(listId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.tenantConfirmations.list(listId ?? ''),
    queryFn: ({ signal }) => getListConfirmations(listId ?? '', signal),
    enabled: Boolean(listId),
  });
}

const suggestionsSchema = z.array(tenantSuggestionSchema);

export function getTenantSuggestions(
  orgId: string,
  subOrgId: string | null,
  signal?: AbortSignal,
): Promise<TenantSuggestion[]> {
  const query = subOrgId ? `?sub_org_id=${id(subOrgId)}` : '';
  return api.get(`/foyer/organizations/${id(orgId)}/tenant-suggestions${query}`, suggestionsSchema, signal);
}

/** The suggestions waiting on the lists the user may change (a Viewer's is always empty). */
export function useTenantSuggestions(orgId: string, subOrgId: string | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.tenantConfirmations.suggestions(orgId, subOrgId),
    queryFn: ({ signal }) => getTenantSuggestions(orgId, subOrgId, signal),
    enabled,
    // Companies answer while the page is open: look again now and then.
    refetchInterval: 60_000,
  });
}

export type SendScope =
  { kind: 'list'; listId: string } | { kind: 'all'; orgId: string; subOrgId: string | null };

export function sendConfirmationRequests(scope: SendScope): Promise<ConfirmationSendResult> {
  const path =
    scope.kind === 'list'
      ? `/foyer/tenants/${id(scope.listId)}/confirmation-requests`
      : `/foyer/organizations/${id(scope.orgId)}/tenant-confirmation-requests${
          scope.subOrgId ? `?sub_org_id=${id(scope.subOrgId)}` : ''
        }`;
  return api.post(path, undefined, confirmationSendResultSchema);
}

export function useSendConfirmationRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConfirmationRequests,
    // Old entries may have been given ids, and each entry's 'asked' time changed.
    onSuccess: () => refreshAfter(queryClient, 'tenantConfirmation'),
  });
}

export function decideSuggestion(
  suggestionId: string,
  decision: 'approve' | 'reject',
  confirmStale = false,
): Promise<TenantSuggestion> {
  return api.post(
    `/foyer/tenant-suggestions/${id(suggestionId)}/${decision}`,
    decision === 'approve' ? { confirm_stale: confirmStale } : undefined,
    tenantSuggestionSchema,
  );
}

export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject'; confirmStale?: boolean }) =>
      decideSuggestion(input.id, input.decision, input.confirmStale),
    onSettled: () => refreshAfter(queryClient, 'tenantConfirmation'),
  });
}
