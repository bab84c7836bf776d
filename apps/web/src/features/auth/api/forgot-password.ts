import type { ForgotPasswordBody } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export async function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  await api.post('/forgot-password', body, z.unknown());
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
