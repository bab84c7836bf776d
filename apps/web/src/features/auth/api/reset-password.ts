import type { ResetPasswordBody } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export interface ResetPasswordInput extends ResetPasswordBody {
  token: string;
}

export async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
  await api.post(`/reset-password/${encodeURIComponent(token)}`, { password }, z.unknown());
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
