// The boundaries `npm run lint` enforces (.dependency-cruiser.cjs), proved on a small fixture tree:
// each rule refuses what it should and lets the allowed import through. And the module map in
// docs/architecture.md says what the config enforces. And a server module's service.ts passes on
// nothing of its own repo.ts: what other modules need of it are service functions in its words.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import ts from 'typescript';
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

const REPO = /^\.\/repo(\.[cm]?[jt]s)?$/;

/**
 * What a service.ts passes on of its own './repo' as it is: `export … from './repo'` (names, types,
 * `*`), an export list naming something imported from it, and `export const a = b` or
 * `export type A = B` where `b`/`B` (or `repo.b`) comes from it. Answers one line per find.
 */
function repoReExports(text) {
  const source = ts.createSourceFile('service.ts', text, ts.ScriptTarget.Latest, true);
  const fromRepo = new Set();
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) || !REPO.test(node.moduleSpecifier.text)) continue;
    const clause = node.importClause;
    if (clause?.name) fromRepo.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) fromRepo.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) fromRepo.add(el.name.text);
  }
  const isRepoName = (expression) =>
    (ts.isIdentifier(expression) && fromRepo.has(expression.text)) ||
    (ts.isPropertyAccessExpression(expression) && isRepoName(expression.expression)) ||
    (ts.isQualifiedName(expression) && isRepoName(expression.left));
  const exported = (node) => ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const found = [];
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : [];
      if (node.moduleSpecifier && REPO.test(node.moduleSpecifier.text)) {
        found.push(names.length ? names.map((el) => el.name.text).join(', ') : '*');
      } else if (!node.moduleSpecifier) {
        for (const el of names) if (fromRepo.has((el.propertyName ?? el.name).text)) found.push(el.name.text);
      }
    } else if (ts.isVariableStatement(node) && exported(node)) {
      for (const d of node.declarationList.declarations) {
        if (d.initializer && isRepoName(d.initializer)) found.push(d.name.getText(source));
      }
    } else if (ts.isTypeAliasDeclaration(node) && exported(node)) {
      if (ts.isTypeReferenceNode(node.type) && isRepoName(node.type.typeName)) found.push(node.name.text);
    } else if (ts.isExportAssignment(node) && isRepoName(node.expression)) {
      found.push('default');
    }
  }
  return found;
}

describe('server services', () => {
  it('refuse passing on their own repo: re-exports, export lists and plain aliases of its names', () => {
    const service = [
      "import { findRow, insertRow, type Row } from './repo';",
      "import * as repo from './repo';",
      "import { other } from '../other/service';",
      "export { findRow, type Row } from './repo';",
      "export type { Row as StoredRow } from './repo.ts';",
      "export * from './repo';",
      'export { insertRow as addRow };',
      'export const find = findRow, insert = repo.insertRow;',
      'export type Stored = Row;',
      'export type Also = repo.Row;',
      '// Allowed: a function of its own, a type of its own, another module passed on.',
      'export async function createRow(db) { return insertRow(db); }',
      'export type Mine = { id: string };',
      'export const passed = other;',
    ].join('\n');
    expect(repoReExports(service)).toEqual([
      'findRow, Row',
      'StoredRow',
      '*',
      'addRow',
      'find',
      'insert',
      'Stored',
      'Also',
    ]);
  });

  it('of apps/server pass on nothing of their own repo', () => {
    const modules = join(root, 'apps/server/src/modules');
    const services = readdirSync(modules)
      .map((name) => join(modules, name, 'service.ts'))
      .filter((file) => existsSync(file));
    expect(services.length).toBeGreaterThan(10);
    const found = services.flatMap((file) =>
      repoReExports(readFileSync(file, 'utf8')).map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});
