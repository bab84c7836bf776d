import { userSchema, type InviteUserBody, type User } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

/**
 * Invites: the mail is queued by the server, and the answer's `invitationDelivery` says how it
 * stands. The invited user is listed with the 'Invited' badge until accepting.
 */
export function inviteUser(body: InviteUserBody): Promise<User> {
  return api.post('/invite-users', body, userSchema);
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    // Also after a refusal: another tab may have changed the list meanwhile.
    onSettled: () => refreshAfter(queryClient, 'user'),
  });
}
