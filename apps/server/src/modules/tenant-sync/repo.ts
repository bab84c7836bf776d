import { SYNC_RUNS_KEPT, type Role } from '@foyer/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { TenantSyncRunsTable, TenantSyncSourcesTable, UsersTable } from '../../db/schema';

export type SyncSourceRow = Selectable<TenantSyncSourcesTable>;
export type SyncRunRow = Selectable<TenantSyncRunsTable>;

export async function findSource(db: Db, tenantsId: string): Promise<SyncSourceRow | undefined> {
  return db
    .selectFrom('tenant_sync_sources')
    .selectAll()
    .where('tenants_id', '=', tenantsId)
    .executeTakeFirst();
}

export async function insertSource(db: Db, row: Insertable<TenantSyncSourcesTable>): Promise<void> {
  await db.insertInto('tenant_sync_sources').values(row).execute();
}

export async function updateSource(
  db: Db,
  tenantsId: string,
  changes: Updateable<TenantSyncSourcesTable>,
): Promise<void> {
  await db.updateTable('tenant_sync_sources').set(changes).where('tenants_id', '=', tenantsId).execute();
}

export async function deleteSource(db: Db, tenantsId: string): Promise<void> {
  await db.deleteFrom('tenant_sync_sources').where('tenants_id', '=', tenantsId).execute();
}

/**
 * Takes the source for one run: a conditional UPDATE, so of two instances (or a scheduled run and
 * 'Sync now') exactly one gets it. A claim older than `staleBefore` belonged to a process that
 * stopped mid-run and is taken over. `dueBy` (scheduled runs): only when next_run_at has come,
 * and next_run_at moves to `nextRunAt` in the same statement.
 */
export async function claimSource(
  db: Db,
  tenantsId: string,
  now: string,
  staleBefore: string,
  due?: { dueBy: string; nextRunAt: string | null },
): Promise<boolean> {
  let query = db
    .updateTable('tenant_sync_sources')
    .set({ running_since: now, ...(due ? { next_run_at: due.nextRunAt } : {}) })
    .where('tenants_id', '=', tenantsId)
    .where((eb) => eb.or([eb('running_since', 'is', null), eb('running_since', '<', staleBefore)]));
  if (due) query = query.where('next_run_at', '<=', due.dueBy);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sources whose next run has come and that nobody runs now, oldest due first. */
export async function findDueSources(
  db: Db,
  now: string,
  staleBefore: string,
  limit: number,
): Promise<SyncSourceRow[]> {
  return (
    db
      .selectFrom('tenant_sync_sources')
      .selectAll()
      .where('next_run_at', 'is not', null)
      .where('next_run_at', '<=', now)
      // A first sync waits for a person: the schedule does not run it again meanwhile.
      .where('state', '!=', 'awaiting_first_apply')
      .where((eb) => eb.or([eb('running_since', 'is', null), eb('running_since', '<', staleBefore)]))
      .orderBy('next_run_at')
      .limit(limit)
      .execute()
  );
}

export async function insertRun(db: Db, row: Insertable<TenantSyncRunsTable>): Promise<void> {
  await db.insertInto('tenant_sync_runs').values(row).execute();
}

export async function updateRun(db: Db, id: string, changes: Updateable<TenantSyncRunsTable>): Promise<void> {
  await db.updateTable('tenant_sync_runs').set(changes).where('id', '=', id).execute();
}

export async function findRun(db: Db, tenantsId: string, id: string): Promise<SyncRunRow | undefined> {
  return db
    .selectFrom('tenant_sync_runs')
    .selectAll()
    .where('tenants_id', '=', tenantsId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The newest runs of a list, newest first. */
export async function listRuns(db: Db, tenantsId: string, limit = SYNC_RUNS_KEPT): Promise<SyncRunRow[]> {
  return db
    .selectFrom('tenant_sync_runs')
    .selectAll()
    .where('tenants_id', '=', tenantsId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Keeps the newest SYNC_RUNS_KEPT runs of a list. */
export async function pruneRuns(db: Db, tenantsId: string): Promise<void> {
  const kept = await listRuns(db, tenantsId);
  if (kept.length < SYNC_RUNS_KEPT) return;
  await db
    .deleteFrom('tenant_sync_runs')
    .where('tenants_id', '=', tenantsId)
    .where(
      'id',
      'not in',
      kept.map((row) => row.id),
    )
    .execute();
}

/** A new decision replaces any older one: older waiting runs keep their outcome but can no longer be applied. */
export async function dropPendingEntries(db: Db, tenantsId: string): Promise<void> {
  await db
    .updateTable('tenant_sync_runs')
    .set({ entries: null, preview: null })
    .where('tenants_id', '=', tenantsId)
    .where('entries', 'is not', null)
    .execute();
}

/** Published devices that show the list. */
export async function publishedDevicesShowing(db: Db, tenantsId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('devices')
    .select('id')
    .where('tenants_id', '=', tenantsId)
    .where('has_been_published', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Who is told about a held sync (docs/product.md §13). */
const HELD_MAIL_ROLES: readonly Role[] = ['Owner', 'Admin'];

/** The organization's Owners and Admins who have joined. */
export async function findHeldMailRecipients(db: Db, orgId: string): Promise<Array<Selectable<UsersTable>>> {
  const roles = HELD_MAIL_ROLES;
  return db
    .selectFrom('users')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('role', 'in', roles)
    .where('is_invited', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
