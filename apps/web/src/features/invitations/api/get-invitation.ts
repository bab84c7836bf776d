import { invitationDetailsSchema, type InvitationDetails } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Public: who was invited, to which organization and as what (404 once used or expired). */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return api.get(`/invitation/${encodeURIComponent(token)}`, invitationDetailsSchema, signal);
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useInvitation(token: string | null) {
  return useQuery({ ...getInvitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}
