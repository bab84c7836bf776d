// Tenant list figures (docs/architecture.md "Performance"): a 10,000-row CSV parsed the way the
// tenants page imports it (in Chromium), and a 10,000-entry tenant list saved through the API.
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const ROWS = 10_000;

const HARNESS = `
import { SAMPLE_DIRECTORY, tenantsToCsv } from '@foyer/shared';
import { parseTenantCsvFile } from './apps/web/src/features/tenants/lib/parse-tenant-csv';
const entries = Array.from({ length: ${ROWS} }, (_, i) => {
  const base = SAMPLE_DIRECTORY[i % SAMPLE_DIRECTORY.length];
  return { ...base, id: 't' + i, company_name: base.company_name + ', "Unit" ' + i, notes: 'Line one\\nline two' };
});
const file = new File([tenantsToCsv(entries)], 'tenants.csv', { type: 'text/csv' });
const times = [];
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const result = await parseTenantCsvFile(file, () => {});
  times.push(performance.now() - start);
  if (!result.ok || result.entries.length !== ${ROWS}) throw new Error('parsed ' + JSON.stringify(result).slice(0, 200));
}
window.__CSV_BENCH__ = { sizeKb: file.size / 1024, times };
`;

export async function csvParseTimes(browser) {
  const bundle = await build({
    stdin: { contents: HARNESS, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const page = await browser.newPage();
  // An https page is a secure context, as the dashboard is in production (crypto.randomUUID needs one).
  await page.route('https://bench.foyer.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body></body></html>' }),
  );
  await page.goto('https://bench.foyer.test/');
  await page.addScriptTag({ content: bundle.outputFiles[0].text, type: 'module' });
  await page.waitForFunction(() => window.__CSV_BENCH__ !== undefined, undefined, { timeout: 120_000 });
  const result = await page.evaluate(() => window.__CSV_BENCH__);
  await page.close();
  return result;
}

export async function saveListTimes(base, token, orgId) {
  const entries = Array.from({ length: ROWS }, (_, i) => ({
    company_name: `Company ${i}`,
    floor: String((i % 12) + 1),
    suite_room: String(100 + i),
    category: 'Office',
    active: true,
  }));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times = [];
  let id = null;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const res = await fetch(`${base}/api/foyer/tenants${id ? `/${id}` : ''}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench', org_id: orgId, sub_org_id: null, entries }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`save failed: ${res.status} ${body.message}`);
    id = body.data.id;
    times.push(performance.now() - start);
  }
  return times;
}
