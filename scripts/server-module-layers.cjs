/**
 * Server modules from the bottom up (docs/architecture.md, "Module map"): a module may import only
 * modules of lower layers, so there can be no cycle between modules. `.dependency-cruiser.cjs`
 * enforces them; `scripts/dependency-rules.test.mjs` checks the map in the docs says the same.
 */
const SERVER_MODULE_LAYERS = [
  ['organizations', 'system', 'images', 'sessions', 'api-tokens'],
  ['users'],
  ['sub-organizations'],
  ['auth'],
  ['invitations', 'account', 'item-access', 'offline-mail'],
  ['themes'],
  ['tenants'],
  ['pairing', 'category-translations'],
  ['devices'],
  ['publishing'],
  ['emergency-alerts', 'mobile-directory', 'notices', 'tenant-confirmations', 'tenant-sync'],
  ['screens'],
  ['analytics', 'audit'],
];

module.exports = { SERVER_MODULE_LAYERS };
