// Fan-out figures (docs/architecture.md "Performance"): with 10,000 screens connected to one server,
// how fast an emergency alert and a publish-all reach them, the server's memory meanwhile, and the
// same alert fan-out done by a dedicated push server (nginx with the nchan module, one EventSource
// subscriber per screen) on the same machine, as a ratio. Called by bench.mjs; also runs alone:
// `node scripts/bench-fanout.mjs [--no-build] [--screens=N]`.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  api,
  inBatches,
  percentile,
  registerBenchAccount,
  rssMb,
  sleep,
  startServer,
  stopServer,
} from './bench-server.mjs';

const SCREENS = Number(/--screens=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 10_000);
const ROUNDS = 3;
/** Scheduled notices of the organization while one of them changes (issue 27: 50). */
const NOTICES = 50;
/** Screens per publish-all call: the server's limit (PUBLISH_MANY_MAX), as the dashboard sends them. */
const PUBLISH_BATCH = 200;
/** Single publishes to one screen among all, measured one after the other. */
const SINGLE_PUBLISHES = 20;
const SERVER_OPTIONS = { env: { RATE_LIMIT_FACTOR: '1000' }, tries: 300 };
const NGINX_MODULE = '/usr/lib/nginx/modules/ngx_nchan_module.so';

/**
 * A raw event-stream reader that only looks for `marker` in what arrives: the same cheap client for
 * Foyer's streams and for nchan's, so the two fan-outs are measured alike.
 */
function openStream(options) {
  return new Promise((resolveOpen, reject) => {
    const client = { req: null, seen: new Map(), watch: null, buffer: '' };
    const req = http.get({ host: '127.0.0.1', agent: false, ...options }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        // A marker may be cut between two chunks: keep the tail of the last one.
        const text = client.buffer + chunk;
        client.buffer = text.slice(-200);
        if (client.watch && !client.seen.has(client.watch) && text.includes(client.watch)) {
          client.seen.set(client.watch, at);
        }
      });
      res.on('error', () => {});
      resolveOpen(client);
    });
    client.req = req;
    req.on('error', reject);
  });
}

/** Waits until every client saw `marker` (or `timeoutMs`); answers the delays from `start`, ms. */
async function arrivals(clients, marker, start, timeoutMs = 15_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && clients.some((c) => !c.seen.has(marker))) await sleep(20);
  const delays = clients.filter((c) => c.seen.has(marker)).map((c) => c.seen.get(marker) - start);
  return { delays, missing: clients.length - delays.length };
}

function summary({ delays, missing }) {
  const ms = (v) => `${Math.round(v)} ms`;
  return {
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    last: Math.max(...delays),
    text:
      `p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}, last ${ms(Math.max(...delays))}` +
      (missing ? `; ${missing} never arrived` : ''),
  };
}

/** The worst round (by p99) of several, so one lucky round does not hide a slow one. */
const worst = (rounds) => rounds.reduce((a, b) => (b.p99 > a.p99 ? b : a));

async function foyerFanout(port) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-fanout-'));
  const server = await startServer(port, dataDir, SERVER_OPTIONS);
  const clients = [];
  try {
    const { token, orgId } = await registerBenchAccount(base);
    const call = api(base, token);
    const theme = (
      await call('POST', '/api/foyer/themes', { org_id: orgId, name: 'Bench', layout: 'list-simple' })
    ).json.data;
    const list = (
      await call('POST', '/api/foyer/tenants', {
        org_id: orgId,
        name: 'Bench tenants',
        entries: Array.from({ length: 40 }, (_, i) => ({
          company_name: `Company ${i}`,
          floor: '1',
          suite_room: `${i}`,
        })),
      })
    ).json.data;

    const setupStart = performance.now();
    const screens = await inBatches(SCREENS, 50, async (i) => {
      const pair = (await api(base)('POST', '/api/foyer/tv-devices/pair')).json.data;
      const device = (
        await call('POST', '/api/foyer/devices', {
          org_id: orgId,
          name: `Screen ${i}`,
          pairing_code: pair.pairing_code,
          theme_id: theme.id,
          tenants_id: list.id,
        })
      ).json.data;
      return { secret: pair.device_secret, deviceId: device.id };
    });
    const setupS = (performance.now() - setupStart) / 1000;
    await sleep(1000);
    const rssBefore = rssMb(server.pid);
    for (const batch of await inBatches(Math.ceil(SCREENS / 250), 1, async (b) =>
      Promise.all(
        screens.slice(b * 250, (b + 1) * 250).map((screen) =>
          openStream({
            port,
            path: '/api/foyer/tv-devices/stream',
            headers: { 'x-device-secret': screen.secret },
          }),
        ),
      ),
    )) {
      clients.push(...batch);
    }
    // Every stream has had its first events (state, cleared, alert) before the clock starts.
    await sleep(3000);
    const rss = rssMb(server.pid);

    const alertRounds = [];
    const endRounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const title = `Bench alert ${round} ${Date.now()}`;
      for (const client of clients) client.watch = title;
      const start = performance.now();
      const started = (
        await call('POST', `/api/foyer/organizations/${orgId}/emergency-alerts`, {
          template: 'evacuate',
          title,
          scope: { kind: 'organization' },
        })
      ).json.data;
      alertRounds.push(summary(await arrivals(clients, title, start)));
      for (const client of clients) client.watch = '"alert":null';
      for (const client of clients) client.seen.delete('"alert":null');
      const endStart = performance.now();
      await call('POST', `/api/foyer/emergency-alerts/${started.id}/end`, {});
      endRounds.push(summary(await arrivals(clients, '"alert":null', endStart)));
    }
    const rssAfterAlerts = rssMb(server.pid);

    // Scheduled notices (docs/decisions/schedules.md SCH-9): 49 for every screen, then the 50th
    // written or changed in each round; measured until its title reaches every screen.
    const wall = (ms) => new Date(ms).toISOString().slice(0, 16);
    const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    const noticeBody = (title, i) => ({
      title,
      scope: { kind: 'organization' },
      schedule: {
        starts_at: wall(Date.now() + (i % 7) * 86_400_000),
        ends_at: null,
        weekdays: everyDay,
        times: [{ from: `${String(8 + (i % 10)).padStart(2, '0')}:00`, to: '18:30' }],
      },
    });
    for (let i = 0; i < NOTICES - 1; i++) {
      await call('POST', `/api/foyer/organizations/${orgId}/notices`, noticeBody(`Standing notice ${i}`, i));
    }
    await sleep(2000);
    const noticeRounds = [];
    let noticeId = null;
    for (let round = 0; round < ROUNDS; round++) {
      const title = `Bench notice ${round} ${Date.now()}`;
      for (const client of clients) client.watch = title;
      const start = performance.now();
      const body = noticeBody(title, round);
      const answer = noticeId
        ? await call('PUT', `/api/foyer/notices/${noticeId}`, body)
        : await call('POST', `/api/foyer/organizations/${orgId}/notices`, body);
      noticeId = answer.json.data.id;
      noticeRounds.push(summary(await arrivals(clients, title, start)));
    }

    // Publish to every screen in calls of PUBLISH_BATCH, one after the other as the dashboard sends
    // them (issue 30: the last of 10,000 within 5 s of the first call).
    for (const client of clients) client.watch = 'event: bundle';
    const publishStart = performance.now();
    let published = 0;
    for (let i = 0; i < screens.length; i += PUBLISH_BATCH) {
      const ids = screens.slice(i, i + PUBLISH_BATCH).map((s) => s.deviceId);
      const outcomes = (
        await call('POST', '/api/foyer/published-bundles/many', { org_id: orgId, device_ids: ids })
      ).json.data;
      published += outcomes.filter((o) => o.version !== null).length;
    }
    const callS = (performance.now() - publishStart) / 1000;
    const publishAll = summary(await arrivals(clients, 'event: bundle', publishStart, 120_000));
    const rssAfterPublish = rssMb(server.pid);
    // The server gives freed memory back once a burst is over (docs/decisions/server.md SRV-16).
    await sleep(10_000);
    const rssSettled = rssMb(server.pid);

    // One publish to one screen among all: the time until that screen has it.
    const singles = [];
    for (let round = 0; round < SINGLE_PUBLISHES; round++) {
      const index = Math.floor((round + 0.5) * (screens.length / SINGLE_PUBLISHES));
      const client = clients[index];
      const marker = `"version":2,`;
      client.watch = marker;
      client.seen.delete(marker);
      const start = performance.now();
      await call('POST', '/api/foyer/published-bundles', {
        org_id: orgId,
        device_id: screens[index].deviceId,
        bundle_name: '',
      });
      const { delays } = await arrivals([client], marker, start);
      singles.push(...delays);
    }
    const single = summary({ delays: singles, missing: SINGLE_PUBLISHES - singles.length });
    return {
      setupS,
      rssBefore,
      rss,
      rssAfterAlerts,
      alert: worst(alertRounds),
      end: worst(endRounds),
      notice: worst(noticeRounds),
      publishAll,
      published,
      callS,
      rssAfterPublish,
      rssSettled,
      single,
    };
  } finally {
    for (const client of clients) client.req.destroy();
    await stopServer(server).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function nginxRss(prefix) {
  const pid = Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8'));
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      if (Number(entry) === pid || ppid === pid) total += rssMb(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The same alert fan-out through nginx + nchan: one EventSource subscriber per screen, one publish. */
async function nchanFanout(port) {
  if (!existsSync(NGINX_MODULE) || spawnSync('which', ['nginx']).status !== 0) return null;
  const prefix = mkdtempSync(join(tmpdir(), 'foyer-bench-nchan-'));
  mkdirSync(join(prefix, 'logs'));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `load_module ${NGINX_MODULE};
worker_processes auto;
worker_rlimit_nofile 30000;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs/error.log')} warn;
events { worker_connections 20000; }
http {
  access_log off;
  client_body_temp_path ${prefix};
  server {
    listen 127.0.0.1:${port};
    location ~ ^/sub/(\\w+)$ { nchan_subscriber eventsource; nchan_channel_id $1; }
    location ~ ^/pub/(\\w+)$ { nchan_publisher; nchan_channel_id $1; }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const clients = [];
  try {
    for (let i = 0; i < 100 && !existsSync(join(prefix, 'nginx.pid')); i++) await sleep(100);
    await sleep(300);
    for (const batch of await inBatches(Math.ceil(SCREENS / 250), 1, async (b) =>
      Promise.all(
        Array.from({ length: Math.min(250, SCREENS - b * 250) }, () =>
          openStream({ port, path: '/sub/alerts', headers: { accept: 'text/event-stream' } }),
        ),
      ),
    )) {
      clients.push(...batch);
    }
    await sleep(3000);
    const rss = nginxRss(prefix);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const title = `Bench alert ${round} ${Date.now()}`;
      for (const client of clients) client.watch = title;
      const start = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/pub/alerts`, {
        method: 'POST',
        body: JSON.stringify({
          type: 'alert',
          alert: { id: String(round), title, text: '', tone: 'danger' },
        }),
      });
      if (!res.ok) throw new Error(`nchan publish answered ${res.status}`);
      rounds.push(summary(await arrivals(clients, title, start)));
    }
    return { alert: worst(rounds), rss };
  } finally {
    for (const client of clients) client.req.destroy();
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  }
}

/** The rows this bench adds to `npm run bench`. */
export async function fanoutFigures({ port = 4394 } = {}) {
  const rows = [];
  const row = (what, figure, target) => rows.push({ what, figure, target });
  const n = SCREENS.toLocaleString('en');
  const foyer = await foyerFanout(port);
  const nchan = await nchanFanout(port + 1);
  row(
    `set-up: ${n} screens paired and their devices created through the API`,
    `${foyer.setupS.toFixed(0)} s`,
    'informational',
  );
  row(`alert reaches ${n} connected screens (worst of ${ROUNDS})`, foyer.alert.text, 'p99 ≤ 1 s, last ≤ 2 s');
  row(`alert ended on ${n} screens (worst of ${ROUNDS})`, foyer.end.text, 'p99 ≤ 1 s, last ≤ 2 s');
  row(
    `notice change reaches ${n} screens, ${NOTICES} notices (worst of ${ROUNDS})`,
    foyer.notice.text,
    'p99 ≤ 1 s',
  );
  if (nchan) {
    row(`same alert through nginx + nchan, ${n} EventSource subscribers`, nchan.alert.text, 'reference');
    row(
      'Foyer ÷ nchan (p99, last)',
      `${(foyer.alert.p99 / nchan.alert.p99).toFixed(1)}×, ${(foyer.alert.last / nchan.alert.last).toFixed(1)}×`,
      'informational',
    );
    row(
      `nginx + nchan memory, ${n} subscribers (RSS, all processes)`,
      `${nchan.rss.toFixed(0)} MB`,
      'reference',
    );
  } else {
    row('nginx + nchan reference', 'not run: apt-get install nginx-light libnginx-mod-nchan', 'reference');
  }
  row(
    `publish to all ${n} screens, calls of ${PUBLISH_BATCH} one after the other`,
    `${foyer.published}/${n} published, calls done in ${foyer.callS.toFixed(1)} s; arrived ${foyer.publishAll.text}`,
    'last ≤ 5 s',
  );
  row(`one publish to 1 of ${n} screens (${SINGLE_PUBLISHES} rounds)`, foyer.single.text, 'kept or better');
  row(
    `server memory, ${n} screens connected (RSS)`,
    `${foyer.rss.toFixed(0)} MB (before they connected ${foyer.rssBefore.toFixed(0)}, after the alerts ${foyer.rssAfterAlerts.toFixed(0)}, after publishing to all ${foyer.rssAfterPublish.toFixed(0)}, 10 s later ${foyer.rssSettled.toFixed(0)})`,
    '≤ 600 MB',
  );
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!process.argv.includes('--no-build')) {
    const { buildIfNeeded } = await import('./build-if-needed.mjs');
    buildIfNeeded();
  }
  const rows = await fanoutFigures();
  const width = Math.max(...rows.map((r) => r.what.length));
  const fig = Math.max(...rows.map((r) => r.figure.length));
  console.log(`\n${'what'.padEnd(width)}  ${'measured'.padEnd(fig)}  target`);
  for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.figure.padEnd(fig)}  ${r.target}`);
}
