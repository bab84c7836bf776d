import { api } from '../api-client';

/** Revokes the current token on the server. */
export async function logout(): Promise<void> {
  await api.post('/logout');
}
