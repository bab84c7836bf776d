import type { Plugin } from 'vite';

/** The modern entry as @vitejs/plugin-legacy writes it into the page. */
const MODERN_ENTRY = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** Its check of a modern browser, which ends by setting this flag (same-origin-legacy-guard.ts). */
const MODERN_CHECK =
  /(<script type="module">import'\/assets\/legacy-guard-[\w]+\.js';[^<]*window\.__vite_is_modern_browser=true)(<\/script>)/;

/**
 * Old TV engines that know ES modules (Chromium 61–104) fetched the whole modern player before its
 * guard stopped it, then the legacy one: about 100 KB gzip for nothing on every load. The page now
 * names the modern entry only inside the browser check, which imports it once the check has passed
 * (docs/decisions/player.md PLY-29): an old engine stops at the check's guard and downloads the
 * legacy player alone. A current browser fetches the small guard first, then the entry.
 */
export function modernEntryAfterCheck(): Plugin {
  return {
    name: 'foyer-modern-entry-after-check',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html') || typeof file.source !== 'string')
          continue;
        const entry = MODERN_ENTRY.exec(file.source);
        if (!entry || !MODERN_CHECK.test(file.source)) continue;
        file.source = file.source
          .replace(MODERN_ENTRY, '')
          .replace(
            MODERN_CHECK,
            (_match, check: string, end: string) => `${check};import('${entry[1]}')${end}`,
          );
      }
    },
  };
}
