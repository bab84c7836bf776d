import { authResultSchema, type AuthResult, type LoginBody } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Signs in; an answer without a user fails with 'Invalid response from server'. */
export function login(body: LoginBody): Promise<AuthResult> {
  return api.post('/login', body, authResultSchema);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
