import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { outboxDirOf, type AppContext } from '../../platform/context';

export const HEALTH_PARTS = ['database', 'storage', 'mail'] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];
export type HealthReport = Record<HealthPart, 'ok' | 'failing'>;

/** Below the 5 s a load balancer's probe usually waits, so the probe gets our answer, not a timeout. */
export const CHECK_TIMEOUT_MS = 3000;

/** The answer's text per failing part. Fixed: the check is public, the reason goes to the log. */
export const UNHEALTHY_MESSAGES: Record<HealthPart, string> = {
  database: 'The database does not answer',
  storage: 'The file storage cannot be used',
  mail: 'The mail outbox cannot be written',
};

/** Cheap checks only: health is probed every few seconds. None sends mail or writes a row. */
const CHECKS: Record<HealthPart, (ctx: AppContext) => Promise<void>> = {
  database: async (ctx) => {
    await sql`select 1`.execute(ctx.db);
  },
  storage: (ctx) => ctx.storage.check(),
  mail: async (ctx) => {
    // With SMTP, being configured is what we check: a connection per probe would burden the mail
    // server, and one briefly away only delays mail (the durable outbox retries), not the screens.
    if (ctx.config.smtpUrl) return;
    const outbox = outboxDirOf(ctx.config);
    await fs.mkdir(outbox, { recursive: true });
    await fs.access(outbox, fs.constants.W_OK);
  },
};

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; a failure is logged with its reason and reported as 'failing'. */
export async function checkHealth(ctx: AppContext): Promise<HealthReport> {
  const results = await Promise.all(
    HEALTH_PARTS.map(async (part) => {
      try {
        await withTimeout(CHECKS[part](ctx), CHECK_TIMEOUT_MS);
        return [part, 'ok'] as const;
      } catch (error) {
        ctx.log.warn({ err: error, part }, 'Health check failed');
        return [part, 'failing'] as const;
      }
    }),
  );
  return Object.fromEntries(results) as HealthReport;
}
