import type { AuthResult, LoginBody } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadLoginRules } from '../load-login-rules';

/**
 * Signs in; an answer without a user fails with 'Invalid response from server'. The answer's
 * schema comes with the login form's rules, already downloaded once the form has validated.
 */
export async function login(body: LoginBody): Promise<AuthResult> {
  const { authResultSchema } = await loadLoginRules();
  return api.post('/login', body, authResultSchema);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
