import {
  AUDIT_ACTIONS,
  AUDIT_EXPORT_MAX,
  AUDIT_PAGE_SIZE,
  auditActionLabel,
  ORGANIZATION_MESSAGES,
  type AuditEvent,
  type AuditPage,
  type AuditQuery,
} from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { Invalid } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { listAuditRows, type AuditFilter, type AuditRow } from './repo';

const refusals = {
  notFound: ORGANIZATION_MESSAGES.notFound,
  forbidden: 'Only Owners and Admins can see the audit log',
};

function rowToEvent(row: AuditRow): AuditEvent {
  const { label, category } = auditActionLabel(row.action);
  return {
    id: row.id,
    at: row.at,
    actor_name: row.actor_name,
    action: row.action,
    action_label: label,
    category,
    target_type: row.target_type,
    target_name: row.target_name,
    details: row.details,
  };
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * The query's filters as stored values; a cursor that is not one of ours is refused. The schema
 * has already refused days out of order (`auditDaysProblem`).
 */
function filterOf(orgId: string, query: AuditQuery): AuditFilter {
  let before: AuditFilter['before'];
  if (query.before) {
    const [at, id] = query.before.split('|');
    if (!at || !id || Number.isNaN(Date.parse(at))) {
      throw new Invalid('before: not a page cursor', [{ path: 'before', message: 'not a page cursor' }]);
    }
    before = { at, id };
  }
  return {
    orgId,
    actions: query.category
      ? Object.entries(AUDIT_ACTIONS)
          .filter(([, meta]) => meta.category === query.category)
          .map(([action]) => action)
      : undefined,
    actor: query.actor || undefined,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    until: query.to ? nextDay(query.to) : undefined,
    before,
  };
}

/** One page of the audit log, newest first (docs/product.md §10). */
export async function auditPage(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  query: AuditQuery,
): Promise<AuditPage> {
  authorize(actor, 'audit:read', { org_id: orgId }, refusals);
  const rows = await listAuditRows(ctx.db, filterOf(orgId, query), AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    events: page.map(rowToEvent),
    next_before: rows.length > AUDIT_PAGE_SIZE && last ? `${last.at}|${last.id}` : null,
  };
}

/** Every line the filters keep (the newest AUDIT_EXPORT_MAX), for the CSV export. */
export async function auditExport(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  query: AuditQuery,
): Promise<AuditEvent[]> {
  authorize(actor, 'audit:read', { org_id: orgId }, refusals);
  const rows = await listAuditRows(
    ctx.db,
    { ...filterOf(orgId, query), before: undefined },
    AUDIT_EXPORT_MAX,
  );
  return rows.map(rowToEvent);
}
