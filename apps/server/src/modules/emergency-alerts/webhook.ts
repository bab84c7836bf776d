import {
  ALERT_MESSAGES,
  ALERT_TEMPLATE_TEXT,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_TTL_MS,
  ORGANIZATION_MESSAGES,
  webhookAlertSchema,
  type AlertWebhook,
  type EmergencyAlert,
} from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit, WEBHOOK_ACTOR } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { Conflict, HttpError, Invalid, NotFound, Unauthorized } from '../../platform/errors';
import { authorize } from '../../platform/permissions';
import { createToken, hashToken } from '../../platform/tokens';
import {
  claimIdempotencyKey,
  deleteWebhook,
  findWebhook,
  findWebhookByHash,
  finishIdempotencyKey,
  releaseIdempotencyKey,
  replaceWebhook,
  touchWebhook,
} from './repo';
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

export type WebhookResult =
  { action: 'start'; alert: EmergencyAlert; repeated: boolean } | { action: 'end'; ended: number };

/** A webhook call's answer, and whether it is the stored answer of an earlier call with its key. */
export interface WebhookAnswer {
  result: WebhookResult;
  replayed: boolean;
}

/** A key claimed as pending this long is taken to belong to a call that died (a crash mid-call). */
const ABANDONED_CLAIM_MS = 60_000;

/** Printable ASCII, as HTTP header values are: what panels and HTTP libraries send. */
const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

function parseWebhookBody(body: unknown) {
  const parsed = webhookAlertSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  const [first] = details;
  throw new Invalid(first ? `${first.path}: ${first.message}` : 'Invalid input', details);
}

async function runWebhook(ctx: AppContext, caller: AlertCaller, body: unknown): Promise<WebhookResult> {
  const request = parseWebhookBody(body);
  if (request.action === 'end') return { action: 'end', ended: await endAllAlerts(ctx, caller) };
  const template = ALERT_TEMPLATE_TEXT[request.template];
  const title = request.title ?? template.title;
  if (!title)
    throw new Invalid(ALERT_MESSAGES.titleRequired, [
      { path: 'title', message: ALERT_MESSAGES.titleRequired },
    ]);
  const { alert, repeated } = await startAlert(ctx, caller, {
    template: request.template,
    title,
    text: request.text ?? template.text,
    translations: request.translations,
    scope: request.building_ids ? { kind: 'buildings', ids: request.building_ids } : { kind: 'organization' },
    expires_in_minutes: request.expires_in_minutes,
  });
  return { action: 'start', alert, repeated };
}

/** What the audit line of a call says it did. */
function calledDetails(result: WebhookResult, replayed: boolean): string {
  const did =
    result.action === 'end'
      ? `end: ${result.ended} alert(s) ended`
      : `start: ${result.alert.template}${result.repeated ? ' (already running: no second alert)' : ''}`;
  return replayed ? `${did} (answer repeated for its Idempotency-Key)` : did;
}

/**
 * Runs the call under its `Idempotency-Key` (ALR-8): the first call with a key claims it and keeps
 * its answer; the same key within 24 hours answers that again, with another body it is refused,
 * and while the first still runs the second is told to try again. A refused call gives its key
 * back, so a corrected call can use it.
 */
async function runOnce(
  ctx: AppContext,
  caller: AlertCaller,
  key: string,
  body: unknown,
): Promise<WebhookAnswer> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key) || key.trim() === '') {
    throw new Invalid(ALERT_MESSAGES.idempotencyKeyInvalid, [
      { path: 'Idempotency-Key', message: ALERT_MESSAGES.idempotencyKeyInvalid },
    ]);
  }
  const now = ctx.now().getTime();
  const requestHash = hashToken(JSON.stringify(body ?? null));
  const holder = await claimIdempotencyKey(
    ctx.db,
    {
      org_id: caller.orgId,
      idempotency_key: key,
      request_hash: requestHash,
      created_at: new Date(now).toISOString(),
    },
    new Date(now - IDEMPOTENCY_KEY_TTL_MS).toISOString(),
    new Date(now - ABANDONED_CLAIM_MS).toISOString(),
  );
  if (holder) {
    if (holder.request_hash !== requestHash) throw new Conflict(ALERT_MESSAGES.idempotencyKeyReused);
    if (holder.state !== 'done' || !holder.answer)
      throw new Conflict(ALERT_MESSAGES.idempotencyKeyInProgress);
    return { result: JSON.parse(holder.answer) as WebhookResult, replayed: true };
  }
  let result: WebhookResult;
  try {
    result = await runWebhook(ctx, caller, body);
  } catch (error) {
    await releaseIdempotencyKey(ctx.db, caller.orgId, key);
    throw error;
  }
  await finishIdempotencyKey(ctx.db, caller.orgId, key, JSON.stringify(result));
  return { result, replayed: false };
}

/**
 * A fire panel's call (docs/decisions/alerts-and-audit.md ALR-5, ALR-8): the Bearer token names the
 * organization; the body starts a template alert or ends the active ones. Every call with a valid
 * token is in the audit log, refused ones too.
 */
export async function callWebhook(
  ctx: AppContext,
  authorization: string | undefined,
  body: unknown,
  idempotencyKey: string | undefined,
): Promise<WebhookAnswer> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const hook = token ? await findWebhookByHash(ctx.db, hashToken(token)) : undefined;
  if (!hook) throw new Unauthorized(ALERT_MESSAGES.webhookTokenInvalid);
  const orgId = hook.org_id;
  await touchWebhook(ctx.db, orgId, ctx.now().toISOString());
  const caller: AlertCaller = { orgId, actor: WEBHOOK_ACTOR, name: WEBHOOK_ACTOR.name, source: 'webhook' };
  const audit = (action: 'webhook.called' | 'webhook.refused', details: string) =>
    recordAudit(ctx, {
      orgId,
      actor: WEBHOOK_ACTOR,
      action,
      targetType: 'Webhook',
      targetName: 'Alert webhook',
      details,
    });
  try {
    const answer =
      idempotencyKey === undefined
        ? { result: await runWebhook(ctx, caller, body), replayed: false }
        : await runOnce(ctx, caller, idempotencyKey, body);
    await audit('webhook.called', calledDetails(answer.result, answer.replayed));
    return answer;
  } catch (error) {
    if (error instanceof HttpError) await audit('webhook.refused', error.message);
    throw error;
  }
}
