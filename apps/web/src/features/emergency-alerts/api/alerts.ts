import {
  alertWebhookSchema,
  emergencyAlertListSchema,
  emergencyAlertSchema,
  type AlertWebhook,
  type EmergencyAlert,
  type EmergencyAlertList,
  type StartAlertInput,
} from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

/** While an alert runs, its screens' receipts arrive within seconds: look often. */
export const ALERTS_REFRESH_ACTIVE_MS = 5 * 1000;
/** Otherwise often enough that an alert started by the webhook shows on every open dashboard. */
export const ALERTS_REFRESH_IDLE_MS = 30 * 1000;

const orgPath = (orgId: string) => `/foyer/organizations/${encodeURIComponent(orgId)}`;

export function getAlerts(
  orgId: string,
  screens: boolean,
  signal?: AbortSignal,
): Promise<EmergencyAlertList> {
  return api.get(`${orgPath(orgId)}/emergency-alerts?screens=${screens}`, emergencyAlertListSchema, signal);
}

/**
 * The alerts; with `screens` false only their counts, which is what the red bar on every page
 * needs (the per-screen lists cost the server more with thousands of screens).
 */
export function useAlerts(orgId: string | undefined, { screens = true }: { screens?: boolean } = {}) {
  return useQuery({
    queryKey: [...queryKeys.alerts.list(orgId ?? ''), screens],
    queryFn: ({ signal }) => getAlerts(orgId ?? '', screens, signal),
    enabled: Boolean(orgId),
    refetchInterval: (query) =>
      query.state.data?.active.length ? ALERTS_REFRESH_ACTIVE_MS : ALERTS_REFRESH_IDLE_MS,
  });
}

export function useStartAlert(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartAlertInput): Promise<EmergencyAlert> =>
      api.post(`${orgPath(orgId)}/emergency-alerts`, body, emergencyAlertSchema),
    onSuccess: () => refreshAfter(queryClient, 'alert'),
  });
}

export function useEndAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<EmergencyAlert> =>
      api.post(`/foyer/emergency-alerts/${encodeURIComponent(id)}/end`, {}, emergencyAlertSchema),
    onSuccess: () => refreshAfter(queryClient, 'alert'),
  });
}

export function useAlertWebhook(orgId: string) {
  return useQuery({
    queryKey: queryKeys.alerts.webhook(orgId),
    queryFn: ({ signal }): Promise<AlertWebhook> =>
      api.get(`${orgPath(orgId)}/alert-webhook`, alertWebhookSchema, signal),
  });
}

export function useCreateWebhookToken(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<AlertWebhook> =>
      api.post(`${orgPath(orgId)}/alert-webhook`, {}, alertWebhookSchema),
    onSuccess: () => refreshAfter(queryClient, 'alert'),
  });
}

export function useRevokeWebhookToken(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<unknown> => api.delete(`${orgPath(orgId)}/alert-webhook`),
    onSuccess: () => refreshAfter(queryClient, 'alert'),
  });
}
