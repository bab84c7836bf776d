import { mailBacklogSchema, type MailBacklog } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Often enough that the notice comes and goes within a minute or two of the mail server. */
export const MAIL_BACKLOG_REFRESH_MS = 60 * 1000;

export function getMailBacklog(orgId: string, signal?: AbortSignal): Promise<MailBacklog> {
  return api.get(`/organizations/${encodeURIComponent(orgId)}/mail-backlog`, mailBacklogSchema, signal);
}

/** The organization's e-mails waiting for the mail server; only asked for when `enabled` (Owners, Admins). */
export function useMailBacklog(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.mail.backlog(orgId),
    queryFn: ({ signal }) => getMailBacklog(orgId, signal),
    enabled,
    refetchInterval: MAIL_BACKLOG_REFRESH_MS,
  });
}
