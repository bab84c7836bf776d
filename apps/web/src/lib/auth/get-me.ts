import { meSchema, type Me } from '@foyer/shared';
import { api } from '../api-client';

/** Verifies the stored token and returns who it belongs to. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return api.get('/me', meSchema, signal);
}
