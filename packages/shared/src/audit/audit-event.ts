import { z } from 'zod';
import { calendarDaySchema } from '../schemas/calendar-day';
import { withoutNul } from '../schemas/text';
import { csvLine } from '../tenants/tenant-csv';

/*
 * The audit log (docs/product.md §10): who did what and when, kept in the database and shown to
 * Owners and Admins with filters and a CSV export. Each action has a code (stored), a label
 * (shown) and a category (filtered on).
 */

export const AUDIT_CATEGORIES = {
  'sign-in': 'Sign-ins',
  users: 'Users and roles',
  tenants: 'Tenant lists',
  themes: 'Themes',
  devices: 'Devices',
  publishing: 'Publishing',
  alerts: 'Emergency alerts',
  webhook: 'Webhook',
  directory: 'Mobile directory',
  notices: 'Scheduled notices',
  'api-tokens': 'API tokens',
} as const;
export type AuditCategory = keyof typeof AUDIT_CATEGORIES;
export const auditCategorySchema = z.enum(
  Object.keys(AUDIT_CATEGORIES) as [AuditCategory, ...AuditCategory[]],
  {
    error: `Category must be one of ${Object.keys(AUDIT_CATEGORIES).join(', ')}`,
  },
);

export const AUDIT_ACTIONS = {
  'auth.sign-in': { label: 'Signed in', category: 'sign-in' },
  'auth.sign-in-failed': { label: 'Sign-in failed', category: 'sign-in' },
  'user.invited': { label: 'Invited a user', category: 'users' },
  'user.joined': { label: 'Joined by invitation', category: 'users' },
  'user.created': { label: 'Added a user', category: 'users' },
  'user.updated': { label: 'Changed a user', category: 'users' },
  'user.deleted': { label: 'Deleted a user', category: 'users' },
  'tenants.created': { label: 'Created a tenant list', category: 'tenants' },
  'tenants.updated': { label: 'Changed a tenant list', category: 'tenants' },
  'tenants.deleted': { label: 'Deleted a tenant list', category: 'tenants' },
  'tenants.synced': { label: 'Synced a tenant list', category: 'tenants' },
  'tenants.sync-rejected': { label: 'Rejected a tenant list sync', category: 'tenants' },
  'tenants.sync-configured': { label: 'Changed the sync of a tenant list', category: 'tenants' },
  'tenants.bulk-updated': { label: 'Replaced or merged tenant entries', category: 'tenants' },
  'tenants.confirmations-requested': { label: 'Asked tenants to confirm their listing', category: 'tenants' },
  'tenants.suggestion-approved': { label: 'Approved a listing change', category: 'tenants' },
  'tenants.suggestion-rejected': { label: 'Rejected a listing change', category: 'tenants' },
  'tenants.category-translations': { label: 'Category translations changed', category: 'tenants' },
  'theme.created': { label: 'Created a theme', category: 'themes' },
  'theme.updated': { label: 'Changed a theme', category: 'themes' },
  'theme.deleted': { label: 'Deleted a theme', category: 'themes' },
  'device.created': { label: 'Created a device', category: 'devices' },
  'device.updated': { label: 'Changed a device', category: 'devices' },
  'device.deleted': { label: 'Deleted a device', category: 'devices' },
  'device.published': { label: 'Published', category: 'publishing' },
  'alert.started': { label: 'Started an emergency alert', category: 'alerts' },
  'alert.ended': { label: 'Ended an emergency alert', category: 'alerts' },
  'webhook.created': { label: 'Created the alert webhook token', category: 'webhook' },
  'webhook.rotated': { label: 'Rotated the alert webhook token', category: 'webhook' },
  'webhook.revoked': { label: 'Revoked the alert webhook token', category: 'webhook' },
  'webhook.called': { label: 'Webhook call', category: 'webhook' },
  'webhook.refused': { label: 'Webhook call refused', category: 'webhook' },
  'directory.enabled': { label: 'Turned a mobile directory on', category: 'directory' },
  'directory.disabled': { label: 'Turned a mobile directory off', category: 'directory' },
  'directory.rotated': { label: 'Gave a mobile directory a new address', category: 'directory' },
  'notice.created': { label: 'Scheduled a notice', category: 'notices' },
  'notice.updated': { label: 'Changed a notice', category: 'notices' },
  'notice.duplicated': { label: 'Duplicated a notice', category: 'notices' },
  'notice.ended': { label: 'Ended a notice', category: 'notices' },
  'notice.deleted': { label: 'Deleted a notice', category: 'notices' },
  'api-token.created': { label: 'Created an API token', category: 'api-tokens' },
  'api-token.revoked': { label: 'Revoked an API token', category: 'api-tokens' },
} as const satisfies Record<string, { label: string; category: AuditCategory }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_name: z.string(),
  action: z.string(),
  /** The action's label ('Changed a theme'); the code itself for an action this build doesn't know. */
  action_label: z.string(),
  category: z.string(),
  target_type: z.string(),
  target_name: z.string(),
  /** What changed: 'Name: Lobby → Lobby East; Orientation: landscape → portrait'. */
  details: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_SIZE = 100;
export const AUDIT_EXPORT_MAX = 50_000;

export const AUDIT_MESSAGES = {
  daysOutOfOrder: 'The first day must not be after the last day',
} as const;

/** What is wrong with a day range (`YYYY-MM-DD`, both included); null when it is fine or open. */
export function auditDaysProblem(from: string | undefined, to: string | undefined): string | null {
  return from && to && from > to ? AUDIT_MESSAGES.daysOutOfOrder : null;
}

/** `GET /organizations/{orgId}/audit-events` filters; `from`/`to` are UTC days, both included. */
export const auditQuerySchema = z
  .object({
    category: auditCategorySchema.optional(),
    /** Part of the actor's name or e-mail, any case. */
    actor: z.string().trim().max(200).check(withoutNul('Actor')).optional(),
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
    /** The `at` of the last row seen: the next page starts after it (newest first). */
    before: z.string().max(200).check(withoutNul('before')).optional(),
  })
  .check((ctx) => {
    const problem = auditDaysProblem(ctx.value.from, ctx.value.to);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['from'], input: ctx.value });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `before` for the next page; null at the end. */
  next_before: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** 'Name: A → B; Floor: 2 → 3' from the fields that differ ('' when none do). */
export function describeChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labels: Record<string, string>,
): string {
  const parts: string[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const a = before[field];
    const b = after[field];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    parts.push(`${label}: ${shortValue(a)} → ${shortValue(b)}`);
  }
  return parts.join('; ');
}

function shortValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The label of a stored action code, the code itself when this build does not know it. */
export function auditActionLabel(action: string): { label: string; category: string } {
  return (
    (AUDIT_ACTIONS as Record<string, { label: string; category: string }>)[action] ?? {
      label: action,
      category: '',
    }
  );
}

const AUDIT_CSV_HEADER = ['Time (UTC)', 'Who', 'Action', 'Category', 'Item type', 'Item', 'Details'];

/** The audit log as CSV (RFC 4180, CRLF), header first; opens in Excel with the byte order mark. */
export function auditEventsToCsv(events: readonly AuditEvent[]): string {
  const lines = events.map((event) =>
    csvLine([
      event.at,
      event.actor_name,
      event.action_label,
      AUDIT_CATEGORIES[event.category as AuditCategory] ?? event.category,
      event.target_type,
      event.target_name,
      event.details,
    ]),
  );
  return '\uFEFF' + [csvLine(AUDIT_CSV_HEADER), ...lines].join('\r\n') + '\r\n';
}

/** `audit-log_{date}.csv`. */
export function auditExportFilename(now: Date = new Date()): string {
  return `audit-log_${now.toISOString().slice(0, 10)}.csv`;
}
