import { userSchema, type InviteUserBody, type User } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** Sends the invitation e-mail; the invited user is listed with the 'Invited' badge until accepting. */
export function inviteUser(body: InviteUserBody): Promise<User> {
  return api.post('/invite-users', body, userSchema);
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    // Also after a failed mail (502): the invited user is listed all the same.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
