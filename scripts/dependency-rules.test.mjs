// The boundaries `npm run lint` enforces (.dependency-cruiser.cjs), proved on a small fixture tree:
// each rule refuses what it should and lets the allowed import through. And the module map in
// docs/architecture.md says what the config enforces.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..');
const config = require('../.dependency-cruiser.cjs');
const { SERVER_MODULE_LAYERS } = require('./server-module-layers.cjs');

const FIXTURE = {
  'apps/server/src/modules/publishing/routes.ts': 'export const routes = 1;',
  'apps/server/src/modules/publishing/repo.ts': 'export const repo = 1;',
  'apps/server/src/modules/publishing/service.ts':
    "import { repo } from './repo';\nexport const service = repo;",
  // Allowed: a lower module's service. Refused: its routes, its repo, a higher module's service.
  'apps/server/src/modules/screens/service.ts': [
    "import { service } from '../publishing/service';",
    "import { routes } from '../publishing/routes';",
    "import { repo } from '../publishing/repo';",
    'export const screens = service + routes + repo;',
  ].join('\n'),
  'apps/server/src/modules/themes/service.ts':
    "import { screens } from '../screens/service';\nexport const t = screens;",
  'apps/web/src/player/player-app.ts':
    "import { format } from '../lib/format';\nexport const player = format;",
  'apps/web/src/lib/format.ts': 'export const format = 1;',
  'apps/web/src/features/devices/device-preview.ts':
    "import { player } from '../../player/player-app';\nexport const preview = player;",
};

const dir = mkdtempSync(join(tmpdir(), 'foyer-boundaries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function violations() {
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${text}\n`);
  }
  const result = await cruise(['apps'], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  });
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('module boundaries', () => {
  it('refuse another module’s routes and repo, a higher module, the player from the dashboard and the dashboard from the player', async () => {
    expect(await violations()).toEqual(
      [
        'dashboard-apart-from-player: apps/web/src/features/devices/device-preview.ts -> apps/web/src/player/player-app.ts',
        'player-apart-from-dashboard: apps/web/src/player/player-app.ts -> apps/web/src/lib/format.ts',
        'server-modules-one-direction: apps/server/src/modules/themes/service.ts -> apps/server/src/modules/screens/service.ts',
        'server-modules-through-services: apps/server/src/modules/screens/service.ts -> apps/server/src/modules/publishing/repo.ts',
        'server-modules-through-services: apps/server/src/modules/screens/service.ts -> apps/server/src/modules/publishing/routes.ts',
      ].sort(),
    );
  }, 60_000);

  it('are the module map of docs/architecture.md', () => {
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const map = doc.slice(
      doc.indexOf('### Module map'),
      doc.indexOf('### ', doc.indexOf('### Module map') + 4),
    );
    const layers = [...map.matchAll(/^\| (\d+)\s+\| ([^|]+)\|/gm)].map(([, , modules]) =>
      [...modules.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name),
    );
    expect(layers).toEqual(SERVER_MODULE_LAYERS);
  });
});
