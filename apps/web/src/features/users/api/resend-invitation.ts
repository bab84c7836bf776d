import { userSchema, type User } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

/** Queues the invitation again with a new link (the old one stops working). */
export function resendInvitation(id: string): Promise<User> {
  return api.post(`/users/${encodeURIComponent(id)}/resend-invitation`, {}, userSchema);
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => refreshAfter(queryClient, 'user'),
  });
}
