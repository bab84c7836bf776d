// Rebuilds the web app and the server bundle when a source file is newer than the build output,
// so `npm start` on a fresh clone (or after a pull) always serves current code.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sharedSources = ['packages/shared/src', 'packages/display/src'].map((p) => join(root, p));
const targets = [
  {
    name: 'web app',
    output: join(root, 'apps/web/dist/index.html'),
    sources: [
      ...sharedSources,
      join(root, 'apps/web/src'),
      join(root, 'apps/web/index.html'),
      join(root, 'apps/web/public'),
      join(root, 'apps/web/display.html'),
      join(root, 'apps/web/vite.config.ts'),
      join(root, 'apps/web/build-plugins'),
    ],
    command: 'npm run build -w apps/web',
  },
  {
    name: 'server',
    output: join(root, 'apps/server/dist/server.js'),
    sources: [sharedSources[0], join(root, 'apps/server/src'), join(root, 'apps/server/build.mjs')],
    command: 'npm run build -w apps/server',
  },
];

export function buildIfNeeded() {
  for (const target of targets) {
    const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    const newestSource = Math.max(...target.sources.map(newestMtime));
    if (built >= newestSource) continue;
    console.log(`Building the ${target.name}…`);
    execSync(target.command, { cwd: root, stdio: 'inherit' });
  }
}
