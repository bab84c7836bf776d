import { createdUserResultSchema, type CreatedUserResult, type RegisterBody } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

/**
 * An Owner or Admin creates an account with a password right away (no e-mail): `POST /register`
 * with the signed-in token, a role and the organization. The new user gets no session here.
 */
export function createUser(body: RegisterBody): Promise<CreatedUserResult> {
  return api.post('/register', body, createdUserResultSchema);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refreshAfter(queryClient, 'user'),
  });
}
