// Starts the built server for the browser tests on an empty DATA_DIR, so every run begins fresh.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const server = resolve(root, 'apps/server/dist/server.js');
const web = resolve(root, 'apps/web/dist/index.html');

for (const file of [server, web]) {
  if (!existsSync(file)) {
    console.error(`Missing ${file}: build the app first with \`npm run build\`.`);
    process.exit(1);
  }
}

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('DATA_DIR must be set for the browser-test server.');
  process.exit(1);
}
rmSync(resolve(root, dataDir), { recursive: true, force: true });

await import(pathToFileURL(server).href);
