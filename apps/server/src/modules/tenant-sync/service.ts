import {
  can,
  decodeCsv,
  detectDelimiter,
  isUnchanged,
  jsonToTenantRows,
  nextSyncAt,
  planTenantImport,
  readTenantCsvRows,
  SYNC_MESSAGES,
  syncHoldReason,
  TENANT_LIST_MAX_ENTRIES,
  TENANT_LIST_MESSAGES,
  SYNC_DEFAULT_MAX_REMOVAL_PERCENT,
  type SyncCounts,
  type SyncJsonMapping,
  type SyncOutcome,
  type SyncRun,
  type SyncSource,
  type SyncState,
  type SyncTrigger,
  type TenantBulkUpsertMode,
  type TenantBulkUpsertResult,
  type TenantEntry,
  type TenantImportDiff,
  type TenantList,
  type TenantSync,
  type TenantSyncSettings,
} from '@foyer/shared';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { auditActor, recordAudit, type AuditActor } from '../../platform/audit';
import { toAuthActor, type AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { Conflict, Invalid, NotFound } from '../../platform/errors';
import { escapeHtml, type Mail } from '../../platform/mail';
import {
  safeFetch,
  SafeFetchError,
  urlForLog,
  urlWithoutCredentials,
  type SafeFetchOptions,
} from '../../platform/safe-fetch';
import { newId } from '../../platform/tokens';
import { authorizeItem } from '../item-access/service';
import { publishMany } from '../publishing/service';
import { buildingZones } from '../sub-organizations/service';
import { changeTenantEntries, findTenantList } from '../tenants/service';
import { findUser, toUser } from '../users/service';
import {
  claimSource,
  deleteSource,
  dropPendingEntries,
  findDueSources,
  findHeldMailRecipients,
  findRun,
  findSource,
  insertRun,
  insertSource,
  listRuns,
  pruneRuns,
  publishedDevicesShowing,
  updateRun,
  updateSource,
  type SyncRunRow,
  type SyncSourceRow,
} from './repo';

/*
 * Tenant list sync and bulk upsert (docs/product.md §13, docs/decisions/sync.md): fetch a list's
 * address safely, read it through the file import's pipeline, compare with the list, and apply,
 * hold for a person, or wait for the first apply; a bulk upsert is the same without the fetch.
 */

/** What tests (and the bench) change: the fetch's resolver, limits, and the scheduler's pace. */
export interface TenantSyncOptions {
  fetch?: Omit<SafeFetchOptions, 'allowedNetworks'>;
  /** How often the scheduler looks for due sources; 0 turns it off. */
  intervalMs?: number;
}

const messages = {
  notFound: TENANT_LIST_MESSAGES.notFound,
  notAllowed: TENANT_LIST_MESSAGES.notAllowed,
  subOrganizationNotAllowed: TENANT_LIST_MESSAGES.subOrganizationNotAllowed,
};

/** A claim older than this belonged to a process that stopped mid-run (a run takes at most ~15 s). */
const STALE_CLAIM_MS = 5 * 60_000;
/** Sources one scheduler round takes on. */
const ROUND_LIMIT = 20;
export const SYNC_CHECK_INTERVAL_MS = 60_000;

const PENDING: readonly string[] = ['held', 'awaiting_first_apply'];

const SYNC_ACTOR: AuditActor = { id: null, name: 'Tenant sync (scheduled)' };

async function authorizedList(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  action: 'content:read' | 'content:write',
): Promise<TenantList> {
  const list = await findTenantList(ctx.db, id);
  if (!list) throw new NotFound(TENANT_LIST_MESSAGES.notFound);
  authorizeItem(actor, list, action, messages);
  return list;
}

const parseJson = <T>(text: string | null): T | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

function toSource(row: SyncSourceRow): SyncSource {
  return {
    url: urlWithoutCredentials(row.url),
    format: row.format as SyncSource['format'],
    json_mapping: parseJson<SyncJsonMapping>(row.json_mapping),
    schedule: row.schedule as SyncSource['schedule'],
    daily_at: row.daily_at,
    max_removal_percent: row.max_removal_percent,
    after_sync: row.after_sync as SyncSource['after_sync'],
    state: row.state as SyncState,
    last_success_at: row.last_success_at,
    last_error: row.last_error,
    last_error_at: row.last_error_at,
    next_run_at: row.next_run_at,
  };
}

function toRun(row: SyncRunRow, preview: TenantImportDiff | null = null): SyncRun {
  return {
    id: row.id,
    started_at: row.started_at,
    finished_at: row.finished_at,
    trigger: row.trigger as SyncTrigger,
    outcome: row.outcome as SyncOutcome,
    message: row.message,
    counts: parseJson<SyncCounts>(row.counts),
    preview: preview ?? parseJson<TenantImportDiff>(row.preview),
  };
}

const isPending = (row: SyncRunRow) => PENDING.includes(row.outcome) && row.entries !== null;

/** `GET /tenants/{id}/sync`: the source, the run waiting for a person, the last 20 runs. */
export async function getTenantSync(ctx: AppContext, actor: AuthActor, id: string): Promise<TenantSync> {
  const list = await authorizedList(ctx, actor, id, 'content:read');
  const mayEdit =
    can(actor, 'content:write', list) && (!actor.apiToken || actor.apiToken.scopes.includes('tenants'));
  return syncAnswer(ctx, id, mayEdit);
}

/**
 * The sync of a list as the API answers it. Only those who may change the settings get the address
 * as stored (less any user:password); others see secret-looking query values masked, as the log does.
 */
async function syncAnswer(ctx: AppContext, id: string, mayEdit = true): Promise<TenantSync> {
  const [source, rows] = await Promise.all([findSource(ctx.db, id), listRuns(ctx.db, id)]);
  const held = rows.find(isPending);
  return {
    source: source ? { ...toSource(source), ...(mayEdit ? {} : { url: urlForLog(source.url) }) } : null,
    held: held ? toRun(held) : null,
    // The preview travels once, with `held`.
    runs: rows.map((row) => ({ ...toRun(row), preview: null })),
  };
}

async function zoneOf(ctx: AppContext, list: TenantList): Promise<string> {
  const zones = await buildingZones(ctx.db, list.org_id);
  return (list.sub_org_id && zones.zoneOf.get(list.sub_org_id)) || zones.defaultZone;
}

async function nextRunOf(
  ctx: AppContext,
  list: TenantList,
  settings: { schedule: string; daily_at: string | null },
  afterMs: number,
): Promise<string | null> {
  const zone = await zoneOf(ctx, list);
  const next = nextSyncAt(
    settings.schedule as TenantSyncSettings['schedule'],
    settings.daily_at,
    zone,
    afterMs,
  );
  return next === null ? null : new Date(next).toISOString();
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/**
 * `PUT /tenants/{id}/sync`: saves where and how the list syncs. A new address (or a first one)
 * makes the next run wait for a person again (SYNC-4).
 */
export async function saveTenantSync(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  body: TenantSyncSettings,
): Promise<TenantSync> {
  const list = await authorizedList(ctx, actor, id, 'content:write');
  const current = await findSource(ctx.db, id);
  const at = ctx.now().toISOString();
  // A URL shown without its password comes back without it: keep the stored one.
  const url = current && body.url === urlWithoutCredentials(current.url) ? current.url : body.url;
  const newAddress = !current || current.url !== url;
  const settings = {
    url,
    format: body.format,
    json_mapping: body.format === 'json' && body.json_mapping ? JSON.stringify(body.json_mapping) : null,
    schedule: body.schedule,
    // Kept while the schedule is not daily, so switching back finds the time chosen before.
    daily_at: body.daily_at ?? null,
    max_removal_percent: body.max_removal_percent ?? SYNC_DEFAULT_MAX_REMOVAL_PERCENT,
    after_sync: body.after_sync,
    // A token is no user (docs/decisions/api-tokens.md TOK-5): the person who saved before stays.
    configured_by: actor.apiToken ? (current?.configured_by ?? null) : actor.id,
    next_run_at: await nextRunOf(
      ctx,
      list,
      { schedule: body.schedule, daily_at: body.daily_at ?? null },
      ctx.now().getTime(),
    ),
    updated_at: at,
  };
  if (!current) {
    await insertSource(ctx.db, {
      tenants_id: id,
      org_id: list.org_id,
      ...settings,
      state: 'awaiting_first_apply',
      first_applied: 0,
      last_success_at: null,
      last_error: null,
      last_error_at: null,
      running_since: null,
      created_at: at,
    });
  } else {
    await updateSource(ctx.db, id, {
      ...settings,
      ...(newAddress ? { first_applied: 0, state: 'awaiting_first_apply' } : {}),
    });
    if (newAddress) await dropPendingEntries(ctx.db, id);
  }
  await recordAudit(ctx, {
    orgId: list.org_id,
    actor: auditActor(actor),
    action: 'tenants.sync-configured',
    targetType: 'Tenant list',
    targetId: id,
    targetName: list.name,
    details: `from ${hostOf(url)}, ${body.schedule}`,
  });
  return syncAnswer(ctx, id);
}

/** `POST /tenants/{id}/sync/delete`: the list stops syncing; its entries and runs stay. */
export async function removeTenantSync(ctx: AppContext, actor: AuthActor, id: string): Promise<void> {
  const list = await authorizedList(ctx, actor, id, 'content:write');
  const current = await findSource(ctx.db, id);
  if (!current) throw new NotFound(SYNC_MESSAGES.notConfigured);
  await deleteSource(ctx.db, id);
  await dropPendingEntries(ctx.db, id);
  await recordAudit(ctx, {
    orgId: list.org_id,
    actor: auditActor(actor),
    action: 'tenants.sync-configured',
    targetType: 'Tenant list',
    targetId: id,
    targetName: list.name,
    details: `stopped syncing from ${hostOf(current.url)}`,
  });
}

type Parsed = { ok: true; entries: TenantEntry[] } | { ok: false; message: string };

/** The file import's pipeline (SYNC-2): bytes → text (encoding detected) → rows → entries. */
export function readSyncedFile(
  body: Buffer,
  format: 'csv' | 'json',
  mapping: SyncJsonMapping | null,
): Parsed {
  const { text } = decodeCsv(body);
  let rows: string[][];
  if (format === 'csv') {
    // At most twice a list's rows are parsed (blank lines count): a 5 MB file of tiny rows must not
    // hold the server for seconds before the limit refuses it.
    const parsed = Papa.parse<string[]>(text, {
      delimiter: detectDelimiter(text),
      skipEmptyLines: false,
      preview: 2 * TENANT_LIST_MAX_ENTRIES + 1,
    });
    if (parsed.data.length > 2 * TENANT_LIST_MAX_ENTRIES)
      return { ok: false, message: TENANT_LIST_MESSAGES.tooMany };
    rows = parsed.data;
  } else {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return { ok: false, message: SYNC_MESSAGES.notJson };
    }
    const read = jsonToTenantRows(data, mapping);
    if (!read.ok) return read;
    rows = read.rows;
  }
  const read = readTenantCsvRows(rows, newId);
  if (!read.ok) return read;
  if (read.entries.length > TENANT_LIST_MAX_ENTRIES)
    return { ok: false, message: TENANT_LIST_MESSAGES.tooMany };
  return { ok: true, entries: read.entries };
}

interface RunContext {
  ctx: AppContext;
  source: SyncSourceRow;
  trigger: SyncTrigger;
  /** Who publishes after an applied sync: the caller, or for the schedule the person who saved the settings. */
  actor: AuthActor | null;
  fetch: SafeFetchOptions;
}

async function publishingActor(ctx: AppContext, source: SyncSourceRow): Promise<AuthActor | null> {
  if (!source.configured_by) return null;
  const user = await findUser(ctx.db, source.configured_by);
  return user ? toAuthActor(user, 'tenant-sync') : null;
}

/**
 * After entries were written: 'publish' republishes the published devices showing the list
 * through publishMany (each device's own checks; a refused device stays marked), 'mark' leaves
 * them marked 'changes, please publish' (already done in the write).
 */
async function afterApply(
  ctx: AppContext,
  source: SyncSourceRow | undefined,
  list: TenantList,
  actor: AuthActor | null,
) {
  if (source?.after_sync !== 'publish' || !actor) return;
  // Republishing is publishing: a token without the publish scope leaves the screens marked.
  if (actor.apiToken && !actor.apiToken.scopes.includes('publish')) return;
  const deviceIds = await publishedDevicesShowing(ctx.db, list.id);
  if (deviceIds.length === 0) return;
  try {
    const outcomes = await publishMany(ctx, actor, { org_id: list.org_id, device_ids: deviceIds });
    const refused = outcomes.filter((o) => o.error !== null);
    if (refused.length > 0)
      ctx.log.warn({ tenants_id: list.id, refused }, 'Tenant sync: some devices could not be republished');
  } catch (error) {
    ctx.log.error({ err: error, tenants_id: list.id }, 'Tenant sync: republishing failed');
  }
}

const countsText = (c: SyncCounts) => `${c.added} added, ${c.changed} changed, ${c.removed} removed`;

/** Writes planned entries unless the list changed since `base`; answers the saved list, or null when it changed. */
async function writeEntries(
  ctx: AppContext,
  id: string,
  entries: TenantEntry[],
  base: string,
  at: string,
): Promise<TenantList | null> {
  const written = await changeTenantEntries(ctx.db, id, at, async (list) =>
    list.updated_at === base
      ? { entries, markChanged: true, result: true }
      : { entries: null, markChanged: false, result: false },
  );
  if (!written) throw new NotFound(TENANT_LIST_MESSAGES.notFound);
  return written.result ? written.list : null;
}

async function mailHeld(
  ctx: AppContext,
  list: TenantList,
  source: SyncSourceRow,
  message: string,
): Promise<void> {
  const recipients = await findHeldMailRecipients(ctx.db, list.org_id);
  if (recipients.length === 0) return;
  const link = `${ctx.config.publicUrl}/dashboard/tenants`;
  const host = hostOf(source.url);
  const mails: Mail[] = recipients.map((row) => {
    const user = toUser(row);
    const lines = [
      `Hello ${user.name},`,
      '',
      `The sync of the tenant list "${list.name}" from ${host} was held: ${message.replace(/^Sync held: /, '')}.`,
      'The list is unchanged. Open it to see what would change, then apply or reject the sync:',
      link,
    ];
    return {
      to: user.email,
      subject: SYNC_MESSAGES.heldMailSubject(list.name),
      text: lines.join('\n'),
      html: `<p>${lines.slice(0, -1).filter(Boolean).map(escapeHtml).join('</p><p>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    };
  });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const mail of mails) await ctx.mailer.queue(trx, mail, { orgId: list.org_id });
    });
    ctx.mailer.wake();
  } catch (error) {
    ctx.log.error({ err: error, tenants_id: list.id }, 'Held sync e-mails could not be queued');
  }
}

/**
 * Records a run, keeps the last 20, answers it. A run that read the file replaces any decision
 * still waiting (it was computed on older content); a failed one leaves it.
 */
async function recordRun(
  ctx: AppContext,
  row: SyncRunRow,
  preview: TenantImportDiff | null,
): Promise<SyncRun> {
  if (row.outcome !== 'failed') await dropPendingEntries(ctx.db, row.tenants_id);
  await insertRun(ctx.db, row);
  await pruneRuns(ctx.db, row.tenants_id);
  return toRun(row, preview);
}

/** One run of a claimed source: fetch, read, compare, then apply, hold or wait (SYNC-4, SYNC-6). */
async function runClaimed({ ctx, source, trigger, actor, fetch }: RunContext): Promise<SyncRun> {
  const id = source.tenants_id;
  const startedAt = ctx.now().toISOString();
  const base = { id: newId(), tenants_id: id, org_id: source.org_id, started_at: startedAt, trigger };
  const fail = async (message: string): Promise<SyncRun> => {
    const at = ctx.now().toISOString();
    await updateSource(ctx.db, id, { state: 'failed', last_error: message, last_error_at: at });
    ctx.log.info({ tenants_id: id, url: urlForLog(source.url), reason: message }, 'Tenant sync failed');
    return recordRun(
      ctx,
      {
        ...base,
        finished_at: at,
        outcome: 'failed',
        message,
        counts: null,
        preview: null,
        entries: null,
        base: null,
        content_hash: null,
      },
      null,
    );
  };
  let body: Buffer;
  try {
    body = (await safeFetch(source.url, { ...fetch })).body;
  } catch (error) {
    if (error instanceof SafeFetchError) return fail(error.message);
    throw error;
  }
  const contentHash = createHash('sha256').update(body).digest('hex');
  const parsed = readSyncedFile(
    body,
    source.format === 'json' ? 'json' : 'csv',
    parseJson(source.json_mapping),
  );
  if (!parsed.ok) return fail(parsed.message);

  const list = await findTenantList(ctx.db, id);
  if (!list) throw new NotFound(TENANT_LIST_MESSAGES.notFound);
  const now = ctx.now().toISOString();
  const plan = planTenantImport(list.entries, parsed.entries, 'replace', now, newId);
  const done = (outcome: SyncOutcome, message: string, pending: boolean) => ({
    ...base,
    finished_at: ctx.now().toISOString(),
    outcome,
    message,
    counts: JSON.stringify(plan.counts),
    preview: pending ? JSON.stringify(plan.diff) : null,
    entries: pending ? JSON.stringify(plan.entries) : null,
    base: pending ? list.updated_at : null,
    content_hash: contentHash,
  });
  const succeeded = { last_success_at: now, last_error: null, last_error_at: null };

  if (isUnchanged(plan.counts)) {
    // Nothing to apply: a first sync of a list already equal to its sheet needs nobody.
    await updateSource(ctx.db, id, { ...succeeded, state: 'ok', first_applied: 1 });
    return recordRun(ctx, done('unchanged', SYNC_MESSAGES.unchanged, false), plan.diff);
  }
  if (source.first_applied !== 1) {
    await updateSource(ctx.db, id, { ...succeeded, state: 'awaiting_first_apply' });
    return recordRun(ctx, done('awaiting_first_apply', SYNC_MESSAGES.firstApply, true), plan.diff);
  }
  const held = syncHoldReason(plan.counts, list.entries.length, source.max_removal_percent);
  if (held) {
    await updateSource(ctx.db, id, { ...succeeded, state: 'held' });
    // The same file held again on the same list: the decision already waiting stands.
    const waiting = (await listRuns(ctx.db, id, 1))[0];
    const sameAs = (run: SyncRunRow | undefined) =>
      run?.content_hash === contentHash && run.base === list.updated_at;
    if (waiting && isPending(waiting) && sameAs(waiting)) return toRun(waiting);
    // A file a person rejected is not held and mailed again every hour: the schedule leaves it
    // until the file or the list changes; 'Sync now' still shows it again.
    if (trigger === 'schedule' && waiting?.outcome === 'rejected' && sameAs(waiting)) {
      await updateSource(ctx.db, id, { ...succeeded, state: 'ok' });
      return toRun(waiting);
    }
    const run = await recordRun(ctx, done('held', held, true), plan.diff);
    // Once per hold: an hourly sync still held an hour later mails nobody again.
    if (source.state !== 'held') await mailHeld(ctx, list, source, held);
    return run;
  }
  const saved = await writeEntries(ctx, id, plan.entries, list.updated_at, now);
  if (!saved) throw new Conflict(SYNC_MESSAGES.listChanged);
  await updateSource(ctx.db, id, { ...succeeded, state: 'ok' });
  const run = await recordRun(ctx, done('applied', SYNC_MESSAGES.applied, false), plan.diff);
  await recordAudit(ctx, {
    orgId: list.org_id,
    actor: actor ? auditActor(actor) : SYNC_ACTOR,
    action: 'tenants.synced',
    targetType: 'Tenant list',
    targetId: id,
    targetName: list.name,
    details: `from ${hostOf(source.url)}: ${countsText(plan.counts)}`,
  });
  await afterApply(ctx, source, saved, actor ?? (await publishingActor(ctx, source)));
  return run;
}

/** Runs a claimed source and always gives the claim back. */
async function runAndRelease(run: RunContext): Promise<SyncRun> {
  try {
    return await runClaimed(run);
  } finally {
    await updateSource(run.ctx.db, run.source.tenants_id, { running_since: null });
  }
}

const staleBefore = (ctx: AppContext) => new Date(ctx.now().getTime() - STALE_CLAIM_MS).toISOString();

/** `POST /tenants/{id}/sync/run` ('Sync now'): a failed fetch answers the run, not an error. */
export async function runTenantSyncNow(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  fetch: SafeFetchOptions,
): Promise<SyncRun> {
  await authorizedList(ctx, actor, id, 'content:write');
  const source = await findSource(ctx.db, id);
  if (!source) throw new NotFound(SYNC_MESSAGES.notConfigured);
  if (!(await claimSource(ctx.db, id, ctx.now().toISOString(), staleBefore(ctx))))
    throw new Conflict(SYNC_MESSAGES.alreadyRunning);
  return runAndRelease({ ctx, source, trigger: actor.apiToken ? 'api' : 'manual', actor, fetch });
}

async function pendingRun(ctx: AppContext, id: string, runId: string): Promise<SyncRunRow> {
  const run = await findRun(ctx.db, id, runId);
  if (!run) throw new NotFound(SYNC_MESSAGES.runNotFound);
  if (!isPending(run)) throw new Conflict(SYNC_MESSAGES.notPending);
  return run;
}

/** `POST /tenants/{id}/sync/runs/{runId}/apply`: applies a held or first preview as it was computed. */
export async function applyTenantSyncRun(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  runId: string,
): Promise<SyncRun> {
  const list = await authorizedList(ctx, actor, id, 'content:write');
  const run = await pendingRun(ctx, id, runId);
  const entries = parseJson<TenantEntry[]>(run.entries) ?? [];
  const at = ctx.now().toISOString();
  const saved = await writeEntries(ctx, id, entries, run.base ?? '', at);
  if (!saved) throw new Conflict(SYNC_MESSAGES.listChanged);
  const closed = await closeRun(ctx, run, 'approved', SYNC_MESSAGES.applied, at);
  const source = await findSource(ctx.db, id);
  if (source)
    await updateSource(ctx.db, id, {
      state: 'ok',
      first_applied: 1,
      last_success_at: at,
      last_error: null,
      last_error_at: null,
    });
  const counts = parseJson<SyncCounts>(run.counts);
  await recordAudit(ctx, {
    orgId: list.org_id,
    actor: auditActor(actor),
    action: 'tenants.synced',
    targetType: 'Tenant list',
    targetId: id,
    targetName: list.name,
    details: `from ${source ? hostOf(source.url) : 'the API'}, applied by hand${counts ? `: ${countsText(counts)}` : ''}`,
  });
  await afterApply(ctx, source, saved, actor);
  return closed;
}

/**
 * Ends a run that waited for a person: its outcome and time recorded, the entries it held dropped.
 * The answer still carries the preview the person decided on.
 */
async function closeRun(
  ctx: AppContext,
  run: SyncRunRow,
  outcome: 'approved' | 'rejected',
  message: string,
  at: string,
): Promise<SyncRun> {
  const changes = { outcome, message, finished_at: at, entries: null, preview: null };
  await updateRun(ctx.db, run.id, changes);
  return toRun({ ...run, ...changes }, parseJson<TenantImportDiff>(run.preview));
}

/** `POST /tenants/{id}/sync/runs/{runId}/reject`: the list stays as it is. */
export async function rejectTenantSyncRun(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  runId: string,
): Promise<SyncRun> {
  const list = await authorizedList(ctx, actor, id, 'content:write');
  const run = await pendingRun(ctx, id, runId);
  const closed = await closeRun(ctx, run, 'rejected', SYNC_MESSAGES.rejected, ctx.now().toISOString());
  const source = await findSource(ctx.db, id);
  if (source)
    await updateSource(ctx.db, id, { state: source.first_applied === 1 ? 'ok' : 'awaiting_first_apply' });
  await recordAudit(ctx, {
    orgId: list.org_id,
    actor: auditActor(actor),
    action: 'tenants.sync-rejected',
    targetType: 'Tenant list',
    targetId: id,
    targetName: list.name,
    details: run.message,
  });
  return closed;
}

/**
 * `PUT /tenants/{id}/entries` (bulk upsert, SYNC-8): replace or merge the list's entries keyed on
 * external_id, else company name; a dry run answers the preview; the sync's guard holds a change
 * that would empty the list or remove more than the share (409) unless forced.
 */
export async function bulkUpsertEntries(
  ctx: AppContext,
  actor: AuthActor,
  id: string,
  input: { mode: TenantBulkUpsertMode; dry_run: boolean; force: boolean; entries: TenantEntry[] },
): Promise<TenantBulkUpsertResult> {
  const list = await authorizedList(ctx, actor, id, 'content:write');
  const imported = input.entries.filter((entry) => entry.company_name.trim() !== '');
  const now = ctx.now().toISOString();
  const plan = planTenantImport(list.entries, imported, input.mode, now, newId);
  if (plan.entries.length === 0)
    throw new Invalid(TENANT_LIST_MESSAGES.atLeastOne, [
      { path: 'entries', message: TENANT_LIST_MESSAGES.atLeastOne },
    ]);
  if (plan.entries.length > TENANT_LIST_MAX_ENTRIES)
    throw new Invalid(TENANT_LIST_MESSAGES.tooMany, [
      { path: 'entries', message: TENANT_LIST_MESSAGES.tooMany },
    ]);
  const answer = { counts: plan.counts, preview: plan.diff };
  if (input.dry_run) return { outcome: 'dry_run', ...answer };
  if (isUnchanged(plan.counts)) return { outcome: 'unchanged', ...answer, list };
  const source = await findSource(ctx.db, id);
  const held = syncHoldReason(
    plan.counts,
    list.entries.length,
    source?.max_removal_percent ?? SYNC_DEFAULT_MAX_REMOVAL_PERCENT,
  );
  if (held && !input.force) throw new Conflict(held);
  const saved = await writeEntries(ctx, id, plan.entries, list.updated_at, now);
  if (!saved) throw new Conflict(SYNC_MESSAGES.listChanged);
  await recordRun(
    ctx,
    {
      id: newId(),
      tenants_id: id,
      org_id: list.org_id,
      started_at: now,
      finished_at: ctx.now().toISOString(),
      trigger: 'api',
      outcome: 'applied',
      message: `${input.mode === 'merge' ? 'Merged' : 'Replaced'} through the API${held ? ' (forced)' : ''}`,
      counts: JSON.stringify(plan.counts),
      preview: null,
      entries: null,
      base: null,
      content_hash: null,
    },
    null,
  );
  await recordAudit(ctx, {
    orgId: list.org_id,
    actor: auditActor(actor),
    action: 'tenants.bulk-updated',
    targetType: 'Tenant list',
    targetId: id,
    targetName: list.name,
    details: `${input.mode}${held ? ', forced' : ''}: ${countsText(plan.counts)}`,
  });
  await afterApply(ctx, source, saved, actor);
  return { outcome: 'applied', ...answer, list: saved };
}

/**
 * One scheduler round: takes due sources one by one (each claimed by a conditional UPDATE that
 * also moves its next_run_at, so two instances never run one list), runs them, and never lets one
 * failure stop the others. Answers how many ran.
 */
export async function runDueTenantSyncs(ctx: AppContext, fetch: SafeFetchOptions): Promise<number> {
  const now = ctx.now();
  const due = await findDueSources(ctx.db, now.toISOString(), staleBefore(ctx), ROUND_LIMIT);
  let ran = 0;
  for (const source of due) {
    try {
      const list = await findTenantList(ctx.db, source.tenants_id);
      if (!list) continue;
      const nextRunAt = await nextRunOf(ctx, list, source, now.getTime());
      const claimed = await claimSource(ctx.db, source.tenants_id, now.toISOString(), staleBefore(ctx), {
        dueBy: now.toISOString(),
        nextRunAt,
      });
      if (!claimed) continue;
      await runAndRelease({ ctx, source, trigger: 'schedule', actor: null, fetch });
      ran += 1;
    } catch (error) {
      ctx.log.error({ err: error, tenants_id: source.tenants_id }, 'Scheduled tenant sync failed');
    }
  }
  return ran;
}

export interface TenantSyncScheduler {
  stop(): Promise<void>;
  /** Runs a round now (tests); waits for one under way first. */
  tick(): Promise<number>;
}

/** The one process-wide timer (SYNC-7): a round every `intervalMs`, never two at once. */
export function startTenantSyncScheduler(
  ctx: AppContext,
  fetch: SafeFetchOptions,
  intervalMs = SYNC_CHECK_INTERVAL_MS,
): TenantSyncScheduler {
  let running: Promise<number> | undefined;
  const round = () => {
    running ??= runDueTenantSyncs(ctx, fetch)
      .catch((error: unknown) => {
        ctx.log.error({ err: error }, 'Tenant sync round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void round(), intervalMs) : undefined;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
    async tick() {
      await running;
      return round();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tenantSync: TenantSyncScheduler;
  }
}

/** The fetch options of every run: the operator's allowed networks, and what tests inject. */
export function syncFetchOptions(ctx: AppContext, options: TenantSyncOptions): SafeFetchOptions {
  return { ...options.fetch, allowedNetworks: ctx.config.fetchAllowedNetworks };
}

/**
 * The scheduler runs while the server listens (an app used through `inject` runs rounds only
 * when told: `app.tenantSync.tick()`), and stops before the database closes.
 */
export function registerTenantSyncScheduler(app: FastifyInstance, options: TenantSyncOptions): void {
  const fetch = syncFetchOptions(app.ctx, options);
  const manual = startTenantSyncScheduler(app.ctx, fetch, 0);
  let timed: TenantSyncScheduler | undefined;
  app.decorate('tenantSync', manual);
  app.addHook('onListen', async () => {
    timed ??= startTenantSyncScheduler(app.ctx, fetch, options.intervalMs ?? SYNC_CHECK_INTERVAL_MS);
  });
  // Before onClose, where the database is released.
  app.addHook('preClose', async () => {
    await timed?.stop();
    await manual.stop();
  });
}
