// Screen figures (docs/architecture.md "Performance"): the conditional bundle poll answered 304 next
// to a static file of the same bytes served by the same server, and publish-to-screen latency with
// 1,000 connected event streams (plus the server's memory meanwhile). Called by bench.mjs; also
// runs alone: `node scripts/bench-screens.mjs [--no-build]`.
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { api, inBatches, percentile, rssMb, sleep, startServer, stopServer } from './bench-server.mjs';

const root = resolve(import.meta.dirname, '..');
const STATIC_NAME = `bench-screens-${process.pid}.json`;
const TARGET_BYTES = 20 * 1024;
const SCREENS = 1000;
const PUBLISHES = 20;
// A thousand screens pair from this one address.
const SERVER_OPTIONS = { env: { RATE_LIMIT_FACTOR: '1000' }, tries: 150 };

const entry = (i) => ({
  company_name: `Company ${i} Holdings`,
  floor: String((i % 12) + 1),
  suite_room: `Suite ${100 + i}`,
  category: 'Office',
  active: true,
});

/** An organization with a theme and a tenant list, and one screen paired to a published device whose bundle is about 20 KB. */
async function setUp(base) {
  const email = `bench-screens-${Date.now()}@example.com`;
  const register = await api(base)('POST', '/api/register', {
    name: 'Bench',
    email,
    password: 'bench-password',
  });
  const { token } = register.json.data;
  const orgId = register.json.data.user.org_id;
  const call = api(base, token);
  const theme = (
    await call('POST', '/api/foyer/themes', { org_id: orgId, name: 'Bench', layout: 'list-simple' })
  ).json.data;
  let count = 60;
  const tenants = (
    await call('POST', '/api/foyer/tenants', {
      org_id: orgId,
      name: 'Bench tenants',
      entries: Array.from({ length: count }, (_, i) => entry(i)),
    })
  ).json.data;
  const pair = (await api(base)('POST', '/api/foyer/tv-devices/pair')).json.data;
  const device = (
    await call('POST', '/api/foyer/devices', {
      org_id: orgId,
      name: 'Bench screen',
      pairing_code: pair.pairing_code,
      theme_id: theme.id,
      tenants_id: tenants.id,
    })
  ).json.data;
  const secretHeaders = { 'x-device-secret': pair.device_secret };
  let body = '';
  for (let round = 0; round < 4; round++) {
    await call('POST', '/api/foyer/published-bundles', { org_id: orgId, device_id: device.id });
    body = (await api(base)('GET', `/api/foyer/tv-devices/${device.id}/bundle`, undefined, secretHeaders))
      .text;
    if (Math.abs(body.length - TARGET_BYTES) < 300) break;
    // Scale the directory towards 20 KB (the theme is a fixed part of the size).
    const perEntry = JSON.stringify(entry(999)).length + 60;
    count = Math.max(1, count + Math.round((TARGET_BYTES - body.length) / perEntry));
    await call('POST', `/api/foyer/tenants/${tenants.id}`, {
      entries: Array.from({ length: count }, (_, i) => entry(i)),
    });
  }
  const version = JSON.parse(body).data.version;
  return { token, orgId, theme, tenants, device, secretHeaders, body, version };
}

async function rps(opts) {
  const result = await autocannon({ connections: 32, duration: 5, ...opts });
  const codes = Object.keys(result.statusCodeStats ?? {}).join(',');
  return { rps: result.requests.average, codes, errors: result.errors + result.timeouts };
}

/** One raw HTTP client reading a screen's event stream; calls `onBundle(version, at)` per bundle event. */
function streamClient(port, secret, onBundle) {
  return new Promise((resolveOpen, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/foyer/tv-devices/stream',
        headers: { 'x-device-secret': secret },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: bundle')) {
              const version = Number(/"version":(\d+)/.exec(block)?.[1]);
              onBundle(version, at);
            }
            if (!opened && (block.startsWith('event: bundle') || block.startsWith('event: cleared'))) {
              opened = true;
              resolveOpen(req);
            }
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
  });
}

/** Publish-call-returns to bundle-event-arrives, for one screen among 1,000 connected. */
async function latency(base, port, setup, pid) {
  const call = api(base, setup.token);
  const publish = async (deviceId) => {
    const start = performance.now();
    await call('POST', '/api/foyer/published-bundles', { org_id: setup.orgId, device_id: deviceId });
    return { start, returned: performance.now() };
  };

  // 1,000 screens, each paired to its own device.
  const screens = await inBatches(SCREENS, 20, async (i) => {
    const pair = (await api(base)('POST', '/api/foyer/tv-devices/pair')).json.data;
    const device = (
      await call('POST', '/api/foyer/devices', {
        org_id: setup.orgId,
        name: `Screen ${i}`,
        pairing_code: pair.pairing_code,
        theme_id: setup.theme.id,
        tenants_id: setup.tenants.id,
      })
    ).json.data;
    return { secret: pair.device_secret, deviceId: device.id, waiters: new Map(), version: 0 };
  });
  await sleep(1000);
  const rssBefore = rssMb(pid);
  const requests = await inBatches(SCREENS, 100, (i) =>
    streamClient(port, screens[i].secret, (version, at) => {
      const screen = screens[i];
      screen.waiters.get(version)?.(at);
    }),
  );
  await sleep(1000);
  const rss = rssMb(pid);
  const single = [];
  const calls = [];
  let early = 0;
  for (let n = 0; n < PUBLISHES; n++) {
    const screen = screens[Math.floor(Math.random() * screens.length)];
    screen.version += 1;
    const arrived = new Promise((r) => screen.waiters.set(screen.version, r));
    const { start, returned } = await publish(screen.deviceId);
    const at = await arrived;
    single.push(at - start);
    if (at < returned) early += 1;
    calls.push(returned - start);
  }
  const rssAfter = rssMb(pid);
  for (const req of requests) req.destroy();
  await sleep(500);

  // No fan-out case: a screen secret holds at most MAX_STREAMS_PER_PLAYER streams.
  return { single, early, calls, rssBefore, rss, rssAfter };
}

/** The rows this bench adds to `npm run bench`. */
export async function screenFigures({ port = 4393 } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const rows = [];
  const row = (what, figure, target) => rows.push({ what, figure, target });
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-screens-'));
  const staticPath = join(root, 'apps/web/dist', STATIC_NAME);
  let server = await startServer(port, dataDir, SERVER_OPTIONS);
  try {
    const setup = await setUp(base);
    // The static file must exist when the server starts (its routes are made for the files present).
    await stopServer(server);
    writeFileSync(staticPath, setup.body);
    server = await startServer(port, dataDir, SERVER_OPTIONS);
    await sleep(500);

    const pollUrl = `${base}/api/foyer/tv-devices/${setup.device.id}/bundle`;
    const conditional = { ...setup.secretHeaders, 'if-none-match': `"${setup.version}"` };
    // Warm both paths, then alternate two rounds each so both see the same machine load.
    await rps({ url: `${base}/${STATIC_NAME}`, duration: 1 });
    await rps({ url: pollUrl, headers: conditional, duration: 1 });
    const statics = [];
    const polls = [];
    for (let round = 0; round < 2; round++) {
      statics.push(await rps({ url: `${base}/${STATIC_NAME}` }));
      polls.push(await rps({ url: pollUrl, headers: conditional }));
    }
    const full = await rps({ url: pollUrl, headers: setup.secretHeaders });
    const avg = (list) => list.reduce((a, b) => a + b.rps, 0) / list.length;
    const staticRps = avg(statics);
    const pollRps = avg(polls);
    if (!polls.every((p) => p.codes === '304')) throw new Error(`poll answered ${polls.map((p) => p.codes)}`);
    if (!statics.every((s) => s.codes === '200'))
      throw new Error(`static answered ${statics.map((s) => s.codes)}`);
    const kb = (Buffer.byteLength(setup.body) / 1024).toFixed(1);
    row(`static file of the bundle's bytes (${kb} KB), requests/s`, staticRps.toFixed(0), 'reference');
    row(
      'bundle poll answered 304 (If-None-Match), requests/s',
      `${pollRps.toFixed(0)} (${((pollRps / staticRps) * 100).toFixed(0)}% of static)`,
      '≥ 80% of static',
    );
    row(
      `bundle poll answered 200 (${kb} KB), requests/s`,
      `${full.rps.toFixed(0)} (${((full.rps / staticRps) * 100).toFixed(0)}% of static)`,
      'informational',
    );

    const l = await latency(base, port, setup, server.pid);
    const ms = (v) => `${v.toFixed(0)} ms`;
    // Timed from the publish call's start, an upper bound of "from its answer": the event is
    // usually written before the answer is.
    row(
      `publish to screen, 1 of ${SCREENS} connected screens (from call start)`,
      `p50 ${ms(percentile(l.single, 50))}, p99 ${ms(percentile(l.single, 99))}; ${l.early}/${PUBLISHES} before the answer`,
      'p50 ≤ 300 ms, p99 ≤ 1 s',
    );
    row(
      'publish call itself (1,000 screens connected)',
      `p50 ${ms(percentile(l.calls, 50))}`,
      'informational',
    );
    row(
      `server memory, ${SCREENS} screens connected (RSS)`,
      `${l.rss.toFixed(0)} MB (before they connected ${l.rssBefore.toFixed(0)}, after the publishes ` +
        `${l.rssAfter.toFixed(0)})`,
      '≤ 400 MB',
    );
  } finally {
    await stopServer(server).catch(() => {});
    rmSync(staticPath, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!process.argv.includes('--no-build')) {
    const { buildIfNeeded } = await import('./build-if-needed.mjs');
    buildIfNeeded();
  }
  const rows = await screenFigures();
  const width = Math.max(...rows.map((r) => r.what.length));
  const fig = Math.max(...rows.map((r) => r.figure.length));
  console.log(`\n${'what'.padEnd(width)}  ${'measured'.padEnd(fig)}  target`);
  for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.figure.padEnd(fig)}  ${r.target}`);
}
