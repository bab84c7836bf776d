import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createDatabase, type Db } from '../db/connection';
import type { Config } from './config';
import { createEventBus, type EventBus } from './events';
import { createMailer, type Mailer } from './mail';
import { createStorage, type Storage } from './storage';

/** What services need from the running app: passed explicitly, so services stay plain functions. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The clock; tests inject one to move time forward (token expiry). */
  now: () => Date;
  mailer: Mailer;
  /** Uploaded files: local disk or S3 (STORAGE). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** Screen changes, told to this instance's streams and (PostgreSQL) every other instance. */
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Where mail goes as `.eml` files when no SMTP server is configured. */
export function outboxDirOf(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

export function registerContext(app: FastifyInstance, config: Config, now: () => Date): void {
  const db = createDatabase(config, (error) => app.log.warn({ err: error }, 'Database connection lost'));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: outboxDirOf(config),
    log: app.log,
  });
  const storage = createStorage(config.storage, db);
  const events = createEventBus(db, config.databaseUrl, app.log);
  app.decorate('ctx', { config, db, now, mailer, storage, log: app.log, events });
  // After in-flight requests finish: deliver queued mail, then release the database.
  app.addHook('onClose', async () => {
    await mailer.close();
    await storage.close();
    await events.close();
    await db.destroy();
  });
}
