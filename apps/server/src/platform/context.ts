import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createDatabase, type Db } from '../db/connection';
import type { Config } from './config';
import { createEventBus, type EventBus } from './events';
import { createMailTransport } from './mail';
import { createMailer, type Mailer } from './mail-worker';
import { createStorage, type Storage } from './storage';

/** What services need from the running app: passed explicitly, so services stay plain functions. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The clock; tests inject one to move time forward (token expiry). */
  now: () => Date;
  /** The mail outbox: queue mail in a transaction, wake the worker after it commits. */
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
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: outboxDirOf(config),
    timeoutMs: config.mailDelivery.timeoutMs,
    log: app.log,
  });
  const mailer = createMailer({ db, now, transport, delivery: config.mailDelivery, log: app.log });
  const storage = createStorage(config.storage, db);
  const events = createEventBus(db, config.databaseUrl, app.log);
  app.decorate('ctx', { config, db, now, mailer, storage, log: app.log, events });
  // Ready comes after the caller's migrations (server.ts, tests), so the outbox table exists.
  app.addHook('onReady', async () => mailer.start());
  // After in-flight requests finish: stop the mail worker (a send under way ends), then release
  // the database. Mail not sent yet stays in the outbox for the next start or another instance.
  app.addHook('onClose', async () => {
    await mailer.close();
    await storage.close();
    await events.close();
    await db.destroy();
  });
}
