import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema writers, which every zod schema links to but only the server's OpenAPI uses. */
const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
/** `export function name`, `export const name`, `export { a as name }`. */
const EXPORTS = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([\w$]+)|^export\s*\{([^}]*)\}/gm;

/** The names a module exports, read from its source. */
function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(EXPORTS)) {
    if (match[1]) names.push(match[1]);
    else
      for (const part of (match[2] ?? '').split(','))
        if (part.trim())
          names.push(
            part
              .trim()
              .split(/\s+as\s+/)
              .pop() as string,
          );
  }
  return names;
}

/**
 * The player never turns a schema into JSON Schema, yet zod 4 links each schema type to its JSON
 * Schema writer: 18 KB of the legacy player (about 4 KB gzip) that the TV's 150 KB budget cannot
 * spare (docs/decisions/languages.md LNG-28). In the player's build those two modules are replaced
 * by stand-ins with the same export names, read from the installed zod so an upgrade cannot leave
 * one out: the makers of `toJSONSchema` methods answer a method that says why it cannot, the check
 * summary behind `.minLength`/`.format` answers none, and everything else says so when called.
 */
export function playerWithoutJsonSchema(): Plugin {
  return {
    name: 'foyer-player-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!JSON_SCHEMA_MODULE.test(file)) return null;
      const lines = [
        "const unavailable = () => { throw new Error('JSON Schema is not part of the player build'); };",
      ];
      for (const name of exportedNames(readFileSync(file, 'utf8'))) {
        if (name === 'aggregateChecks') lines.push(`export const ${name} = () => ({});`);
        else if (/^create\w*Method$/.test(name)) lines.push(`export const ${name} = () => unavailable;`);
        else lines.push(`export const ${name} = unavailable;`);
      }
      return lines.join('\n');
    },
  };
}
