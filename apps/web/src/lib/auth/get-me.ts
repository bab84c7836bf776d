import type { Me } from '@foyer/shared';
import { api } from '../api-client';

/**
 * Verifies the stored token and returns who it belongs to. Typed, not re-checked with `meSchema`:
 * this runs on every start-up, also on the sign-in page, which must not load zod (the server
 * checks the answer against `meSchema` before sending it).
 */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/me', undefined, signal);
}
