import { resetTokenStatusSchema, type ResetTokenStatus } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks whether a reset link is still usable (404 when unknown, used or expired). */
export function getResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenStatus> {
  return api.get(`/reset-password/${encodeURIComponent(token)}`, resetTokenStatusSchema, signal);
}

export function getResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => getResetToken(token, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useResetToken(token: string) {
  return useQuery(getResetTokenQueryOptions(token));
}
