import { userSchema, type UpdateUserBody, type User } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export interface UpdateUserInput {
  id: string;
  body: UpdateUserBody;
}

export function updateUser({ id, body }: UpdateUserInput): Promise<User> {
  return api.put(`/users/${encodeURIComponent(id)}`, body, userSchema);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => refreshAfter(queryClient, 'user'),
  });
}
