import { buildingScheduleSchema, type BuildingSchedule } from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// A building's time zone and opening hours (docs/product.md §12): read by every member who
// reaches the building, set by Owners and Admins.

const schedulePath = (subOrgId: string) =>
  `/foyer/sub-organizations/${encodeURIComponent(subOrgId)}/schedule`;

export function getBuildingSchedule(subOrgId: string): Promise<BuildingSchedule> {
  return api.get(schedulePath(subOrgId), buildingScheduleSchema);
}

export function useBuildingSchedule(subOrgId: string) {
  return useQuery({
    queryKey: queryKeys.buildingSchedules.detail(subOrgId),
    queryFn: () => getBuildingSchedule(subOrgId),
  });
}

export interface SaveBuildingScheduleInput {
  subOrgId: string;
  body: BuildingSchedule;
}

export function saveBuildingSchedule({
  subOrgId,
  body,
}: SaveBuildingScheduleInput): Promise<BuildingSchedule> {
  return api.post(schedulePath(subOrgId), body, buildingScheduleSchema);
}

/** The saved schedule replaces the cached one, so reopening shows it without a wait. */
export function useSaveBuildingSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuildingSchedule,
    onSuccess: (saved, { subOrgId }) =>
      queryClient.setQueryData(queryKeys.buildingSchedules.detail(subOrgId), saved),
  });
}
