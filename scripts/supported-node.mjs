import { readFileSync } from 'node:fs';

// The Node.js versions Foyer runs on (docs/operations.md "Install"): 22 and 24 LTS. Older ones
// are past their end of life, and the SQLite driver crashes on them, so the server refuses them
// with a sentence instead of a segmentation fault.

/** The major version in a range such as '>=22.12', the lowest one it allows. */
export function minimumMajor(range) {
  const major = /^\s*>=?\s*v?(\d+)/.exec(range ?? '')?.[1];
  if (major === undefined) throw new Error(`package.json "engines.node" must read ">=N…", not ${range}`);
  return Number(major);
}

/** Read from package.json "engines", the one place the minimum is written. */
export const MIN_NODE_MAJOR = minimumMajor(
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines?.node,
);

/** Null when `version` (as `process.versions.node`) is supported, else what to say. */
export function unsupportedNode(version) {
  const major = Number(version.split('.')[0]);
  if (major >= MIN_NODE_MAJOR) return null;
  return (
    `Foyer needs Node.js ${MIN_NODE_MAJOR} or 24 (LTS); this is Node.js ${version}. ` +
    'Install Node.js 24 LTS, or start it with `npm start`, which runs the Node.js 24 that ' +
    '`npm install` brings with the development tools.'
  );
}
