import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { outboxDirOf, type AppContext } from '../../platform/context';
import { findMailBacklog, isMailStalled } from '../../platform/mail-outbox';

export const HEALTH_PARTS = ['database', 'storage', 'mail'] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];
/** 'degraded': working, but not doing all it should (mail waiting for the mail server). */
export type HealthState = 'ok' | 'degraded' | 'failing';
export type HealthReport = Record<HealthPart, HealthState>;

/** Below the 5 s a load balancer's probe usually waits, so the probe gets our answer, not a timeout. */
export const CHECK_TIMEOUT_MS = 3000;

/** The answer's text per failing part. Fixed: the check is public, the reason goes to the log. */
export const UNHEALTHY_MESSAGES: Record<HealthPart, string> = {
  database: 'The database does not answer',
  storage: 'The file storage cannot be used',
  mail: 'The mail outbox cannot be written',
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Mail waiting longer than the mail delivery's `stalledAfterMs` (5 min): the mail server is not
 * taking it. Degraded, not failing: the screens and the dashboard work without mail, so a load
 * balancer keeps the instance. A database that does not answer is the database check's to report.
 */
async function mailState(ctx: AppContext): Promise<'ok' | 'degraded'> {
  // Bounded apart from the whole check, so that a frozen database does not fail the mail part too.
  const backlog = await withTimeout(findMailBacklog(ctx.db), CHECK_TIMEOUT_MS / 2).catch(() => undefined);
  const stalled = backlog && isMailStalled(backlog, ctx.now(), ctx.config.mailDelivery.stalledAfterMs);
  return stalled ? 'degraded' : 'ok';
}

/** Cheap checks only: health is probed every few seconds. None sends mail or writes a row. */
const CHECKS: Record<HealthPart, (ctx: AppContext) => Promise<'ok' | 'degraded'>> = {
  database: async (ctx) => {
    await sql`select 1`.execute(ctx.db);
    return 'ok';
  },
  storage: async (ctx) => {
    await ctx.storage.check();
    return 'ok';
  },
  mail: async (ctx) => {
    // With SMTP, being configured is what we check: a connection per probe would burden the mail
    // server, and one briefly away only delays mail (the durable outbox retries), not the screens.
    if (!ctx.config.smtpUrl) {
      const outbox = outboxDirOf(ctx.config);
      await fs.mkdir(outbox, { recursive: true });
      await fs.access(outbox, fs.constants.W_OK);
    }
    return mailState(ctx);
  },
};

/** Runs every check at once; a failure is logged with its reason and reported as 'failing'. */
export async function checkHealth(ctx: AppContext): Promise<HealthReport> {
  const results = await Promise.all(
    HEALTH_PARTS.map(async (part) => {
      try {
        return [part, await withTimeout(CHECKS[part](ctx), CHECK_TIMEOUT_MS)] as const;
      } catch (error) {
        ctx.log.warn({ err: error, part }, 'Health check failed');
        return [part, 'failing'] as const;
      }
    }),
  );
  return Object.fromEntries(results) as HealthReport;
}
