import {
  buildingScheduleSchema,
  noticeListSchema,
  noticeSchema,
  type BuildingSchedule,
  type Notice,
  type NoticeInput,
} from '@foyer/shared';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

/*
 * Scheduled notices (docs/product.md §12): every member who reads content lists them; Owners and
 * Admins change any, Editors those wholly in the buildings they reach.
 */

/** A notice's state moves with the clock ('Scheduled' to 'Showing now'): look again now and then. */
export const NOTICES_REFRESH_MS = 60 * 1000;

const orgPath = (orgId: string) => `/foyer/organizations/${encodeURIComponent(orgId)}/notices`;
const noticePath = (id: string) => `/foyer/notices/${encodeURIComponent(id)}`;

export function useNotices(orgId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.notices.list(orgId ?? ''),
    queryFn: ({ signal }): Promise<Notice[]> => api.get(orgPath(orgId ?? ''), noticeListSchema, signal),
    enabled: Boolean(orgId),
    refetchInterval: NOTICES_REFRESH_MS,
  });
}

/** A new notice (no id) or a changed one. */
export function useSaveNotice(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NoticeInput }): Promise<Notice> =>
      id === null
        ? api.post(orgPath(orgId), body, noticeSchema)
        : api.put(noticePath(id), body, noticeSchema),
    onSuccess: () => refreshAfter(queryClient, 'notice'),
  });
}

export function useDuplicateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Notice> => api.post(`${noticePath(id)}/duplicate`, {}, noticeSchema),
    onSuccess: () => refreshAfter(queryClient, 'notice'),
  });
}

export function useEndNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Notice> => api.post(`${noticePath(id)}/end`, {}, noticeSchema),
    onSuccess: () => refreshAfter(queryClient, 'notice'),
  });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<null> => api.delete(noticePath(id), z.null()),
    onSuccess: () => refreshAfter(queryClient, 'notice'),
  });
}

const schedulePath = (subOrgId: string) =>
  `/foyer/sub-organizations/${encodeURIComponent(subOrgId)}/schedule`;

function scheduleQuery(subOrgId: string) {
  return {
    // The same key as the Screen hours dialog: a building's hours saved there are current here.
    queryKey: queryKeys.buildingSchedules.detail(subOrgId),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<BuildingSchedule> =>
      api.get(schedulePath(subOrgId), buildingScheduleSchema, signal),
    staleTime: 5 * 60 * 1000,
  };
}

/** A building's time zone and opening hours; none asked while `subOrgId` is null. */
export function useBuildingSchedule(subOrgId: string | null) {
  return useQuery({ ...scheduleQuery(subOrgId ?? ''), enabled: subOrgId !== null });
}

/** The time zones of the given buildings, once known: what the list's times are read in. */
export function useBuildingZones(subOrgIds: readonly string[]): ReadonlyMap<string, string> {
  const results = useQueries({ queries: subOrgIds.map((id) => scheduleQuery(id)) });
  const zones = new Map<string, string>();
  results.forEach((result, index) => {
    const id = subOrgIds[index];
    if (id !== undefined && result.data) zones.set(id, result.data.time_zone);
  });
  return zones;
}
