import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** `import'data:text/javascript,…'` as @vitejs/plugin-legacy writes it into modern chunks and the page. */
const DATA_IMPORT = /import\s*'data:text\/javascript,([^']*)'/g;

/**
 * @vitejs/plugin-legacy keeps browsers without `import.meta.resolve` off the modern player with a
 * static import of a `data:` module that throws. Our Content Security Policy allows scripts from
 * our own origin only, so that import fails in every browser and even current ones would fall back
 * to the legacy build. This writes each such module as a file of its own under assets/ and imports
 * it from there: the same check, allowed by `script-src 'self'`. (Each module stays distinct, as
 * the plugin intends, because Safari ≤ 15 runs a repeated module's error only once.)
 */
export function sameOriginLegacyGuard(): Plugin {
  return {
    name: 'foyer-same-origin-legacy-guard',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = new Map<string, string>();
      const rewrite = (code: string) =>
        code.replace(DATA_IMPORT, (_match, body: string) => {
          const source = decodeURIComponent(body);
          const name = `assets/legacy-guard-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
          files.set(name, source);
          return `import'/${name}'`;
        });
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = rewrite(file.code);
        else if (file.fileName.endsWith('.html') && typeof file.source === 'string') {
          file.source = rewrite(file.source);
        }
      }
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
