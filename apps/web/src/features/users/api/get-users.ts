import { userSchema, type User } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getUsers(orgId: string, signal?: AbortSignal): Promise<User[]> {
  return api.get(`/organizations/${encodeURIComponent(orgId)}/users`, z.array(userSchema), signal);
}

export function getUsersQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: queryKeys.users.list(orgId),
    queryFn: ({ signal }) => getUsers(orgId, signal),
  });
}

/** While an invitation's mail is on its way, the list is asked again this often to show it arrive. */
export const DELIVERY_REFRESH_MS = 5 * 1000;

const awaitingDelivery = (users: readonly User[] | undefined) =>
  users?.some((user) => user.invitationDelivery === 'pending') ?? false;

export function useUsers(orgId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...getUsersQueryOptions(orgId),
    enabled,
    refetchInterval: (query) => (awaitingDelivery(query.state.data) ? DELIVERY_REFRESH_MS : false),
  });
}
