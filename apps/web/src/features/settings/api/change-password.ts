import type { ChangePasswordBody } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Needs the current password; the server signs out every other session of the user. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.post('/me/password', body, z.unknown());
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
