import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed-demo';
import { ConfigError, loadConfig, type Config } from './platform/config';

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

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'Shutting down after an error');
  else app.log.info({ signal }, 'Shutting down');
  await app.close();
});

try {
  const applied = await migrateToLatest(app.ctx.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'Database migrated');
  if (config.demo && (await seedDemo(app.ctx.db)))
    app.log.info('Demo organization created (demo@foyer.local / demo1234)');
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : 'sqlite', dataDir: config.dataDir },
    `Foyer on ${config.publicUrl}`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'Could not start');
  await app.close();
  process.exit(1);
}
