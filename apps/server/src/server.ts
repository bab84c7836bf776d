import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './demo/seed-demo';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { DEFAULT_TRIM_POLICY, watchMemory } from './platform/memory-trim';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const app = await buildApp(config);

/** Connections the kernel may hold for the server while it is busy (a restart's herd of screens). */
const LISTEN_BACKLOG = 16_384;
/** After a signal, open requests get this long to finish; then their connections are cut... */
const DRAIN_MS = 8_000;
/** ...so the mail queue and the database are still closed cleanly before this hard stop (exit 1). */
const SHUTDOWN_LIMIT_MS = 10_000;

// Freed memory given back after bursts (docs/decisions/server.md SRV-16). Process-wide, so here and
// not in buildApp: tests build many apps in one process.
const stopWatchingMemory = watchMemory(
  { ...DEFAULT_TRIM_POLICY, targetBytes: config.memoryTargetBytes },
  (trim) =>
    app.log.info(
      {
        rssBeforeMb: Math.round(trim.rssBefore / 1048576),
        rssAfterMb: Math.round(trim.rssAfter / 1048576),
        ms: Math.round(trim.ms),
      },
      'Freed memory given back after a burst',
    ),
  {
    onError: (err) => app.log.debug({ err }, 'Could not look at the memory in use or give it back'),
    onUnavailable: (err) => app.log.warn({ err }, 'Freed memory will not be given back: no gc to call'),
  },
);

// On SIGTERM, SIGINT or SIGHUP: refuse new requests (503), end the screens' event streams (their
// players reconnect to another instance or after the restart), finish open requests, exit 0.
closeWithGrace({ delay: SHUTDOWN_LIMIT_MS, logger: app.log }, async ({ err, signal }) => {
  stopWatchingMemory();
  if (err) app.log.error({ err }, 'Shutting down after an error');
  else app.log.info({ signal }, 'Shutting down');
  const cut = setTimeout(() => {
    app.log.warn(`Requests still open after ${DRAIN_MS} ms: closing their connections`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
});

try {
  const applied = await migrateToLatest(config);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'Database migrated');
  if (config.demo && (await seedDemo(app.ctx.db, config.publicUrl)))
    app.log.info('Demo organization created (demo@foyer.local / demo1234)');
  // After a restart every screen reconnects within seconds: Node's default queue of 511 waiting
  // connections overflows, and a dropped connection attempt is retried by the screen's system only
  // after 1, 3, 7 s. The kernel caps this at net.core.somaxconn (docs/decisions/player.md PLY-3).
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : 'sqlite', dataDir: config.dataDir },
    `Foyer on ${config.publicUrl}`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'Could not start');
  await app.close();
  process.exit(1);
}
