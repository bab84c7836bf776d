// Lighthouse mobile performance of the devices page and the theme builder (DSH-17), in
// `npm run bench`: Lighthouse's default mobile run (Moto G Power screen, 4x CPU slowdown,
// simulated slow 4G) in the machine's Chromium, median of three runs per page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium.mjs';

const DEBUG_PORT = 9339;
const RUNS = Number(process.env.BENCH_MOBILE_RUNS ?? 3);

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A building with 12 screens, each showing a theme and a 40-company directory. */
async function seed(base, token, orgId) {
  const building = await call(base, token, 'POST', `/foyer/organizations/${orgId}/sub-organizations`, {
    name: 'Mobile Bench Tower',
  });
  const theme = await call(base, token, 'POST', '/foyer/themes', {
    name: 'Bench Lobby',
    layout: 'list-simple',
    sub_org_id: building.id,
  });
  const list = await call(base, token, 'POST', '/foyer/tenants', {
    org_id: orgId,
    sub_org_id: building.id,
    name: 'Bench Directory',
    entries: Array.from({ length: 40 }, (_, i) => ({
      company_name: `Company ${i + 1} Holdings`,
      floor: String(1 + (i % 12)),
      suite_room: String(100 + i),
    })),
  });
  let first;
  for (let i = 1; i <= 12; i += 1) {
    const device = await call(base, token, 'POST', '/foyer/devices', {
      org_id: orgId,
      sub_org_id: building.id,
      name: `Lobby screen ${i}`,
      // Digits as letters: pairing codes have no 0 or 1 (docs/product.md §5).
      pairing_code: `MB${String(i)
        .padStart(4, '0')
        .replace(/\d/g, (d) => 'ABCDEFGHJK'[Number(d)])}`,
      theme_id: theme.id,
      tenants_id: list.id,
    });
    first ??= device;
  }
  // The building's mobile directory (docs/product.md §11), listing what its published screen shows.
  const directory = await call(
    base,
    token,
    'POST',
    `/foyer/sub-organizations/${building.id}/mobile-directory`,
    {
      enabled: true,
    },
  );
  await call(base, token, 'POST', '/foyer/published-bundles', { org_id: orgId, device_id: first.id });
  return { themeId: theme.id, directoryPath: new URL(directory.url).pathname };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Rows of the bench table: score and main metrics per page. */
export async function mobileFigures(base, token, orgId) {
  const { themeId, directoryPath } = await seed(base, token, orgId);
  const profile = mkdtempSync(join(tmpdir(), 'foyer-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: true,
    args: [`--remote-debugging-port=${DEBUG_PORT}`],
  });
  const rows = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    for (const [name, path] of [
      ['devices page', '/dashboard/devices'],
      ['theme builder', `/dashboard/themes/${themeId}/edit`],
      ['mobile directory (public page)', directoryPath],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(
          `${base}${path}`,
          { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          // The session lives in localStorage: keep it between runs.
          { extends: 'lighthouse:default', settings: { disableStorageReset: true } },
        );
        const { audits, categories } = result.lhr;
        if (process.env.BENCH_MOBILE_DETAIL) {
          console.log(
            name,
            JSON.stringify(
              audits['bootup-time'].details.items
                .slice(0, 6)
                .map((i) => [i.url.slice(-40), Math.round(i.total), Math.round(i.scripting)]),
            ),
          );
          console.log(
            name,
            JSON.stringify(
              audits['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)]),
            ),
          );
          console.log(
            name,
            JSON.stringify(
              (audits['long-tasks'].details?.items ?? [])
                .slice(0, 8)
                .map((i) => [i.url?.slice(-40), Math.round(i.startTime), Math.round(i.duration)]),
            ),
          );
        }
        runs.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      }
      const m = (key) => median(runs.map((run) => run[key]));
      rows.push({
        what: `Lighthouse mobile performance, ${name} (12 screens, 40 tenants)`,
        figure: `median ${m('score')} (FCP ${(m('fcp') / 1000).toFixed(1)} s, LCP ${(m('lcp') / 1000).toFixed(1)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(2)})`,
        target: '≥ 80',
      });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}
