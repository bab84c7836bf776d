import { buildingDirectorySchema, type BuildingDirectory } from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

/*
 * Each building's mobile directory (issue 17, docs/product.md §11): on or off, and its public
 * address. Only Owners and Admins manage buildings, so only they ask.
 */

export function getMobileDirectories(orgId: string, signal?: AbortSignal): Promise<BuildingDirectory[]> {
  return api.get(
    `/foyer/organizations/${encodeURIComponent(orgId)}/mobile-directories`,
    z.array(buildingDirectorySchema),
    signal,
  );
}

export function useMobileDirectories(orgId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.mobileDirectories.list(orgId),
    queryFn: ({ signal }) => getMobileDirectories(orgId, signal),
    enabled: enabled && Boolean(orgId),
  });
}

const directoryPath = (subOrgId: string) =>
  `/foyer/sub-organizations/${encodeURIComponent(subOrgId)}/mobile-directory`;

export function setMobileDirectory({
  subOrgId,
  enabled,
}: {
  subOrgId: string;
  enabled: boolean;
}): Promise<BuildingDirectory> {
  return api.post(directoryPath(subOrgId), { enabled }, buildingDirectorySchema);
}

export function newMobileDirectoryAddress(subOrgId: string): Promise<BuildingDirectory> {
  return api.post(`${directoryPath(subOrgId)}/new-address`, {}, buildingDirectorySchema);
}

/**
 * The building's new state goes into the list at once (the switch and link follow without a
 * refetch); then the list and the devices, whose published screens now wait for a publish, refresh.
 */
function useDirectoryMutation<Input>(orgId: string, call: (input: Input) => Promise<BuildingDirectory>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (directory) => {
      queryClient.setQueryData<BuildingDirectory[]>(queryKeys.mobileDirectories.list(orgId), (list) =>
        list?.some((item) => item.sub_org_id === directory.sub_org_id)
          ? list.map((item) => (item.sub_org_id === directory.sub_org_id ? directory : item))
          : [...(list ?? []), directory],
      );
      void refreshAfter(queryClient, 'mobileDirectory');
    },
  });
}

export function useSetMobileDirectory(orgId: string) {
  return useDirectoryMutation(orgId, setMobileDirectory);
}

export function useNewMobileDirectoryAddress(orgId: string) {
  return useDirectoryMutation(orgId, newMobileDirectoryAddress);
}
