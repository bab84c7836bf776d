import { auditPageSchema, type AuditPage, type AuditQuery } from '@foyer/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, requestText } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The filters as a query string (empty ones left out). */
export function auditSearch(filters: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const base = (orgId: string) => `/foyer/organizations/${encodeURIComponent(orgId)}/audit-events`;

/** `enabled` false: the filters are not a question the server would answer (days out of order). */
export function useAuditLog(orgId: string, filters: AuditQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.audit.all, orgId, filters],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<AuditPage> =>
      api.get(`${base(orgId)}${auditSearch({ ...filters, before: pageParam })}`, auditPageSchema, signal),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** The CSV of everything the filters keep. */
export function getAuditCsv(orgId: string, filters: AuditQuery): Promise<string> {
  return requestText(`${base(orgId)}.csv${auditSearch(filters)}`);
}
