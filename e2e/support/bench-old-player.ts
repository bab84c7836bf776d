// `npm run bench` (scripts/bench.mjs) runs this with tsx: the legacy player in a real old Chromium.
// For each engine: the gzip KB of the scripts it loads, and the time from the start of a page load
// to the directory drawn (median of RUNS reloads of a paired screen). Prints one JSON array.
// Env: BENCH_BASE (server), BENCH_TOKEN and BENCH_ORG (a signed-in Owner).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchOldChromium, OLD_CHROMIUMS, oldPairingCode, waitInOldPage } from './old-chromium';

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
    // The legacy bundle itself, and everything the engine downloads: Chrome 61–104 also fetch the
    // modern module (they support modules) before its guard stops it.
    let bytes = 0;
    let legacyBytes = 0;
    for (const url of new Set(scripts)) {
      const size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
      bytes += size;
      if (url.includes('-legacy-')) legacyBytes += size;
    }

    const paints: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.reload();
      paints.push(
        await waitInOldPage(
          page,
          () => {
            const mark = performance.getEntriesByName('foyer:directory-shown')[0];
            return mark ? mark.startTime : 0;
          },
          'the directory mark',
          30_000,
        ),
      );
    }
    results.push({
      engine: engine.label,
      legacyKb: legacyBytes / 1024,
      downloadedKb: bytes / 1024,
      paintMs: median(paints),
      paints,
    });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
console.log(JSON.stringify(results));
