// The legacy player's budget (docs/decisions/player.md PLY-15): the scripts an old TV's engine
// runs, as display.html names them, at most 150 KB gzip. `npm run bench` reports the same figure
// from a real Chromium 65; this check fails the build stage before a change lands over it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(join(dist, 'display.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|data-src)="(\/assets\/[^"]*-legacy-[^"]*\.js)"/g)].map((m) => m[1]);
if (scripts.length === 0) throw new Error('display.html names no legacy scripts');
let bytes = 0;
for (const script of scripts) bytes += gzipSync(readFileSync(join(dist, script))).length;
const kb = bytes / 1024;
console.log(`Legacy player: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`The legacy player is ${(kb - BUDGET_KB).toFixed(1)} KB over its ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
