import { buildingDirectorySchema, type BuildingDirectory } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

// Turning a building's mobile directory on or off, and a new address (Owners and Admins); the list
// itself is read through lib/sub-organizations/mobile-directories.ts.

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
