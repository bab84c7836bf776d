import { can, SCREEN_OFFLINE_ALERT_MINUTES } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Mail } from '../../platform/mail';
import { sleepingBuildings } from '../sub-organizations/service';
import { toUser } from '../users/service';
import { backOnlineMail, offlineMail, type OfflineScreen } from './mail-text';
import {
  claimOutages,
  claimReturns,
  findOfflineMailRecipients,
  findReturns,
  findUnreportedOutages,
  forgetOutagesWithoutAlerts,
  releaseOutages,
  restoreReturns,
  type OutageDeviceRow,
} from './repo';

/** How often a listening server looks for screens gone offline or back. */
export const OFFLINE_CHECK_INTERVAL_MS = 60_000;

const MINUTE_MS = 60_000;

export interface OfflineCheckResult {
  /** Screens this check reported offline (their e-mails were queued). */
  offline: number;
  /** Screens this check reported back. */
  back: number;
}

function groupByOrganization(rows: readonly OutageDeviceRow[]): Map<string, OutageDeviceRow[]> {
  const groups = new Map<string, OutageDeviceRow[]>();
  for (const row of rows) {
    const group = groups.get(row.org_id);
    if (group) group.push(row);
    else groups.set(row.org_id, [row]);
  }
  return groups;
}

const toScreen = (row: OutageDeviceRow, lastSeenAt: string, backAt?: string): OfflineScreen => ({
  name: row.name,
  building: row.building ?? row.organization_name,
  lastSeenAt,
  backAt,
});

type Compose = (recipient: { to: string; name: string }, rows: OutageDeviceRow[]) => Mail;

/**
 * One e-mail per recipient naming the screens of `rows` that recipient may see (all of them for
 * Owners and Admins today; the role table decides), queued together in the outbox, which sends
 * and retries them. Answers whether they were queued, or undefined when nobody was there to tell.
 */
async function mailRecipients(
  ctx: AppContext,
  orgId: string,
  rows: OutageDeviceRow[],
  compose: Compose,
): Promise<boolean | undefined> {
  const mails: Mail[] = [];
  for (const row of await findOfflineMailRecipients(ctx.db, orgId)) {
    const user = toUser(row);
    const visible = rows.filter((device) =>
      can(user, 'screens:offline-alerts', { org_id: orgId, sub_org_id: device.sub_org_id }),
    );
    if (visible.length > 0) mails.push(compose({ to: user.email, name: user.name }, visible));
  }
  if (mails.length === 0) return undefined;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const mail of mails) await ctx.mailer.queue(trx, mail, { orgId });
    });
  } catch (error) {
    ctx.log.error(
      { err: error, org_id: orgId, to: mails.map((mail) => mail.to) },
      'Screen alert e-mails could not be queued',
    );
    return false;
  }
  ctx.mailer.wake();
  return true;
}

function mailContext(ctx: AppContext) {
  return {
    devicesLink: `${ctx.config.publicUrl}/dashboard/devices`,
    settingsLink: `${ctx.config.publicUrl}/dashboard/settings`,
  };
}

async function reportOutages(ctx: AppContext, now: Date): Promise<number> {
  const nowMs = now.getTime();
  const shortest = new Date(nowMs - SCREEN_OFFLINE_ALERT_MINUTES.min * MINUTE_MS).toISOString();
  const candidates = await findUnreportedOutages(ctx.db, shortest);
  let reported = 0;
  for (const [orgId, rows] of groupByOrganization(candidates)) {
    const minutes = rows[0]?.alert_minutes;
    if (minutes == null) continue;
    const seenBefore = new Date(nowMs - minutes * MINUTE_MS).toISOString();
    const silent = rows.filter((row) => row.last_seen_at !== null && row.last_seen_at <= seenBefore);
    // A screen asleep on purpose, outside its building's hours, is not missing (SCH-7); the
    // buildings' hours are read only when some screen has gone silent.
    const asleep = silent.length > 0 ? await sleepingBuildings(ctx.db, orgId, nowMs) : new Map();
    const due = silent.filter(
      (row) => row.always_on === 1 || !(row.sub_org_id !== null && asleep.has(row.sub_org_id)),
    );
    const dueIds = due.map((row) => row.id);
    const claimed = new Map(
      (await claimOutages(ctx.db, dueIds, seenBefore)).map((c) => [c.id, c.offline_since]),
    );
    const mine = due.filter((row) => claimed.has(row.id));
    if (mine.length === 0) continue;
    const queued = await mailRecipients(ctx, orgId, mine, (recipient, visible) =>
      offlineMail({
        ...mailContext(ctx),
        to: recipient.to,
        recipientName: recipient.name,
        organizationName: mine[0]?.organization_name ?? '',
        screens: visible.map((row) => toScreen(row, claimed.get(row.id) ?? row.last_seen_at ?? '')),
        now,
        alertMinutes: minutes,
      }),
    );
    if (queued === false) {
      // Nothing was queued: free the outage so the next check tries again. Once queued, the
      // outbox delivers (and retries) each recipient's mail on its own.
      await releaseOutages(ctx.db, [...claimed.keys()]);
      continue;
    }
    reported += mine.length;
    ctx.log.info({ org_id: orgId, devices: mine.map((row) => row.id) }, 'Screens reported offline');
  }
  return reported;
}

async function reportReturns(ctx: AppContext): Promise<number> {
  const returned = (await findReturns(ctx.db)).filter((row) => row.alert_minutes !== null);
  let reported = 0;
  for (const [orgId, rows] of groupByOrganization(returned)) {
    const rowIds = rows.map((row) => row.id);
    const claimed = new Set(await claimReturns(ctx.db, rowIds));
    const mine = rows.filter((row) => claimed.has(row.id));
    if (mine.length === 0) continue;
    const queued = await mailRecipients(ctx, orgId, mine, (recipient, visible) =>
      backOnlineMail({
        ...mailContext(ctx),
        to: recipient.to,
        recipientName: recipient.name,
        organizationName: mine[0]?.organization_name ?? '',
        screens: visible.map((row) =>
          toScreen(row, row.offline_since ?? '', row.last_seen_at ?? row.offline_since ?? ''),
        ),
      }),
    );
    if (queued === false) {
      // As for outages: put the mark back so the next check tries again.
      await restoreReturns(ctx.db, mine);
      continue;
    }
    reported += mine.length;
    ctx.log.info({ org_id: orgId, devices: mine.map((row) => row.id) }, 'Screens reported back online');
  }
  return reported;
}

/**
 * One round of offline e-mails: published screens of organizations with e-mails on, silent for
 * longer than the organization's delay, are reported once per outage; reported screens seen
 * again get a 'back online' e-mail. All screens of one organization found in the same round go
 * into one e-mail per recipient. Safe to run on several server instances at once: every device
 * is claimed by a conditional UPDATE, so exactly one round mails about it.
 */
export async function checkOfflineScreens(ctx: AppContext): Promise<OfflineCheckResult> {
  const now = ctx.now();
  await forgetOutagesWithoutAlerts(ctx.db);
  const offline = await reportOutages(ctx, now);
  const back = await reportReturns(ctx);
  return { offline, back };
}

export interface OfflineChecks {
  /** Stops the timer and waits for a round under way, so the database can be closed after. */
  stop(): Promise<void>;
  /** How many rounds have finished, failed ones included: proof that checks ran and said nothing. */
  rounds(): number;
}

/** Runs checkOfflineScreens every `intervalMs`; a round never overlaps the previous one. */
export function startOfflineChecks(ctx: AppContext, intervalMs = OFFLINE_CHECK_INTERVAL_MS): OfflineChecks {
  let running: Promise<void> | undefined;
  let finished = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = checkOfflineScreens(ctx)
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'Offline screen check failed'))
      .finally(() => {
        running = undefined;
        finished += 1;
      });
  }, intervalMs);
  // Never the reason the process stays up.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    rounds: () => finished,
  };
}

/**
 * The checks run while the server listens: an app used only through `inject` (tests, scripts)
 * mails nobody, and the first round comes a minute after start, so screens that reconnect after
 * a restart or an upgrade are not reported offline.
 */
export function registerOfflineMail(app: FastifyInstance): void {
  let checks: OfflineChecks | undefined;
  app.addHook('onListen', async () => {
    checks ??= startOfflineChecks(app.ctx);
  });
  // Before onClose, where the database is released.
  app.addHook('preClose', async () => {
    await checks?.stop();
  });
}
