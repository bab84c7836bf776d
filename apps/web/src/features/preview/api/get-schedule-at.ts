import { scheduleAtSchema, type ScheduleAt } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the device's screen will show at `atMs` by its schedule (docs/product.md §12, the preview at a chosen time). */
export function getScheduleAt(deviceId: string, atMs: number, signal?: AbortSignal): Promise<ScheduleAt> {
  const at = encodeURIComponent(new Date(atMs).toISOString());
  return api.get(
    `/foyer/devices/${encodeURIComponent(deviceId)}/schedule-at?at=${at}`,
    scheduleAtSchema,
    signal,
  );
}

export const scheduleAtQueryKey = (deviceId: string, atMs: number) =>
  ['devices', deviceId, 'schedule-at', atMs] as const;

/** Off while the preview shows 'Now'; the device's previous answer stays while the next time is read. */
export function useScheduleAt(deviceId: string | undefined, atMs: number | null) {
  return useQuery({
    queryKey: scheduleAtQueryKey(deviceId ?? '', atMs ?? 0),
    queryFn: ({ signal }) => getScheduleAt(deviceId ?? '', atMs ?? 0, signal),
    enabled: Boolean(deviceId) && atMs !== null,
    placeholderData: (previous, query) => (query?.queryKey[1] === deviceId ? previous : undefined),
    retry: false,
  });
}
