// Rebuilds the web app and the server bundle when a source file is newer than the build output,
// so `npm start` on a fresh clone (or after a pull) always serves current code. A production
// install (`npm ci --omit=dev`) has no build tools: there the build made before is run as it is.
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
    tool: 'vite',
    workspace: 'apps/web',
  },
  {
    name: 'server',
    output: join(root, 'apps/server/dist/server.js'),
    sources: [sharedSources[0], join(root, 'apps/server/src'), join(root, 'apps/server/build.mjs')],
    command: 'npm run build -w apps/server',
    tool: 'esbuild',
    workspace: 'apps/server',
  },
];

/** The build tools are dev dependencies: present after `npm ci`, gone after `npm ci --omit=dev`. */
function hasBuildTool(target) {
  return [root, join(root, target.workspace)].some((dir) =>
    existsSync(join(dir, 'node_modules', target.tool, 'package.json')),
  );
}

const HOW_TO_BUILD =
  'Build it where the dev dependencies are installed: `npm ci && npm run build` ' +
  '(a production install may then run `npm ci --omit=dev`).';

/**
 * Builds each part whose output is missing or older than its sources, when allowed (`build`) and
 * its build tool is installed; otherwise runs what is there, with a warning when it is stale.
 * Answers false (after saying why) when a part has no build output at all.
 */
export function buildIfNeeded({ build = true } = {}) {
  for (const target of targets) {
    const exists = existsSync(target.output);
    const built = exists ? statSync(target.output).mtimeMs : 0;
    const newestSource = Math.max(...target.sources.map(newestMtime));
    if (built >= newestSource) continue;
    const why = !build ? 'building was turned off (--no-build)' : 'its build tool is not installed';
    if (build && hasBuildTool(target)) {
      console.log(`Building the ${target.name}…`);
      execSync(target.command, { cwd: root, stdio: 'inherit' });
    } else if (exists) {
      console.warn(`The ${target.name} build is older than its sources, and ${why}: running it as built.`);
    } else {
      console.error(`The ${target.name} is not built, and ${why}. ${HOW_TO_BUILD}`);
      return false;
    }
  }
  return true;
}
