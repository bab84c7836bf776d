// Tenant sync figures (docs/architecture.md "Performance", docs/product.md §13): a 10,000-row sheet
// synced from a local HTTP server by the built server, three runs, each changing a tenth of the rows,
// timed as 'Sync now' answers (fetch, read, compare, write), with the server's resident memory
// sampled meanwhile. Called by bench.mjs; also runs alone: `node scripts/bench-tenant-sync.mjs [--no-build]`.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { api, registerBenchAccount, rssMb, startServer, stopServer } from './bench-server.mjs';

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_SYNC_RUNS ?? 3);
const PORT = 4397;

/** The sheet of run `run`: every row's floor moves with the run for a tenth of the companies. */
function sheet(run) {
  const lines = ['Company,Floor,Suite,Category,Contact,Phone,Email,Active,External ID'];
  for (let i = 0; i < ROWS; i += 1) {
    const floor = (i % 12) + 1 + (i % 10 === 0 ? run : 0);
    lines.push(
      `"Company ${i}, Holdings",${floor},Suite ${100 + i},Office,Person ${i},+1 555 ${String(i).padStart(4, '0')},c${i}@example.com,yes,T-${i}`,
    );
  }
  return lines.join('\r\n') + '\r\n';
}

/** Samples the resident memory of `pid` every 10 ms while `work` runs: answers its time and the peak. */
async function measured(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const start = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - start, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

export async function tenantSyncFigures() {
  let body = sheet(0);
  const sheetServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv' }).end(body);
  });
  await new Promise((r) => sheetServer.listen(0, '127.0.0.1', r));
  const sheetUrl = `http://127.0.0.1:${sheetServer.address().port}/tenants.csv`;
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-sync-'));
  const server = await startServer(PORT, dataDir, { env: { FETCH_ALLOWED_NETWORKS: '127.0.0.1/32' } });
  const base = `http://127.0.0.1:${PORT}`;
  const rows = [];
  try {
    const { token, orgId } = await registerBenchAccount(base);
    const call = api(base, token);
    const created = await call('POST', '/api/foyer/tenants', {
      org_id: orgId,
      name: 'Bench sync',
      entries: [{ company_name: 'Placeholder' }],
    });
    const id = created.json.data.id;
    await call('PUT', `/api/foyer/tenants/${id}/sync`, { url: sheetUrl, format: 'csv', after_sync: 'mark' });
    const rssBefore = rssMb(server.pid);
    // The first sync waits for a person: its preview, then Apply.
    const first = await measured(server.pid, () => call('POST', `/api/foyer/tenants/${id}/sync/run`));
    if (first.result.json.data?.outcome !== 'awaiting_first_apply')
      throw new Error(`first sync: ${JSON.stringify(first.result.json).slice(0, 300)}`);
    const applied = await measured(server.pid, () =>
      call('POST', `/api/foyer/tenants/${id}/sync/runs/${first.result.json.data.id}/apply`),
    );
    if (applied.result.res.status !== 200) throw new Error(`apply: ${applied.result.res.status}`);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      body = sheet(run);
      const timed = await measured(server.pid, () => call('POST', `/api/foyer/tenants/${id}/sync/run`));
      const data = timed.result.json.data;
      if (data?.outcome !== 'applied' || data.counts.changed !== ROWS / 10 || data.counts.total !== ROWS)
        throw new Error(`sync run ${run}: ${JSON.stringify(timed.result.json).slice(0, 300)}`);
      runs.push(timed);
    }
    const unchanged = await measured(server.pid, () => call('POST', `/api/foyer/tenants/${id}/sync/run`));
    if (unchanged.result.json.data?.outcome !== 'unchanged') throw new Error('expected an unchanged run');
    const sizeKb = Buffer.byteLength(body) / 1024;
    rows.push({
      what: `tenant sync, 10,000-row sheet (${sizeKb.toFixed(0)} KB): first run (preview) + apply`,
      figure: `${first.ms.toFixed(0)} ms + ${applied.ms.toFixed(0)} ms`,
      target: 'informational',
    });
    rows.push({
      what: `tenant sync, 10,000-row sheet, 1,000 changed: Sync now, ${RUNS} runs`,
      figure: runs.map((r) => `${r.ms.toFixed(0)} ms`).join(', '),
      target: '≤ 5 s',
    });
    rows.push({
      what: 'tenant sync, 10,000-row sheet, unchanged: Sync now',
      figure: `${unchanged.ms.toFixed(0)} ms`,
      target: 'informational',
    });
    rows.push({
      what: 'tenant sync, server memory (RSS) peak during runs',
      figure:
        `${Math.max(first.peak, applied.peak, ...runs.map((r) => r.peak)).toFixed(0)} MB ` +
        `(runs ${runs.map((r) => r.peak.toFixed(0)).join(', ')}; before ${rssBefore.toFixed(0)})`,
      target: '≤ 400 MB',
    });
  } finally {
    await stopServer(server).catch(() => {});
    await new Promise((r) => sheetServer.close(r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!process.argv.includes('--no-build')) {
    const { buildIfNeeded } = await import('./build-if-needed.mjs');
    buildIfNeeded();
  }
  const rows = await tenantSyncFigures();
  const width = Math.max(...rows.map((r) => r.what.length));
  const fig = Math.max(...rows.map((r) => r.figure.length));
  console.log(`\n${'what'.padEnd(width)}  ${'measured'.padEnd(fig)}  target`);
  for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.figure.padEnd(fig)}  ${r.target}`);
}
