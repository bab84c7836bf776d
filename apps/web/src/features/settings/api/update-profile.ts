import { userSchema, type UpdateProfileBody, type User } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in user's own name. */
export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return api.put('/me', body, userSchema);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
