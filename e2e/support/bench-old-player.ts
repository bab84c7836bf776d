// `npm run bench` (scripts/bench.mjs) runs this with tsx: the legacy player in a real old Chromium.
// For each engine: the gzip KB of the scripts it loads, and the time from the start of a page load
// to the directory drawn (median of RUNS reloads of a paired screen). Prints one JSON array.
// Env: BENCH_BASE (server), BENCH_TOKEN and BENCH_ORG (a signed-in Owner).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  launchOldChromium,
  OLD_CHROMIUMS,
  oldPairingCode,
  waitInOldPage,
  type OldPage,
} from './old-chromium';
import { REALISTIC_DIRECTORY } from './realistic-directory';

const RUNS = 5;
const base = process.env.BENCH_BASE ?? '';
const token = process.env.BENCH_TOKEN ?? '';
const orgId = process.env.BENCH_ORG ?? '';

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;

/** Reloads the player `runs` times; answers each load's time to the directory drawn. */
async function paintTimes(page: OldPage, runs: number): Promise<number[]> {
  const paints: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.reload();
    paints.push(
      await waitInOldPage(
        page,
        () => {
          const mark = performance.getEntriesByName('foyer:directory-shown')[0];
          return mark ? mark.startTime : 0;
        },
        'the directory mark',
        60_000,
      ),
    );
  }
  return paints;
}

const theme = await api<{ id: string }>('POST', '/foyer/themes', {
  org_id: orgId,
  name: 'Old TV bench',
  layout: 'list-simple',
});
const list = await api<{ id: string }>('POST', '/foyer/tenants', {
  org_id: orgId,
  name: 'Old TV bench tenants',
  entries: Array.from({ length: 60 }, (_, i) => ({
    company_name: `Tenant ${i + 1}`,
    floor: String((i % 20) + 1),
    suite_room: String(100 + i),
  })),
});

// 10,000 companies (the most a list holds), names as long as a real building's, the longest included.
const largest = await api<{ id: string }>('POST', '/foyer/tenants', {
  org_id: orgId,
  name: 'Old TV bench 10,000 tenants',
  entries: Array.from({ length: 10_000 }, (_, i) => {
    const model = REALISTIC_DIRECTORY[i % REALISTIC_DIRECTORY.length];
    return { ...model, company_name: `${model?.company_name ?? 'Tenant'} #${i + 1}` };
  }),
});
const LARGE_RUNS = 3;

const results = [];
for (const engine of OLD_CHROMIUMS) {
  const profile = mkdtempSync(path.join(os.tmpdir(), `foyer-bench-${engine.pkg}-`));
  const browser = await launchOldChromium(engine, profile);
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1920, height: 1080 });
    await page.goto(`${base}/display`);
    const code = await oldPairingCode(page, 30_000);
    const device = await api<{ id: string }>('POST', '/foyer/devices', {
      org_id: orgId,
      name: `${engine.label} bench`,
      pairing_code: code,
      theme_id: theme.id,
      tenants_id: list.id,
    });
    await api('POST', '/foyer/published-bundles', {
      org_id: orgId,
      device_id: device.id,
      pairing_code: code,
      theme_id: theme.id,
      tenants_id: list.id,
    });
    await waitInOldPage(
      page,
      () => document.querySelector('[data-bundle-version]') !== null,
      'the directory',
      30_000,
    );

    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    // The legacy bundle itself, and everything the engine downloads (since PLY-29 Chrome 61–104 no
    // longer fetch the modern module before its guard stops them).
    let bytes = 0;
    let legacyBytes = 0;
    for (const url of new Set(scripts)) {
      const size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
      bytes += size;
      if (url.includes('-legacy-')) legacyBytes += size;
    }

    const paints = await paintTimes(page, RUNS);

    // The largest list there is: every row is planned (measured, wrapped, fitted) before the
    // first page is drawn (docs/decisions/themes.md THM-35).
    await api('POST', `/foyer/devices/${device.id}`, { tenants_id: largest.id });
    await api('POST', '/foyer/published-bundles', { org_id: orgId, device_id: device.id });
    // Its pages number in the thousands once it is drawn.
    await waitInOldPage(page, () => /of \d{4,}/.test(document.body.innerText), 'the 10,000 rows', 60_000);
    const largePaints = await paintTimes(page, LARGE_RUNS);
    results.push({
      engine: engine.label,
      legacyKb: legacyBytes / 1024,
      downloadedKb: bytes / 1024,
      paintMs: median(paints),
      paints,
      largePaintMs: median(largePaints),
      largePaints,
    });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
console.log(JSON.stringify(results));
