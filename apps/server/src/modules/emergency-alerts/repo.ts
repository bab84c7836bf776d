import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { EmergencyAlertsTable } from '../../db/schema';

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
