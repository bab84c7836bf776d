// `npm run bench` (scripts/bench.mjs) runs this with tsx: how fast screens come back after a server
// restart (docs/decisions/player.md PLY-3). SCREENS real PlayerControllers (the player's own code,
// without React) hold their streams to the built server; the server is stopped as systemd would
// (SIGTERM), kept down DOWN_MS (an upgrade), and started again; the moment it answers, an alert is
// started. Measured: how long until every screen is back on its stream and shows the alert (from
// the server answering, and from the new process's start), how many come back in the busiest
// second, the server's memory, and any 5xx answer. Prints one JSON object.
// Alone: `npx tsx e2e/support/bench-restart.ts [--screens=N] [--down-ms=N]`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublishedBundle } from '@foyer/shared';
import { PlayerController } from '../../apps/web/src/player/player-controller';
import type { KeptAlert, PlayerStorage } from '../../apps/web/src/player/player-storage';
import {
  api,
  inBatches,
  percentile,
  registerBenchAccount,
  rssMb,
  sleep,
  startServer,
  stopServer,
} from '../../scripts/bench-server.mjs';

const arg = (name: string, fallback: number) =>
  Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);
const SCREENS = arg('screens', 1000);
const DOWN_MS = arg('down-ms', 15_000);
const PORT = arg('port', 4396);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_OPTIONS = { env: { RATE_LIMIT_FACTOR: '1000' }, tries: 600 };

function memoryStorage(secret: string): PlayerStorage {
  let kept: PublishedBundle | null = null;
  let alert: KeptAlert | null = null;
  return {
    secret: () => secret,
    setSecret: () => undefined,
    loadBundle: async () => kept,
    saveBundle: async (bundle) => void (kept = bundle),
    loadAlert: () => alert,
    saveAlert: (value) => void (alert = value),
    loadSchedule: () => null,
    saveSchedule: () => undefined,
  };
}

interface Screen {
  player: PlayerController;
  backAt: number | null;
  alertAt: number | null;
}

let serverErrors = 0;
/** The screens' fetch: this server, and every 5xx answer counted. */
const screenFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const response = await fetch(`${BASE}${String(input)}`, init);
  if (response.status >= 500) serverErrors++;
  return response;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-restart-'));
let server = await startServer(PORT, dataDir, SERVER_OPTIONS);
const screens: Screen[] = [];
try {
  const { token, orgId } = await registerBenchAccount(BASE);
  const call = api(BASE, token);
  const data = async <T>(method: string, url: string, body?: unknown) =>
    (await call(method, url, body)).json.data as T;
  const theme = await data<{ id: string }>('POST', '/api/foyer/themes', {
    org_id: orgId,
    name: 'Restart bench',
    layout: 'list-simple',
  });
  const list = await data<{ id: string }>('POST', '/api/foyer/tenants', {
    org_id: orgId,
    name: 'Restart bench tenants',
    entries: Array.from({ length: 60 }, (_, i) => ({
      company_name: `Company ${i + 1}`,
      floor: String((i % 12) + 1),
      suite_room: String(100 + i),
    })),
  });
  const paired = await inBatches(SCREENS, 50, async () => {
    const pair = await data<{ pairing_code: string; device_secret: string }>(
      'POST',
      '/api/foyer/tv-devices/pair',
    );
    const device = await data<{ id: string }>('POST', '/api/foyer/devices', {
      org_id: orgId,
      name: `Screen ${pair.pairing_code}`,
      pairing_code: pair.pairing_code,
      theme_id: theme.id,
      tenants_id: list.id,
    });
    return { secret: pair.device_secret, deviceId: device.id };
  });
  for (let i = 0; i < paired.length; i += 200) {
    await call('POST', '/api/foyer/published-bundles/many', {
      org_id: orgId,
      device_ids: paired.slice(i, i + 200).map((p) => p.deviceId),
    });
  }

  for (const { secret } of paired) {
    const screen: Screen = { player: null as unknown as PlayerController, backAt: null, alertAt: null };
    screen.player = new PlayerController({
      fetch: screenFetch as typeof fetch,
      storage: memoryStorage(secret),
      // Receipts, as a real screen sends them once it has drawn.
      onBundle: (bundle) => queueMicrotask(() => screen.player.shown(bundle)),
    });
    screens.push(screen);
  }
  await Promise.all(screens.map((s) => s.player.start()));
  const deadline = Date.now() + 120_000;
  while (screens.some((s) => !s.player.getSnapshot().live || !s.player.getSnapshot().bundle)) {
    if (Date.now() > deadline) throw new Error('the screens did not all connect');
    await sleep(100);
  }
  await sleep(2000);
  const rssConnected = rssMb(server.pid);

  // The restart: SIGTERM (streams end), down for DOWN_MS, started again.
  await stopServer(server);
  await sleep(DOWN_MS);
  serverErrors = 0;
  // Screens that go straight to their stream may be back before the health check is answered:
  // the times from the new process's start say how long the restart took for them.
  const startAt = performance.now();
  server = await startServer(PORT, dataDir, SERVER_OPTIONS);
  const upAt = performance.now();
  const title = `Restart bench ${Date.now()}`;
  for (const screen of screens) {
    const seen = () => {
      const snapshot = screen.player.getSnapshot();
      if (snapshot.live && screen.backAt === null) screen.backAt = performance.now();
      if (snapshot.alert?.title === title && screen.alertAt === null) screen.alertAt = performance.now();
    };
    screen.player.subscribe(seen);
    seen();
  }
  await call('POST', `/api/foyer/organizations/${orgId}/emergency-alerts`, {
    template: 'evacuate',
    title,
    scope: { kind: 'organization' },
  });
  const until = Date.now() + 60_000;
  while (screens.some((s) => s.backAt === null || s.alertAt === null) && Date.now() < until) await sleep(50);
  await sleep(2000);
  const rssAfter = rssMb(server.pid);
  // Freed memory is given back once the herd is over (docs/decisions/server.md SRV-16).
  await sleep(10_000);
  const rssSettled = rssMb(server.pid);

  const back = screens.flatMap((s) => (s.backAt === null ? [] : [s.backAt - upAt]));
  const alerts = screens.flatMap((s) => (s.alertAt === null ? [] : [s.alertAt - upAt]));
  const backFromStart = screens.flatMap((s) => (s.backAt === null ? [] : [s.backAt - startAt]));
  const alertsFromStart = screens.flatMap((s) => (s.alertAt === null ? [] : [s.alertAt - startAt]));
  const perSecond = new Map<number, number>();
  for (const ms of back)
    perSecond.set(Math.floor(ms / 1000), (perSecond.get(Math.floor(ms / 1000)) ?? 0) + 1);
  console.log(
    JSON.stringify({
      screens: SCREENS,
      downMs: DOWN_MS,
      back: {
        count: back.length,
        p50: percentile(back, 50),
        p99: percentile(back, 99),
        last: Math.max(...back),
      },
      alert: { count: alerts.length, p50: percentile(alerts, 50), last: Math.max(...alerts) },
      answeredAfter: upAt - startAt,
      fromStart: {
        back: {
          p50: percentile(backFromStart, 50),
          p99: percentile(backFromStart, 99),
          last: Math.max(...backFromStart),
        },
        alertLast: Math.max(...alertsFromStart),
      },
      busiestSecond: Math.max(...perSecond.values()),
      serverErrors,
      rssConnected,
      rssAfter,
      rssSettled,
    }),
  );
} finally {
  for (const screen of screens) screen.player.stop();
  await stopServer(server).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
