// `npm start`: build what is stale (when the build tools are installed), then run the server in
// this very process, so a signal sent to it is the server's own: close-with-grace in server.ts
// ends the screens' streams, lets requests finish (bounded) and exits 0.
// `npm start -- --no-build` runs the build that is there without building.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { stopWithLauncher } from './stop-with-launcher.mjs';
import { unsupportedNode } from './supported-node.mjs';

const refusal = unsupportedNode(process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (!buildIfNeeded({ build: !process.argv.includes('--no-build') })) process.exit(1);

stopWithLauncher(() => {
  console.error('npm start was stopped: stopping the server');
  process.kill(process.pid, 'SIGTERM');
});
await import(pathToFileURL(resolve(import.meta.dirname, '../apps/server/dist/server.js')).href);
