import type { AuditAction } from '@foyer/shared';
import type { AuthActor } from './auth';
import type { AppContext } from './context';
import { newId } from './tokens';

/** Who did it, as the log keeps it: the name stays readable after the user is deleted. */
export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditEntry {
  orgId: string;
  actor: AuditActor;
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  targetName: string;
  details?: string;
}

export const WEBHOOK_ACTOR: AuditActor = { id: null, name: 'Webhook' };

/** A member by name and e-mail; an API token as 'API token "Nightly sync"' (docs/product.md §14). */
export function auditActor(actor: AuthActor): AuditActor {
  if (actor.apiToken) return { id: null, name: actor.user.name };
  return { id: actor.id, name: `${actor.user.name} (${actor.user.email})` };
}

/** Rows per insert: far below both databases' limits on bound values. */
const AUDIT_INSERT_CHUNK = 300;

/**
 * Adds a line to the audit log (docs/product.md §10) after the change it records has committed.
 * A failed write is logged and never undoes or fails the change: the user's work comes first
 * (docs/decisions/alerts-and-audit.md ALR-6).
 */
export async function recordAudit(ctx: AppContext, entry: AuditEntry): Promise<void> {
  await recordAudits(ctx, [entry]);
}

/** Lines of one change together (publish to many screens: one line per screen, one insert). */
export async function recordAudits(ctx: AppContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const at = ctx.now().toISOString();
  try {
    for (let i = 0; i < entries.length; i += AUDIT_INSERT_CHUNK) {
      await ctx.db
        .insertInto('audit_events')
        .values(
          entries.slice(i, i + AUDIT_INSERT_CHUNK).map((entry) => ({
            id: newId(),
            org_id: entry.orgId,
            at,
            actor_id: entry.actor.id,
            actor_name: entry.actor.name,
            action: entry.action,
            target_type: entry.targetType,
            target_id: entry.targetId ?? null,
            target_name: entry.targetName,
            details: entry.details ?? '',
          })),
        )
        .execute();
    }
  } catch (error) {
    ctx.log.warn({ err: error, action: entries[0]?.action }, 'Could not write an audit log line');
  }
}
