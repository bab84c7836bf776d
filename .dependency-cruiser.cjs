/**
 * The dependency direction of docs/architecture.md, checked by `npm run lint`:
 * shared ← display ← web, shared ← server; in the server, platform and db below the modules and
 * no cycle between modules, modules calling each other's services and nothing else of them; in the
 * dashboard, lib/components/config below features, features apart, app on top. Any violation
 * fails the lint; there is no list of tolerated ones.
 */
const { SERVER_MODULE_LAYERS } = require('./scripts/server-module-layers.cjs');

function moduleLayerRules() {
  return SERVER_MODULE_LAYERS.flatMap((layer, index) => {
    const notBelow = SERVER_MODULE_LAYERS.slice(index).flat();
    return layer.map((module) => ({
      name: 'server-modules-one-direction',
      comment: `${module} may use only modules below it: ${SERVER_MODULE_LAYERS.slice(0, index).flat().join(', ') || 'none'}`,
      severity: 'error',
      from: { path: `^apps/server/src/modules/${module}/` },
      to: {
        path: `^apps/server/src/modules/(${notBelow.filter((other) => other !== module).join('|')})/`,
      },
    }));
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-the-bottom',
      comment: 'packages/shared holds rules for everyone and depends on no other part',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(packages/display|apps)/' },
    },
    {
      name: 'display-uses-only-shared',
      severity: 'error',
      from: { path: '^packages/display/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-and-web-apart',
      comment: 'the server never imports the dashboard or the renderer, the dashboard never the server',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^(apps/web|packages/display)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-platform-below-modules',
      comment: 'platform and db are used by modules, never the other way round',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    ...moduleLayerRules(),
    {
      name: 'server-modules-through-services',
      comment: "a module's service.ts is its one door: another module imports nothing else of it",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'web-lower-layers-below-features',
      comment: 'lib, components and config serve every feature and import none, nor the app',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-apart',
      comment: 'a feature uses lib and components; the app composes features',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/(features|app)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'player-apart-from-dashboard',
      comment: 'the TV player is its own small bundle: only shared, display and its own files',
      severity: 'error',
      from: { path: '^apps/web/src/player/' },
      to: { path: '^apps/web/src/(features|app|components|lib|config)/' },
    },
    {
      name: 'dashboard-apart-from-player',
      comment: 'the dashboard draws screens with packages/display, never with the player itself',
      severity: 'error',
      from: { path: '^apps/web/src/(features|app|components|lib|config|testing)/' },
      to: { path: '^apps/web/src/player/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
