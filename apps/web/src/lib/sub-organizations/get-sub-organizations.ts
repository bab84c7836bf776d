import { subOrganizationSchema, type SubOrganization } from '@foyer/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * The organization's sub-organizations; Editors and Viewers receive only theirs. Shared by the
 * shell's picker, the sub-organizations page and the users page, so it lives outside any feature.
 */
export function getSubOrganizations(orgId: string, signal?: AbortSignal): Promise<SubOrganization[]> {
  return api.get(
    `/foyer/organizations/${encodeURIComponent(orgId)}/sub-organizations`,
    z.array(subOrganizationSchema),
    signal,
  );
}

export function getSubOrganizationsQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: queryKeys.subOrganizations.list(orgId),
    queryFn: ({ signal }) => getSubOrganizations(orgId, signal),
  });
}

export function useSubOrganizations(orgId: string | undefined) {
  return useQuery({ ...getSubOrganizationsQueryOptions(orgId ?? ''), enabled: Boolean(orgId) });
}
