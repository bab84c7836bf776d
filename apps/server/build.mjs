// Bundles the server into dist/server.js. Our workspace packages (@foyer/*) are TypeScript
// source, so they are bundled; every other package stays external and loads from node_modules.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const workspace = Object.keys(pkg.dependencies).filter((name) => name.startsWith('@foyer/'));

/** Bare imports other than workspace packages are external (esbuild's packages: 'external' would take @foyer/* too). */
const externalizeDependencies = {
  name: 'externalize-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const isWorkspace = workspace.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return isWorkspace ? undefined : { path: args.path, external: true };
    });
  },
};

// Another output file may be named (tests bundle into a temporary folder).
const outfile = process.argv[2] ?? new URL('./dist/server.js', import.meta.url).pathname;

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalizeDependencies],
  logLevel: 'info',
});
