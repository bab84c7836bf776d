import { userSchema, type UpdateUserAccessBody, type User } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export interface UpdateUserAccessInput {
  id: string;
  body: UpdateUserAccessBody;
}

export function updateUserAccess({ id, body }: UpdateUserAccessInput): Promise<User> {
  return api.put(`/users/${encodeURIComponent(id)}/access`, body, userSchema);
}

export function useUpdateUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAccess,
    onSuccess: () => refreshAfter(queryClient, 'user'),
  });
}
