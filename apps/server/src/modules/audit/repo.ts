import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { AuditEventsTable } from '../../db/schema';

export type AuditRow = Selectable<AuditEventsTable>;

export interface AuditFilter {
  orgId: string;
  /** Action codes to keep (a category's); undefined: all. */
  actions?: readonly string[];
  /** Part of the actor's name or e-mail, any case. */
  actor?: string;
  /** ISO times: from (included) and before (excluded). */
  from?: string;
  until?: string;
  /** Rows strictly older than this `at|id` cursor. */
  before?: { at: string; id: string };
}

/** Newest first; `limit` rows at most. */
export async function listAuditRows(db: Db, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_events').selectAll().where('org_id', '=', filter.orgId);
  if (filter.actions) query = query.where('action', 'in', filter.actions);
  if (filter.actor) {
    const needle = `%${filter.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // SQLite's LIKE has no escape character unless one is named.
    query = query.where(sql<boolean>`lower(actor_name) like ${needle} escape '\\'`);
  }
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.until) query = query.where('at', '<', filter.until);
  const before = filter.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]),
    );
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
