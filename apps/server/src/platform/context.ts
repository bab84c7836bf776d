import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createDatabase, type Db } from '../db/connection';
import type { Config } from './config';
import { createMailer, type Mailer } from './mail';

/** What services need from the running app: passed explicitly, so services stay plain functions. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The clock; tests inject one to move time forward (token expiry). */
  now: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function registerContext(app: FastifyInstance, config: Config, now: () => Date): void {
  const db = createDatabase(config);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('ctx', { config, db, now, mailer, log: app.log });
  // After in-flight requests finish: deliver queued mail, then release the database.
  app.addHook('onClose', async () => {
    await mailer.close();
    await db.destroy();
  });
}
