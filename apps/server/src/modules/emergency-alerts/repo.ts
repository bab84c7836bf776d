import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { EmergencyAlertsTable, WebhookRequestsTable } from '../../db/schema';

export type AlertRow = Selectable<EmergencyAlertsTable>;

export async function insertAlert(db: Db, row: Insertable<EmergencyAlertsTable>): Promise<AlertRow> {
  return db.insertInto('emergency_alerts').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findAlertById(db: Db, id: string): Promise<AlertRow | undefined> {
  return db.selectFrom('emergency_alerts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Alerts not ended and not past their expiry at `at`, newest first. */
export async function activeAlerts(db: Db, orgId: string, at: string): Promise<AlertRow[]> {
  return db
    .selectFrom('emergency_alerts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The organization's running alerts started at or after `since` with this content (translations too), newest first. */
export async function runningAlertsLike(
  db: Db,
  alert: Pick<
    AlertRow,
    'org_id' | 'template' | 'title' | 'text' | 'translations' | 'scope_kind' | 'scope_ids'
  >,
  since: string,
  at: string,
): Promise<AlertRow[]> {
  return db
    .selectFrom('emergency_alerts')
    .selectAll()
    .where('org_id', '=', alert.org_id)
    .where('template', '=', alert.template)
    .where('title', '=', alert.title)
    .where('text', '=', alert.text)
    .where('translations', '=', alert.translations)
    .where('scope_kind', '=', alert.scope_kind)
    .where('scope_ids', '=', alert.scope_ids)
    .where('started_at', '>=', since)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('started_at', 'desc')
    .execute();
}

/** How many alerts the organization started at or after `since`, and when the first of them was. */
export async function startsSince(
  db: Db,
  orgId: string,
  since: string,
): Promise<{ count: number; first: string | null }> {
  const row = await db
    .selectFrom('emergency_alerts')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('started_at').as('first')])
    .where('org_id', '=', orgId)
    .where('started_at', '>=', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), first: (row?.first as string | null | undefined) ?? null };
}

/** The newest alerts that are over (ended or expired) at `at`. */
export async function pastAlerts(db: Db, orgId: string, at: string, limit: number): Promise<AlertRow[]> {
  return db
    .selectFrom('emergency_alerts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('ended_at', 'is not', null), eb('expires_at', '<=', at)]))
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
}

/** Ends the given alerts that are still running; answers the ones it ended (a race ends each once). */
export async function endAlerts(
  db: Db,
  ids: readonly string[],
  at: string,
  endedBy: string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('emergency_alerts')
    .set({ ended_at: at, ended_by_name: endedBy })
    .where('id', 'in', ids)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function findWebhook(db: Db, orgId: string) {
  return db.selectFrom('alert_webhooks').selectAll().where('org_id', '=', orgId).executeTakeFirst();
}

export async function findWebhookByHash(db: Db, tokenHash: string) {
  return db.selectFrom('alert_webhooks').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** One token per organization: a new one replaces the old (rotation). */
export async function replaceWebhook(
  db: Db,
  row: { org_id: string; token_hash: string; created_by: string | null; created_at: string },
): Promise<void> {
  // One statement, so two rotations at once never collide on the organization's row.
  await db
    .insertInto('alert_webhooks')
    .values({ ...row, last_used_at: null })
    .onConflict((oc) =>
      oc.column('org_id').doUpdateSet({
        token_hash: row.token_hash,
        created_by: row.created_by,
        created_at: row.created_at,
        last_used_at: null,
      }),
    )
    .execute();
}

export async function deleteWebhook(db: Db, orgId: string): Promise<boolean> {
  const result = await db.deleteFrom('alert_webhooks').where('org_id', '=', orgId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function touchWebhook(db: Db, orgId: string, at: string): Promise<void> {
  await db.updateTable('alert_webhooks').set({ last_used_at: at }).where('org_id', '=', orgId).execute();
}

export type WebhookRequestRow = Selectable<WebhookRequestsTable>;

/**
 * Claims an `Idempotency-Key` for a call about to run: answers undefined when this call holds it
 * now, else the row of the call that holds or held it. Keys older than `expiredBefore` are
 * forgotten first, and a claim still pending since before `abandonedBefore` (its call died) too.
 */
export async function claimIdempotencyKey(
  db: Db,
  row: Pick<WebhookRequestRow, 'org_id' | 'idempotency_key' | 'request_hash' | 'created_at'>,
  expiredBefore: string,
  abandonedBefore: string,
): Promise<WebhookRequestRow | undefined> {
  await db
    .deleteFrom('webhook_requests')
    .where('org_id', '=', row.org_id)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', expiredBefore),
        eb.and([
          eb('idempotency_key', '=', row.idempotency_key),
          eb('state', '=', 'pending'),
          eb('created_at', '<', abandonedBefore),
        ]),
      ]),
    )
    .execute();
  // The holder may give the key back between the insert and the read: then claim again.
  for (;;) {
    const claimed = await db
      .insertInto('webhook_requests')
      .values({ ...row, state: 'pending', answer: null })
      .onConflict((oc) => oc.columns(['org_id', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (claimed) return undefined;
    const holder = await db
      .selectFrom('webhook_requests')
      .selectAll()
      .where('org_id', '=', row.org_id)
      .where('idempotency_key', '=', row.idempotency_key)
      .executeTakeFirst();
    if (holder) return holder;
  }
}

/** Keeps the answer of the call that claimed the key. */
export async function finishIdempotencyKey(
  db: Db,
  orgId: string,
  key: string,
  answer: string,
): Promise<void> {
  await db
    .updateTable('webhook_requests')
    .set({ state: 'done', answer })
    .where('org_id', '=', orgId)
    .where('idempotency_key', '=', key)
    .execute();
}

/** Gives a key back when its call was refused, so a corrected call may use it. */
export async function releaseIdempotencyKey(db: Db, orgId: string, key: string): Promise<void> {
  await db
    .deleteFrom('webhook_requests')
    .where('org_id', '=', orgId)
    .where('idempotency_key', '=', key)
    .where('state', '=', 'pending')
    .execute();
}
