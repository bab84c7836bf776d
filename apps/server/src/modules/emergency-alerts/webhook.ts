import {
  ALERT_MESSAGES,
  ALERT_TEMPLATE_TEXT,
  ORGANIZATION_MESSAGES,
  webhookAlertSchema,
  type AlertWebhook,
  type EmergencyAlert,
} from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit, WEBHOOK_ACTOR } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { HttpError, Invalid, NotFound, Unauthorized } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { createToken, hashToken } from '../../platform/tokens';
import { deleteWebhook, findWebhook, findWebhookByHash, replaceWebhook, touchWebhook } from './repo';
import { endAllAlerts, startAlert, type AlertCaller } from './service';

/** Tokens start with this, so a leaked one is recognisable in logs and secret scanners. */
const TOKEN_PREFIX = 'foyer_whk_';

const refusals = { notFound: ORGANIZATION_MESSAGES.notFound, forbidden: ALERT_MESSAGES.notAllowed };

export async function webhookState(ctx: AppContext, actor: AuthActor, orgId: string): Promise<AlertWebhook> {
  authorize(actor, 'alerts:manage', { org_id: orgId }, refusals);
  const row = await findWebhook(ctx.db, orgId);
  return {
    enabled: Boolean(row),
    created_at: row?.created_at ?? null,
    last_used_at: row?.last_used_at ?? null,
  };
}

/** A new token, replacing any earlier one at once (rotation); the answer is the only place it shows. */
export async function createWebhookToken(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
): Promise<AlertWebhook> {
  authorize(actor, 'alerts:manage', { org_id: orgId }, refusals);
  const token = `${TOKEN_PREFIX}${createToken()}`;
  const at = ctx.now().toISOString();
  const rotated = Boolean(await findWebhook(ctx.db, orgId));
  await replaceWebhook(ctx.db, {
    org_id: orgId,
    token_hash: hashToken(token),
    created_by: actor.id,
    created_at: at,
  });
  await recordAudit(ctx, {
    orgId,
    actor: auditActor(actor),
    action: rotated ? 'webhook.rotated' : 'webhook.created',
    targetType: 'Webhook',
    targetName: 'Alert webhook',
    details: rotated ? 'The earlier token stopped working' : '',
  });
  return { enabled: true, created_at: at, last_used_at: null, token };
}

export async function revokeWebhook(ctx: AppContext, actor: AuthActor, orgId: string): Promise<void> {
  authorize(actor, 'alerts:manage', { org_id: orgId }, refusals);
  if (!(await deleteWebhook(ctx.db, orgId))) throw new NotFound('No webhook token to revoke');
  await recordAudit(ctx, {
    orgId,
    actor: auditActor(actor),
    action: 'webhook.revoked',
    targetType: 'Webhook',
    targetName: 'Alert webhook',
  });
}

export type WebhookResult = { action: 'start'; alert: EmergencyAlert } | { action: 'end'; ended: number };

/**
 * A fire panel's call (docs/decisions/alerts-and-audit.md ALR-5): the Bearer token names the organization; the body starts a template alert
 * or ends the active ones. Every call with a valid token is in the audit log, refused ones too.
 */
export async function callWebhook(
  ctx: AppContext,
  authorization: string | undefined,
  body: unknown,
): Promise<WebhookResult> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const hook = token ? await findWebhookByHash(ctx.db, hashToken(token)) : undefined;
  if (!hook) throw new Unauthorized(ALERT_MESSAGES.webhookTokenInvalid);
  const orgId = hook.org_id;
  await touchWebhook(ctx.db, orgId, ctx.now().toISOString());
  const caller: AlertCaller = { orgId, actor: WEBHOOK_ACTOR, name: WEBHOOK_ACTOR.name, source: 'webhook' };
  try {
    const parsed = webhookAlertSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.') || 'body',
        message: issue.message,
      }));
      const [first] = details;
      throw new Invalid(first ? `${first.path}: ${first.message}` : 'Invalid input', details);
    }
    const request = parsed.data;
    if (request.action === 'end') {
      const ended = await endAllAlerts(ctx, caller);
      await recordAudit(ctx, {
        orgId,
        actor: WEBHOOK_ACTOR,
        action: 'webhook.called',
        targetType: 'Webhook',
        targetName: 'Alert webhook',
        details: `end: ${ended} alert(s) ended`,
      });
      return { action: 'end', ended };
    }
    const template = ALERT_TEMPLATE_TEXT[request.template];
    const title = request.title ?? template.title;
    if (!title)
      throw new Invalid(ALERT_MESSAGES.titleRequired, [
        { path: 'title', message: ALERT_MESSAGES.titleRequired },
      ]);
    const alert = await startAlert(ctx, caller, {
      template: request.template,
      title,
      text: request.text ?? template.text,
      scope: request.building_ids
        ? { kind: 'buildings', ids: request.building_ids }
        : { kind: 'organization' },
      expires_in_minutes: request.expires_in_minutes,
    });
    await recordAudit(ctx, {
      orgId,
      actor: WEBHOOK_ACTOR,
      action: 'webhook.called',
      targetType: 'Webhook',
      targetName: 'Alert webhook',
      details: `start: ${request.template}`,
    });
    return { action: 'start', alert };
  } catch (error) {
    if (error instanceof HttpError) {
      await recordAudit(ctx, {
        orgId,
        actor: WEBHOOK_ACTOR,
        action: 'webhook.refused',
        targetType: 'Webhook',
        targetName: 'Alert webhook',
        details: error.message,
      });
    }
    throw error;
  }
}
