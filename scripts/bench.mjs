// `npm run bench`: performance figures of docs/architecture.md "Performance", printed as a table.
// Each measurement runs against the built app on a private port and data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfNeeded } from './build-if-needed.mjs';
import { findChromium } from './find-chromium.mjs';
import { sliderStepTimes } from './bench-slider.mjs';
import { csvParseTimes, saveListTimes } from './bench-tenants.mjs';
import { screenFigures } from './bench-screens.mjs';
import { fanoutFigures } from './bench-fanout.mjs';
import { mobileFigures } from './bench-mobile.mjs';
import { directoryFigures } from './bench-directory.mjs';
import { playerIdleFigures } from './bench-player-idle.mjs';
import { tenantSyncFigures } from './bench-tenant-sync.mjs';
import { registerBenchAccount, rssMb, startServer } from './bench-server.mjs';

const root = resolve(import.meta.dirname, '..');
const PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}`;
const rows = [];
const row = (what, figure, target) => rows.push({ what, figure, target });

/** Requests per second of `url` with `concurrency` keep-alive clients for `ms`. */
async function throughput(url, init, ms = 3000, concurrency = 32) {
  let done = 0;
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const res = await fetch(url, init);
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return done / (ms / 1000);
}

/**
 * Gzip KB of every script `path` loads. A page that holds a live stream (the player) never goes
 * network-idle: pass `ready`, a selector shown once it has drawn, and scripts are counted after it.
 */
async function jsShipped(page, path, ready) {
  const sizes = new Map();
  const listener = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      sizes.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // redirects have no body
    }
  };
  page.on('response', listener);
  if (ready) {
    await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
    await page.waitForSelector(ready);
    await new Promise((r) => setTimeout(r, 1000));
  } else {
    await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  }
  page.off('response', listener);
  return [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
}

/** The legacy player in the real old Chromium builds of the browser tests (e2e/support/bench-old-player.ts). */
function oldPlayerFigures(token, orgId) {
  const result = spawnSync('npx', ['tsx', 'e2e/support/bench-old-player.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_BASE: BASE, BENCH_TOKEN: token, BENCH_ORG: orgId },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the old-Chromium bench failed');
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** Screens back after a server restart (docs/decisions/player.md PLY-3): e2e/support/bench-restart.ts. */
function restartFigures() {
  const result = spawnSync('npx', ['tsx', 'e2e/support/bench-restart.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the restart bench failed');
  const r = JSON.parse(result.stdout.trim().split('\n').pop());
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const n = r.screens.toLocaleString('en');
  return [
    {
      what: `restart (down ${r.downMs / 1000} s): ${n} screens back on their streams, from the server answering`,
      figure:
        `p50 ${s(r.back.p50)}, p99 ${s(r.back.p99)}, last ${s(r.back.last)}` +
        (r.back.count < r.screens ? `; ${r.screens - r.back.count} never` : ''),
      target: 'last ≤ 5 s',
    },
    {
      what: 'restart: the same, from the start of the new server process (it answered after)',
      figure:
        `p50 ${s(r.fromStart.back.p50)}, p99 ${s(r.fromStart.back.p99)}, last ${s(r.fromStart.back.last)}` +
        ` (${s(r.answeredAfter)})`,
      target: 'last ≤ 10 s (issue 30)',
    },
    {
      what: 'restart: an alert started the moment the server answers, on every screen',
      figure:
        `p50 ${s(r.alert.p50)}, last ${s(r.alert.last)}` +
        (r.alert.count < r.screens ? `; ${r.screens - r.alert.count} never` : ''),
      target: 'informational',
    },
    {
      what: 'restart: screens back in the busiest second',
      figure: String(r.busiestSecond),
      target: `< ${n} (spread)`,
    },
    { what: 'restart: 5xx answers to the screens', figure: String(r.serverErrors), target: '0' },
    {
      what: `restart: server memory with ${n} screens, before / after / 10 s later`,
      figure: `${r.rssConnected.toFixed(0)} MB / ${r.rssAfter.toFixed(0)} MB / ${r.rssSettled.toFixed(0)} MB`,
      target: '≤ 400 MB',
    },
  ];
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
const server = await startServer(PORT, dataDir);
try {
  await new Promise((r) => setTimeout(r, 1500));
  row('server memory, idle (RSS)', `${rssMb(server.pid).toFixed(0)} MB`, '≤ 150 MB');

  const { token, orgId } = await registerBenchAccount(BASE);

  const staticRps = await throughput(`${BASE}/favicon.svg`);
  const meRps = await throughput(`${BASE}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  row('static file, requests/s', staticRps.toFixed(0), 'reference');
  row(
    'GET /api/me (token check + 2 reads), requests/s',
    `${meRps.toFixed(0)} (${((meRps / staticRps) * 100).toFixed(0)}% of static)`,
    'informational',
  );

  const executablePath = findChromium() ?? undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  row('JavaScript shipped, login (gzip)', `${(await jsShipped(page, '/login')).toFixed(1)} KB`, '≤ 150 KB');
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  const fresh = await context.newPage();
  row(
    'JavaScript shipped, dashboard (gzip)',
    `${(await jsShipped(fresh, '/dashboard')).toFixed(1)} KB`,
    '≤ 300 KB',
  );
  row(
    'JavaScript shipped, player (gzip)',
    `${(await jsShipped(await context.newPage(), '/display', '[data-testid="pairing-code"]')).toFixed(1)} KB`,
    '≤ 120 KB',
  );
  for (const r of await sliderStepTimes(browser)) {
    row(
      `builder preview, one slider step, 500 tenants: ${r.label}`,
      `median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
      '≤ 16 ms',
    );
  }
  const csv = await csvParseTimes(browser);
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  row(
    `CSV import of 10,000 tenant rows (${csv.sizeKb.toFixed(0)} KB), parse`,
    `median ${median(csv.times).toFixed(0)} ms`,
    '≤ 1 s',
  );
  for (const r of await playerIdleFigures(browser, BASE, token, orgId)) row(r.what, r.figure, r.target);
  await browser.close();
  for (const r of oldPlayerFigures(token, orgId)) {
    row(`legacy player in ${r.engine}: legacy bundle (gzip)`, `${r.legacyKb.toFixed(1)} KB`, '≤ 150 KB');
    row(
      `legacy player in ${r.engine}: all JavaScript it downloads (gzip)`,
      `${r.downloadedKb.toFixed(1)} KB`,
      'informational',
    );
    row(
      `legacy player in ${r.engine}: page load to directory drawn (60 tenants)`,
      `median ${r.paintMs.toFixed(0)} ms`,
      'informational',
    );
    row(
      `legacy player in ${r.engine}: page load to directory drawn (10,000 tenants, every row planned)`,
      `median ${r.largePaintMs.toFixed(0)} ms`,
      'informational',
    );
  }
  for (const r of await mobileFigures(BASE, token, orgId)) row(r.what, r.figure, r.target);
  for (const r of await directoryFigures(BASE, token, orgId)) row(r.what, r.figure, r.target);
  const saves = await saveListTimes(BASE, token, orgId);
  row(
    'save of a 10,000-entry tenant list through the API',
    `median ${median(saves).toFixed(0)} ms`,
    'informational',
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

// Screens: a server of their own, on another port and data folder.
for (const r of await screenFigures()) row(r.what, r.figure, r.target);
for (const r of restartFigures()) row(r.what, r.figure, r.target);
for (const r of await fanoutFigures()) row(r.what, r.figure, r.target);
for (const r of await tenantSyncFigures()) row(r.what, r.figure, r.target);

const width = Math.max(...rows.map((r) => r.what.length));
const fig = Math.max(...rows.map((r) => r.figure.length));
console.log(`\n${'what'.padEnd(width)}  ${'measured'.padEnd(fig)}  target`);
for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.figure.padEnd(fig)}  ${r.target}`);
