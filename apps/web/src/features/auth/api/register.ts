import { registerResultSchema, type RegisterBody, type RegisterResult } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The account exists once the call succeeds; without a token in the answer the form signs in itself.
const registerAnswerSchema = registerResultSchema.partial();

export function register(body: RegisterBody): Promise<Partial<RegisterResult>> {
  return api.post('/register', body, registerAnswerSchema);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
