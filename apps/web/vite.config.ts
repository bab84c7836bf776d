import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import legacy from '@vitejs/plugin-legacy';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { playerWithoutJsonSchema } from './build-plugins/player-without-json-schema.ts';
import { modernEntryAfterCheck } from './build-plugins/modern-entry-after-check.ts';
import { sameOriginLegacyGuard } from './build-plugins/same-origin-legacy-guard.ts';
import { woff2OnlyScriptFonts } from './build-plugins/woff2-only-script-fonts.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

/**
 * The oldest TV browsers the player supports (docs/screens.md): LG webOS 4 runs Chrome 53, Samsung
 * Tizen 4 Chromium 56. They get the legacy build; browsers with ES modules and
 * `import.meta.resolve` get the modern one.
 */
export const PLAYER_LEGACY_TARGETS = ['chrome >= 53'];

/** core-js modules of the legacy player: ES2017–2021 built-ins missing from Chrome 53. */
const PLAYER_LEGACY_POLYFILLS = [
  'es.array.flat',
  'es.array.flat-map',
  // Stable since Chrome 70: tenants with equal sort keys keep their order on every screen.
  'es.array.sort',
  'es.global-this',
  'es.object.entries',
  'es.object.from-entries',
  'es.object.get-own-property-descriptors',
  'es.object.values',
  'es.promise.all-settled',
  'es.promise.finally',
  'es.string.pad-end',
  'es.string.pad-start',
  'es.string.trim-end',
  'es.string.trim-start',
  'es.symbol.description',
  'web.queue-microtask',
];

/** The server answers `/display` (and `/display/check`) with the player page; the dev server does the same. */
function playerRoute(): Plugin {
  return {
    name: 'foyer-player-route',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0];
        if (path === '/display' || path === '/display/check') {
          req.url = `/display.html${req.url?.slice(path.length) ?? ''}`;
        }
        next();
      });
    },
  };
}

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Two builds into one `dist`: the dashboard (modern browsers only), then, with `--mode player`,
 * the player, which also gets a legacy bundle (`nomodule`, SystemJS, core-js and the polyfills in
 * `additionalLegacyPolyfills`) for old TV browsers. Separate builds keep the legacy work and its
 * extra files off the dashboard.
 */
export default defineConfig(({ mode }) => {
  const player = mode === 'player';
  const input: Record<string, string> = player
    ? { display: entry('./display.html') }
    : { index: entry('./index.html') };
  return {
    root,
    plugins: [
      react(),
      tailwindcss(),
      woff2OnlyScriptFonts(),
      playerRoute(),
      ...(player
        ? [
            legacy({
              targets: PLAYER_LEGACY_TARGETS,
              // A fixed list instead of usage detection, which guesses from method names (any `.map` may be
              // an iterator helper) and ships 42 KB for Chrome 53. These are what the player, React and zod
              // call that Chrome 53 lacks; the real Chromium 65 and 78 tests catch a missing one.
              polyfills: PLAYER_LEGACY_POLYFILLS,
              // Chrome 53–65 lack AbortController (the player ends a silent stream with it); this adds it and
              // lets fetch honour its signal.
              additionalLegacyPolyfills: [
                'abortcontroller-polyfill/dist/polyfill-patch-fetch',
                entry('./src/player/legacy/bigint-stand-in.js'),
              ],
            }),
            sameOriginLegacyGuard(),
            modernEntryAfterCheck(),
            playerWithoutJsonSchema(),
          ]
        : []),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: !player,
      // The browser follows the imports itself: Vite's injected modulepreload links cost a phone
      // ~350 ms of main thread on the devices page (docs/decisions/dashboard.md DSH-17).
      modulePreload: false,
      // The player's stylesheet is lowered for the old engines too (no `inset`, prefixed flexbox).
      cssTarget: player ? 'chrome53' : undefined,
      rolldownOptions: {
        input,
      },
    },
    server: {
      proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    },
    preview: {
      proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    },
  };
});
