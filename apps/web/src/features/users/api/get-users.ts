import { userSchema, type User } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export function getUsers(orgId: string, signal?: AbortSignal): Promise<User[]> {
  return api.get(`/organizations/${encodeURIComponent(orgId)}/users`, z.array(userSchema), signal);
}

/** Every cached users list, for invalidation after a change. */
export const usersQueryKey = ['users'] as const;

export function getUsersQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: [...usersQueryKey, orgId],
    queryFn: ({ signal }) => getUsers(orgId, signal),
  });
}

export function useUsers(orgId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUsersQueryOptions(orgId), enabled });
}
