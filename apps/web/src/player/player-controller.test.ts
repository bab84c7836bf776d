// @vitest-environment node
import {
  BUNDLE_POLL_INTERVAL_MS,
  DEVICE_SECRET_HEADER,
  msUntilNextLocalMidnight,
  PAIRING_RENEW_BEFORE_MS,
  PLAYER_REPORT_INTERVAL_MS,
  SHOWN_BUNDLE_HEADER,
  STREAM_QUICK_RETRY_PERIOD_MS,
  STREAM_RECONNECT_MAX_MS,
  STREAM_RETRY_MS,
  type PlayerReport,
  type PublishedBundle,
} from '@foyer/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerController, reconnectDelay, STREAM_SILENCE_MS, type PlayerDeps } from './player-controller';
import type { KeptAlert, KeptSchedule, PlayerStorage } from './player-storage';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

function bundle(version: number, fields: Partial<PublishedBundle> = {}): PublishedBundle {
  return {
    id: `b${version}`,
    org_id: 'o1',
    device_id: 'd1',
    pairing_code: 'ABC234',
    bundle_name: 'Lobby Bundle',
    status: 'active',
    version,
    created_by: null,
    created_at: '',
    updated_at: '',
    published_at: `2026-03-10T12:00:0${version}.000Z`,
    bundle_settings: { auto_refresh: true, offline_mode: true },
    data: { tenants: null, theme: { layout: 'list-simple' }, device: {} },
    ...fields,
  } as PublishedBundle;
}

function memoryStorage(
  initial: { secret?: string; bundle?: PublishedBundle; alert?: KeptAlert; schedule?: KeptSchedule } = {},
) {
  const state = {
    secret: initial.secret ?? null,
    bundle: initial.bundle ?? null,
    alert: initial.alert ?? null,
    schedule: initial.schedule ?? null,
  } as {
    secret: string | null;
    bundle: PublishedBundle | null;
    alert: KeptAlert | null;
    schedule: KeptSchedule | null;
  };
  const storage: PlayerStorage = {
    loadAlert: () => state.alert,
    saveAlert: (value) => {
      state.alert = value;
    },
    secret: () => state.secret,
    setSecret: (secret) => {
      state.secret = secret;
    },
    loadSchedule: () => state.schedule,
    saveSchedule: (value) => {
      state.schedule = value;
    },
    loadBundle: async () => state.bundle,
    saveBundle: async (value) => {
      state.bundle = value;
    },
  };
  return { state, storage };
}

interface Call {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

type Route = (call: Call) => Response | Promise<Response>;

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: status < 400, data, message: 'x' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A scripted server: routes by path, streams it controls. */
class FakeServer {
  calls: Call[] = [];
  streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  routes = new Map<string, Route>();
  down = false;

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input).replace('/api/foyer/tv-devices', '');
    const call = {
      path,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    this.calls.push(call);
    if (this.down) throw new TypeError('Failed to fetch');
    if (path === '/stream') {
      const route = this.routes.get('/stream');
      if (route) return route(call);
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          this.streams.push(controller);
        },
      });
      init?.signal?.addEventListener('abort', () => {
        try {
          const controller = this.streams.find((c) => c === this.streams.at(-1));
          controller?.error(new DOMException('aborted', 'AbortError'));
        } catch {
          // already closed
        }
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    const route = this.routes.get(path.replace(/^\/[^/]+\/bundle$/, '/bundle'));
    if (!route) return json(null, 404);
    return route(call);
  };

  send(event: string, data: unknown, stream = this.streams.at(-1)): void {
    stream?.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  }

  drop(stream = this.streams.at(-1)): void {
    stream?.error(new TypeError('network error'));
  }

  count(path: string): number {
    return this.calls.filter((call) => call.path === path).length;
  }
}

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

let server: FakeServer;
let controller: PlayerController | null = null;

function startPlayer(
  storage: PlayerStorage,
  onBundle?: (b: PublishedBundle) => void,
  deps: Partial<PlayerDeps> = {},
) {
  controller = new PlayerController({
    fetch: server.fetch as typeof fetch,
    storage,
    random: () => 0.5,
    onBundle,
    ...deps,
  });
  void controller.start();
  return controller;
}

const expiresIn = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  server = new FakeServer();
});

afterEach(() => {
  controller?.stop();
  controller = null;
  vi.useRealTimers();
});

describe('PlayerController', () => {
  it('pairs, keeps its secret, shows the code and then the published directory from the stream', async () => {
    server.routes.set('/pair', () =>
      json({
        player_id: 'p1',
        pairing_code: 'ABC234',
        pairing_expires_at: expiresIn(15 * 60_000),
        device_secret: 's3cret',
      }),
    );
    const { state, storage } = memoryStorage();
    const onBundle = vi.fn();
    const player = startPlayer(storage, onBundle);
    expect(player.getSnapshot().phase).toBe('starting');
    await tick();

    expect(state.secret).toBe('s3cret');
    expect(player.getSnapshot()).toMatchObject({ phase: 'pairing', pairingCode: 'ABC234', live: true });
    const stream = server.calls.find((call) => call.path === '/stream');
    expect(stream?.headers[DEVICE_SECRET_HEADER]).toBe('s3cret');
    expect(stream?.headers['x-app-version']).toBe('1.0.0');

    server.send('state', {
      state: { player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' },
    });
    await tick();
    expect(player.getSnapshot().phase).toBe('waiting');

    server.send('bundle', { type: 'bundle', bundle: bundle(1) });
    await tick();
    expect(player.getSnapshot()).toMatchObject({ phase: 'showing', bundle: { version: 1 } });
    expect(state.bundle?.version).toBe(1);
    expect(onBundle).toHaveBeenCalledTimes(1);

    server.send('bundle', { type: 'bundle', bundle: bundle(2) });
    await tick();
    expect(player.getSnapshot().bundle?.version).toBe(2);

    server.send('cleared', { type: 'cleared' });
    await tick();
    expect(player.getSnapshot().phase).toBe('waiting');
    expect(state.bundle).toBeNull();
  });

  it('asks for a new code before the shown one expires', async () => {
    let n = 0;
    server.routes.set('/pair', () => {
      n += 1;
      return json({
        player_id: 'p1',
        pairing_code: n === 1 ? 'FIRST2' : 'SECND3',
        pairing_expires_at: expiresIn(5 * 60_000),
        ...(n === 1 ? { device_secret: 's' } : {}),
      });
    });
    const { storage } = memoryStorage();
    const player = startPlayer(storage);
    await tick();
    expect(player.getSnapshot().pairingCode).toBe('FIRST2');

    await tick(5 * 60_000 - PAIRING_RENEW_BEFORE_MS - 1000);
    expect(server.count('/pair')).toBe(1);
    await tick(1000);
    expect(server.count('/pair')).toBe(2);
    const renewal = server.calls.filter((call) => call.path === '/pair')[1];
    expect(renewal?.headers[DEVICE_SECRET_HEADER]).toBe('s');
    expect(player.getSnapshot().pairingCode).toBe('SECND3');
  });

  it('forgets a secret the server does not know and pairs again', async () => {
    server.routes.set('/me', () => json(null, 401));
    server.routes.set('/pair', (call) =>
      call.headers[DEVICE_SECRET_HEADER]
        ? json(null, 401)
        : json({
            player_id: 'p2',
            pairing_code: 'NEW234',
            pairing_expires_at: expiresIn(900_000),
            device_secret: 'fresh',
          }),
    );
    const { state, storage } = memoryStorage({ secret: 'stale', bundle: bundle(3) });
    const player = startPlayer(storage);
    await tick();
    expect(state.secret).toBe('fresh');
    expect(state.bundle).toBeNull();
    expect(player.getSnapshot()).toMatchObject({ phase: 'pairing', pairingCode: 'NEW234', bundle: null });
  });

  it('shows the kept directory when the server is unreachable, and catches up when it returns', async () => {
    server.down = true;
    const { storage } = memoryStorage({ secret: 's', bundle: bundle(4) });
    const player = startPlayer(storage);
    await tick();
    expect(player.getSnapshot()).toMatchObject({ phase: 'showing', live: false, bundle: { version: 4 } });
    expect(player.getSnapshot().offlineSince).toBe(NOW);

    // A restart: quick retries, 1.5 s apart here (random 0.5 of a quarter to one and a quarter of 2 s).
    const attempts = () => server.count('/me');
    expect(attempts()).toBe(1);
    await tick(1500);
    expect(attempts()).toBe(2);
    await tick(1500);
    expect(attempts()).toBe(3);

    server.down = false;
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    await tick(1500);
    expect(player.getSnapshot()).toMatchObject({ live: true, offlineSince: null });
    server.send('bundle', { type: 'bundle', bundle: bundle(5) });
    await tick();
    expect(player.getSnapshot().bundle?.version).toBe(5);
  });

  it('retries quickly through a restart, backs off only after 30 s, and is back within 2.5 s of the server', async () => {
    server.down = true;
    const { storage } = memoryStorage({ secret: 's', bundle: bundle(4) });
    const times: number[] = [];
    const fetchSpy = server.fetch;
    server.fetch = (input, init) => {
      if (String(input).endsWith('/me')) times.push(Date.now());
      return fetchSpy(input, init);
    };
    // The worst luck: every jitter at its longest.
    startPlayer(storage, undefined, { random: () => 0.999 });
    await tick(STREAM_QUICK_RETRY_PERIOD_MS);
    const quickGaps = times.slice(1).map((at, i) => at - (times[i] ?? at));
    expect(quickGaps.length).toBeGreaterThanOrEqual(11);
    for (const gap of quickGaps) expect(gap).toBeLessThanOrEqual(STREAM_RETRY_MS * 1.25);

    // Past the quick period the waits grow, to at most the ceiling.
    await tick(5 * 60_000);
    const slowGaps = times
      .slice(quickGaps.length + 1)
      .map((at, i) => at - (times[quickGaps.length + i] ?? at));
    expect(slowGaps[1]).toBeGreaterThan(slowGaps[0] ?? 0);
    expect(Math.max(...slowGaps)).toBeLessThanOrEqual(STREAM_RECONNECT_MAX_MS);
    expect(Math.max(...slowGaps)).toBeGreaterThan(STREAM_RECONNECT_MAX_MS / 2);

    // A second outage starts quick again.
    server.down = false;
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    await tick(STREAM_RECONNECT_MAX_MS);
    expect(controller?.getSnapshot().live).toBe(true);
    server.down = true;
    server.drop();
    await tick(20_000);
    server.down = false;
    const before = server.count('/stream');
    await tick(STREAM_RETRY_MS * 1.25);
    expect(server.count('/stream')).toBe(before + 1);
    expect(controller?.getSnapshot().live).toBe(true);
  });

  it("paces its quick retries by the stream's retry hint", async () => {
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    const { storage } = memoryStorage({ secret: 's' });
    startPlayer(storage);
    await tick();
    server.streams.at(-1)?.enqueue(new TextEncoder().encode('retry: 8000\n\n'));
    await tick();
    server.drop();
    await tick(5999);
    expect(server.count('/stream')).toBe(1);
    // 0.75 of 8 s.
    await tick(1);
    expect(server.count('/stream')).toBe(2);

    // A hint out of range is ignored.
    server.streams.at(-1)?.enqueue(new TextEncoder().encode('retry: 5\n\n'));
    await tick();
    server.drop();
    await tick(6000);
    expect(server.count('/stream')).toBe(3);
  });

  it('polls the bundle with If-None-Match while the stream is down', async () => {
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    server.routes.set('/stream', () => json(null, 503));
    const polls: Call[] = [];
    let answer: Response = new Response(null, { status: 304 });
    server.routes.set('/bundle', (call) => {
      polls.push(call);
      return answer;
    });
    const { storage } = memoryStorage({ secret: 's', bundle: bundle(6) });
    const player = startPlayer(storage);
    await tick();
    expect(player.getSnapshot()).toMatchObject({ live: false, problem: 'server-error' });

    await tick(BUNDLE_POLL_INTERVAL_MS);
    expect(polls).toHaveLength(1);
    expect(polls[0]?.path).toBe('/d1/bundle');
    expect(polls[0]?.headers['if-none-match']).toBe('"6"');
    expect(polls[0]?.headers[DEVICE_SECRET_HEADER]).toBe('s');
    expect(player.getSnapshot().bundle?.version).toBe(6);

    answer = json(bundle(7));
    await tick(BUNDLE_POLL_INTERVAL_MS);
    expect(polls).toHaveLength(2);
    expect(player.getSnapshot().bundle?.version).toBe(7);
  });

  it('reconnects when the stream drops or goes silent', async () => {
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    const { storage } = memoryStorage({ secret: 's' });
    const player = startPlayer(storage);
    await tick();
    expect(server.count('/stream')).toBe(1);

    server.drop();
    await tick();
    expect(player.getSnapshot().live).toBe(false);
    await tick(1500);
    expect(server.count('/stream')).toBe(2);
    expect(player.getSnapshot().live).toBe(true);

    // Heartbeats keep it open; silence beyond two of them closes it.
    await tick(STREAM_SILENCE_MS - 1000);
    server.streams.at(-1)?.enqueue(new TextEncoder().encode(': ping\n\n'));
    await tick(STREAM_SILENCE_MS - 1000);
    expect(server.count('/stream')).toBe(2);
    await tick(2000);
    await tick(1000);
    expect(server.count('/stream')).toBe(3);
  });

  it('comes back from a drop on the stream alone, and asks /me first again once the outage is long (PLY-3)', async () => {
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    const { storage } = memoryStorage({ secret: 's', bundle: bundle(4) });
    const player = startPlayer(storage);
    await tick();
    expect([server.count('/me'), server.count('/stream')]).toEqual([1, 1]);

    // A restart: the retries go to the stream alone, and the stream tells what /me would have.
    server.down = true;
    server.drop();
    await tick(1500);
    expect([server.count('/me'), server.count('/stream')]).toEqual([1, 2]);
    server.down = false;
    await tick(1500);
    expect([server.count('/me'), server.count('/stream')]).toEqual([1, 3]);
    expect(player.getSnapshot().live).toBe(true);
    server.send('state', {
      type: 'state',
      state: { player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' },
    });
    server.send('bundle', { type: 'bundle', bundle: bundle(5) });
    server.send('alert', { type: 'alert', alert: { id: 'a1', title: 'Evacuate', expires_in_ms: 60_000 } });
    await tick();
    expect(player.getSnapshot()).toMatchObject({ bundle: { version: 5 }, alert: { id: 'a1' } });

    // Back again, showing the server's bundle: the stream is told which, so it need not send it
    // again. The bundle kept from before the page loaded was never confirmed: not told.
    server.drop();
    await tick(1500);
    const streams = server.calls.filter((call) => call.path === '/stream');
    expect(streams.map((call) => call.headers[SHOWN_BUNDLE_HEADER])).toEqual([
      undefined,
      undefined,
      undefined,
      'b5:5',
    ]);
    expect(player.getSnapshot().live).toBe(true);

    // Past the quick period of an outage, each attempt asks /me first again.
    server.down = true;
    server.drop();
    await tick(STREAM_QUICK_RETRY_PERIOD_MS - 1000);
    expect(server.count('/me')).toBe(1);
    await tick(2000);
    expect(server.count('/me')).toBe(2);
  });

  it('pairs afresh when the stream refuses its secret after a drop', async () => {
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    server.routes.set('/pair', () =>
      json({
        player_id: 'p2',
        pairing_code: 'NEW234',
        pairing_expires_at: expiresIn(900_000),
        device_secret: 'fresh',
      }),
    );
    const { state, storage } = memoryStorage({ secret: 's', bundle: bundle(4) });
    const player = startPlayer(storage);
    await tick();
    expect(player.getSnapshot().live).toBe(true);

    // The server lost the player meanwhile (its database restored from a backup).
    server.routes.set('/stream', (call) =>
      call.headers[DEVICE_SECRET_HEADER] === 's'
        ? json(null, 401)
        : new Response(new ReadableStream<Uint8Array>({ start: (c) => void server.streams.push(c) }), {
            status: 200,
            headers: { 'content-type': 'text/event-stream' },
          }),
    );
    server.drop();
    await tick(1500);
    expect(state.secret).toBe('fresh');
    expect(state.bundle).toBeNull();
    expect(player.getSnapshot()).toMatchObject({ phase: 'pairing', pairingCode: 'NEW234', live: true });
  });

  it('leaves a silent stream where fetch ignores the abort signal (old engines, polyfilled AbortController)', async () => {
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    // A stream whose fetch never hears of the abort: only cancelling the read can end it.
    const cancelled: unknown[] = [];
    server.routes.set('/stream', () => {
      const body = new ReadableStream<Uint8Array>({
        start: (c) => void server.streams.push(c),
        cancel: (reason) => void cancelled.push(reason),
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    const { storage } = memoryStorage({ secret: 's' });
    const player = startPlayer(storage);
    await tick();
    expect(server.count('/stream')).toBe(1);
    expect(player.getSnapshot().live).toBe(true);

    await tick(STREAM_SILENCE_MS + 10);
    expect(cancelled).toHaveLength(1);
    expect(player.getSnapshot().live).toBe(false);
    await tick(1500);
    expect(server.count('/stream')).toBe(2);
  });

  it('does not keep a bundle whose offline mode is off', async () => {
    server.routes.set('/me', () =>
      json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
    );
    const { state, storage } = memoryStorage({ secret: 's' });
    const player = startPlayer(storage);
    await tick();
    server.send('bundle', {
      type: 'bundle',
      bundle: bundle(8, { bundle_settings: { auto_refresh: true, offline_mode: false } }),
    });
    await tick();
    expect(player.getSnapshot().bundle?.version).toBe(8);
    expect(state.bundle).toBeNull();
  });

  describe('with auto_refresh off', () => {
    const manual = (version: number, fields: Partial<PublishedBundle> = {}) =>
      bundle(version, { bundle_settings: { auto_refresh: false, offline_mode: true }, ...fields });
    const linkedMe = () =>
      server.routes.set('/me', () =>
        json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
      );

    it('keeps the directory it shows and takes a newer publish at local midnight', async () => {
      linkedMe();
      const { state, storage } = memoryStorage({ secret: 's' });
      const onBundle = vi.fn();
      const player = startPlayer(storage, onBundle);
      await tick();
      // The first bundle after loading is always shown.
      server.send('bundle', { type: 'bundle', bundle: manual(1) });
      await tick();
      expect(player.getSnapshot().bundle?.version).toBe(1);

      server.send('bundle', { type: 'bundle', bundle: manual(2) });
      await tick();
      expect(player.getSnapshot().bundle?.version).toBe(1);
      expect(state.bundle?.version).toBe(1);

      // A reconnect is no reload: the stream's current bundle stays held back too.
      server.drop();
      await tick(1500);
      expect(player.getSnapshot().live).toBe(true);
      server.send('bundle', { type: 'bundle', bundle: manual(2) });
      await tick();
      expect(player.getSnapshot().bundle?.version).toBe(1);

      await tick(msUntilNextLocalMidnight(new Date()) - 1000);
      expect(player.getSnapshot().bundle?.version).toBe(1);
      await tick(2000);
      expect(player.getSnapshot()).toMatchObject({ phase: 'showing', bundle: { version: 2 } });
      expect(state.bundle?.version).toBe(2);
      expect(onBundle).toHaveBeenCalledTimes(2);
    });

    it('shows the newest publish when the page is loaded again', async () => {
      linkedMe();
      const { storage } = memoryStorage({ secret: 's', bundle: manual(1) });
      const player = startPlayer(storage);
      await tick();
      expect(player.getSnapshot().bundle?.version).toBe(1);
      server.send('bundle', { type: 'bundle', bundle: manual(2) });
      await tick();
      expect(player.getSnapshot().bundle?.version).toBe(2);
    });

    it('holds back after the server confirmed the kept directory on loading', async () => {
      linkedMe();
      const { storage } = memoryStorage({ secret: 's', bundle: manual(1) });
      const player = startPlayer(storage);
      await tick();
      server.send('bundle', { type: 'bundle', bundle: manual(1) });
      server.send('bundle', { type: 'bundle', bundle: manual(2) });
      await tick();
      expect(player.getSnapshot().bundle?.version).toBe(1);
    });

    it('shows at once a publish with auto_refresh on, and forgets the one held back', async () => {
      linkedMe();
      const { storage } = memoryStorage({ secret: 's' });
      const player = startPlayer(storage);
      await tick();
      server.send('bundle', { type: 'bundle', bundle: manual(1) });
      server.send('bundle', { type: 'bundle', bundle: manual(2) });
      await tick();
      expect(player.getSnapshot().bundle?.version).toBe(1);
      server.send('bundle', { type: 'bundle', bundle: bundle(3) });
      await tick();
      expect(player.getSnapshot().bundle?.version).toBe(3);
      await tick(msUntilNextLocalMidnight(new Date()) + 1000);
      expect(player.getSnapshot().bundle?.version).toBe(3);
    });

    it('still clears at once, and a held-back bundle goes with it', async () => {
      linkedMe();
      const { storage } = memoryStorage({ secret: 's' });
      const player = startPlayer(storage);
      await tick();
      server.send('bundle', { type: 'bundle', bundle: manual(1) });
      server.send('bundle', { type: 'bundle', bundle: manual(2) });
      server.send('cleared', { type: 'cleared' });
      await tick();
      expect(player.getSnapshot().phase).toBe('waiting');
      await tick(msUntilNextLocalMidnight(new Date()) + 1000);
      expect(player.getSnapshot().phase).toBe('waiting');
    });

    it('polls with the version it holds back, not the one it shows', async () => {
      linkedMe();
      const polls: Call[] = [];
      server.routes.set('/bundle', (call) => {
        polls.push(call);
        return new Response(null, { status: 304 });
      });
      const { storage } = memoryStorage({ secret: 's' });
      const player = startPlayer(storage);
      await tick();
      server.send('bundle', { type: 'bundle', bundle: manual(1) });
      server.send('bundle', { type: 'bundle', bundle: manual(2) });
      await tick();
      server.routes.set('/stream', () => json(null, 503));
      server.drop();
      await tick(BUNDLE_POLL_INTERVAL_MS);
      expect(polls[0]?.headers['if-none-match']).toBe('"2"');
      expect(player.getSnapshot().bundle?.version).toBe(1);
    });
  });

  it('says the server cannot be reached when it has nothing to show', async () => {
    server.down = true;
    const { storage } = memoryStorage();
    const player = startPlayer(storage);
    await tick();
    expect(player.getSnapshot().phase).toBe('unreachable');
  });

  describe('reports', () => {
    const linked = () =>
      server.routes.set('/me', () =>
        json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1' }),
      );
    const reports = () =>
      server.calls
        .filter((call) => call.path === '/report')
        .map((call) => JSON.parse(call.body ?? 'null') as PlayerReport);

    it('reports on start, and the version on screen only once the app says it was drawn', async () => {
      linked();
      server.routes.set('/report', () => json(null));
      const { storage } = memoryStorage({ secret: 's' });
      const player = startPlayer(storage, undefined, { reloadReason: () => 'stream-stalled', legacy: true });
      await tick();
      expect(reports()).toEqual([
        {
          shown_version: null,
          uptime_s: 0,
          last_reload_reason: 'stream-stalled',
          legacy: true,
          shown_alert_id: null,
          asleep: false,
          shown_notice_ids: [],
        },
      ]);
      expect(server.calls.find((call) => call.path === '/report')?.headers[DEVICE_SECRET_HEADER]).toBe('s');

      server.send('bundle', { type: 'bundle', bundle: bundle(7) });
      await tick(3000);
      // Arrived, not yet drawn: no receipt.
      expect(player.getSnapshot().bundle?.version).toBe(7);
      expect(reports()).toHaveLength(1);

      player.shown(bundle(7));
      await tick();
      expect(reports().at(-1)).toEqual({
        shown_version: 7,
        uptime_s: 3,
        last_reload_reason: 'stream-stalled',
        legacy: true,
        shown_alert_id: null,
        asleep: false,
        shown_notice_ids: [],
      });
      // The same picture drawn again (a re-render) is no news.
      player.shown(bundle(7));
      await tick();
      expect(reports()).toHaveLength(2);

      // And every few minutes, with the uptime.
      await tick(PLAYER_REPORT_INTERVAL_MS);
      expect(reports()).toHaveLength(3);
      expect(reports().at(-1)).toMatchObject({
        shown_version: 7,
        uptime_s: 3 + PLAYER_REPORT_INTERVAL_MS / 1000,
      });
    });

    it('sends a receipt that could not be delivered again when the server is back', async () => {
      linked();
      let reachable = false;
      server.routes.set('/report', () => (reachable ? json(null) : json(null, 503)));
      const { storage } = memoryStorage({ secret: 's', bundle: bundle(4) });
      const player = startPlayer(storage);
      await tick();
      player.shown(bundle(4));
      await tick();
      expect(reports().map((r) => r.shown_version)).toEqual([null, 4]);

      reachable = true;
      server.drop();
      await tick(1500);
      expect(reports().map((r) => r.shown_version)).toEqual([null, 4, 4]);
      expect(player.getSnapshot().live).toBe(true);
      // Delivered: a further reconnect sends nothing new.
      server.drop();
      await tick(1500);
      expect(reports()).toHaveLength(3);
    });

    it('tells the watchdog since when the stream is down', async () => {
      linked();
      const { storage } = memoryStorage({ secret: 's' });
      const player = startPlayer(storage);
      expect(player.streamDownSince()).toBe(NOW);
      await tick();
      expect(player.streamDownSince()).toBeNull();
      await tick(5000);
      server.drop();
      await tick();
      expect(player.streamDownSince()).toBe(NOW + 5000);
    });
  });

  describe('emergency alerts', () => {
    const evacuate = { id: 'a1', title: 'Evacuate the building', text: 'Leave now.', tone: 'danger' };
    const linked = (alert: unknown) =>
      server.routes.set('/me', () =>
        json({ player_id: 'p1', pairing_code: 'ABC234', pairing_expires_at: null, device_id: 'd1', alert }),
      );

    it('shows an alert from the stream over the directory, keeps it, and ends it when told', async () => {
      linked(null);
      server.routes.set('/report', () => json(null));
      const { state, storage } = memoryStorage({ secret: 's', bundle: bundle(2) });
      const player = startPlayer(storage);
      await tick();
      server.send('alert', { type: 'alert', alert: { ...evacuate, expires_in_ms: 3_600_000 } });
      await tick();
      expect(player.getSnapshot()).toMatchObject({
        phase: 'showing',
        alert: { id: 'a1', title: evacuate.title },
      });
      expect(state.alert).toEqual({
        alert: { ...evacuate, expires_in_ms: 3_600_000 },
        until: NOW + 3_600_000,
      });

      // The receipt once drawn.
      player.alertShown('a1');
      await tick();
      const reports = server.calls.filter((call) => call.path === '/report');
      expect(JSON.parse(reports.at(-1)?.body ?? '{}')).toMatchObject({ shown_alert_id: 'a1' });

      server.send('alert', { type: 'alert', alert: null });
      await tick();
      expect(player.getSnapshot().alert).toBeNull();
      expect(state.alert).toBeNull();
    });

    it('survives a reload without network until it expires, counted on the screen from when it arrived', async () => {
      server.down = true;
      const kept: KeptAlert = {
        alert: { ...evacuate, tone: 'danger', expires_in_ms: 600_000 },
        until: NOW + 120_000,
      } as KeptAlert;
      const { state, storage } = memoryStorage({ secret: 's', bundle: bundle(2), alert: kept });
      const player = startPlayer(storage);
      expect(player.getSnapshot().alert?.id).toBe('a1');
      await tick(119_000);
      expect(player.getSnapshot().alert?.id).toBe('a1');
      await tick(2000);
      expect(player.getSnapshot().alert).toBeNull();
      expect(state.alert).toBeNull();
      expect(player.getSnapshot().phase).toBe('showing');
    });

    it('drops a kept alert the server says has ended while the screen was away', async () => {
      linked(null);
      const kept = {
        alert: { ...evacuate, tone: 'danger', expires_in_ms: 600_000 },
        until: NOW + 600_000,
      } as KeptAlert;
      const { state, storage } = memoryStorage({ secret: 's', alert: kept });
      const player = startPlayer(storage);
      expect(player.getSnapshot().alert?.id).toBe('a1');
      await tick();
      expect(player.getSnapshot().alert).toBeNull();
      expect(state.alert).toBeNull();
    });

    it('takes the alert from /me when the stream cannot be opened', async () => {
      linked({ ...evacuate, expires_in_ms: 60_000 });
      server.routes.set('/stream', () => json(null, 502));
      const { storage } = memoryStorage({ secret: 's' });
      const player = startPlayer(storage);
      await tick();
      expect(player.getSnapshot().alert?.title).toBe(evacuate.title);
    });
  });

  describe('opening hours (docs/decisions/schedules.md SCH-6)', () => {
    const MINUTE = 60_000;
    /** The TV's clock is 7 minutes slow: the server's time is NOW + 7 min. */
    const SERVER = NOW + 7 * MINUTE;
    /** `/me` with these windows and the server's clock, 7 minutes ahead of the TV's. */
    const linked = (windows: unknown) =>
      server.routes.set('/me', () =>
        json({
          player_id: 'p1',
          pairing_code: 'ABC234',
          pairing_expires_at: null,
          device_id: 'd1',
          schedule: windows === undefined ? undefined : { windows, server_time: Date.now() + 7 * MINUTE },
        }),
      );
    const asleepReports = () =>
      server.calls
        .filter((call) => call.path === '/report')
        .map((call) => (JSON.parse(call.body ?? 'null') as PlayerReport).asleep);

    it('sleeps outside the windows by the server’s clock, wakes and sleeps at the boundaries, and reports it', async () => {
      linked([{ start: SERVER + MINUTE, end: SERVER + 2 * MINUTE }]);
      server.routes.set('/report', () => json(null));
      const { storage } = memoryStorage({ secret: 's', bundle: bundle(2) });
      const player = startPlayer(storage);
      await tick();
      expect(player.getSnapshot()).toMatchObject({ asleep: true, phase: 'showing' });
      expect(asleepReports().at(-1)).toBe(true);

      // By the TV's own clock the window opened 6 minutes ago; by the server's it opens in one.
      await tick(MINUTE - 1);
      expect(player.getSnapshot().asleep).toBe(true);
      await tick(1);
      expect(player.getSnapshot().asleep).toBe(false);
      expect(asleepReports().at(-1)).toBe(false);

      // Offline, the kept windows still put it to sleep at the end.
      server.down = true;
      server.drop();
      await tick(MINUTE);
      expect(player.getSnapshot()).toMatchObject({ asleep: true, live: false });
      // The windows ran out: it stays asleep, without a timer of its own.
      await tick(10 * MINUTE);
      expect(player.getSnapshot().asleep).toBe(true);
    });

    it('takes new windows from the stream: none is always on', async () => {
      linked([]);
      const { storage } = memoryStorage({ secret: 's', bundle: bundle(2) });
      const player = startPlayer(storage);
      await tick();
      expect(player.getSnapshot().asleep).toBe(true);

      server.send('schedule', { type: 'schedule', schedule: { windows: null, server_time: SERVER } });
      await tick();
      expect(player.getSnapshot().asleep).toBe(false);
      server.send('schedule', {
        type: 'schedule',
        schedule: { windows: [{ start: SERVER + 10_000, end: SERVER + 20_000 }], server_time: SERVER },
      });
      await tick();
      expect(player.getSnapshot().asleep).toBe(true);
      await tick(10_000);
      expect(player.getSnapshot().asleep).toBe(false);
      await tick(10_000);
      expect(player.getSnapshot().asleep).toBe(true);
    });

    it('keeps the hours and the offset for a reload without network', async () => {
      linked([{ start: SERVER + MINUTE, end: SERVER + 2 * MINUTE }]);
      const { state, storage } = memoryStorage({ secret: 's', bundle: bundle(2) });
      startPlayer(storage);
      await tick();
      expect(state.schedule).toEqual({
        windows: [{ start: SERVER + MINUTE, end: SERVER + 2 * MINUTE }],
        offset: 7 * MINUTE,
        notices: [],
      });
      controller?.stop();

      // Reloaded offline: asleep at once, awake on time by the server's clock.
      server.down = true;
      const player = startPlayer(storage);
      expect(player.getSnapshot().asleep).toBe(true);
      await tick(MINUTE);
      expect(player.getSnapshot()).toMatchObject({ asleep: false, phase: 'showing' });
    });

    /** A notice of the tests below, shown in `windows` (server time). */
    const notice = (id: string, windows: { start: number; end: number }[], title = `Notice ${id}`) => ({
      id,
      title,
      text: '',
      image_url: '',
      tone: 'info' as const,
      windows,
    });
    const noticeIds = (player: PlayerController) => player.getSnapshot().notices.map((shown) => shown.id);

    it('shows each notice in its windows by the server’s clock, offline too, with one timer to the next change', async () => {
      linked(undefined);
      const { storage } = memoryStorage({ secret: 's', bundle: bundle(2) });
      const player = startPlayer(storage);
      await tick();
      // The server's clock is 7 minutes ahead of the TV's (SERVER is its time).
      server.send('schedule', {
        type: 'schedule',
        schedule: {
          windows: null,
          server_time: SERVER,
          notices: [
            notice('lifts', [{ start: SERVER + MINUTE, end: SERVER + 3 * MINUTE }]),
            notice('party', [{ start: SERVER + 2 * MINUTE, end: SERVER + 4 * MINUTE }]),
          ],
        },
      });
      await tick();
      expect(noticeIds(player)).toEqual([]);
      await tick(MINUTE - 1);
      expect(noticeIds(player)).toEqual([]);
      await tick(1);
      expect(noticeIds(player)).toEqual(['lifts']);
      // The network goes: the kept windows still change the screen at the boundaries.
      server.down = true;
      server.drop();
      await tick(MINUTE);
      expect(noticeIds(player)).toEqual(['lifts', 'party']);
      await tick(MINUTE);
      expect(noticeIds(player)).toEqual(['party']);
      await tick(MINUTE);
      expect(noticeIds(player)).toEqual([]);
      // Nothing left to change: the notices are not drawn again while time passes.
      const after = player.getSnapshot().notices;
      await tick(60 * MINUTE);
      expect(player.getSnapshot().notices).toBe(after);
    });

    it('takes an edited or ended notice from the stream at once, and keeps notices for a reload', async () => {
      linked(undefined);
      const { state, storage } = memoryStorage({ secret: 's', bundle: bundle(2) });
      const player = startPlayer(storage);
      await tick();
      const running = [{ start: SERVER - MINUTE, end: SERVER + 60 * MINUTE }];
      const send = (notices: unknown[]) =>
        server.send('schedule', {
          type: 'schedule',
          schedule: { windows: null, server_time: SERVER, notices },
        });
      send([notice('lifts', running)]);
      await tick();
      expect(player.getSnapshot().notices.map((shown) => shown.title)).toEqual(['Notice lifts']);
      send([notice('lifts', running, 'Lifts serviced Saturday')]);
      await tick();
      expect(player.getSnapshot().notices.map((shown) => shown.title)).toEqual(['Lifts serviced Saturday']);
      expect(state.schedule?.notices?.map((kept) => kept.id)).toEqual(['lifts']);
      send([]);
      await tick();
      expect(noticeIds(player)).toEqual([]);

      send([notice('lifts', running)]);
      await tick();
      controller?.stop();
      server.down = true;
      const reloaded = startPlayer(storage);
      expect(noticeIds(reloaded)).toEqual(['lifts']);
    });

    it('takes one changed notice alone: added, changed in place, removed; the hours and other notices stay, and it reports what it shows', async () => {
      linked([{ start: SERVER - MINUTE, end: SERVER + 60 * MINUTE }]);
      server.routes.set('/report', () => json(null));
      const { state, storage } = memoryStorage({ secret: 's', bundle: bundle(2) });
      const player = startPlayer(storage);
      await tick();
      const running = [{ start: SERVER - MINUTE, end: SERVER + 60 * MINUTE }];
      server.send('schedule', {
        type: 'schedule',
        schedule: {
          windows: running,
          server_time: SERVER,
          notices: [notice('lifts', running), notice('party', running)],
        },
      });
      await tick();
      expect(noticeIds(player)).toEqual(['lifts', 'party']);

      server.send('notice', { type: 'notice', id: 'drill', notice: notice('drill', running) });
      await tick();
      expect(noticeIds(player)).toEqual(['lifts', 'party', 'drill']);
      server.send('notice', {
        type: 'notice',
        id: 'lifts',
        notice: notice('lifts', running, 'Lifts back on Monday'),
      });
      await tick();
      expect(player.getSnapshot().notices.map((shown) => shown.title)).toEqual([
        'Lifts back on Monday',
        'Notice party',
        'Notice drill',
      ]);
      server.send('notice', { type: 'notice', id: 'party', notice: null });
      await tick();
      expect(noticeIds(player)).toEqual(['lifts', 'drill']);
      expect(player.getSnapshot().asleep).toBe(false);
      expect(state.schedule?.notices?.map((kept) => kept.id)).toEqual(['lifts', 'drill']);
      const reported = server.calls
        .filter((call) => call.path === '/report')
        .map((call) => (JSON.parse(call.body ?? 'null') as PlayerReport).shown_notice_ids);
      expect(reported.at(-1)).toEqual(['lifts', 'drill']);
    });

    it('is always on without hours from the server', async () => {
      linked(undefined);
      const { storage } = memoryStorage({ secret: 's', bundle: bundle(2) });
      const player = startPlayer(storage);
      await tick();
      expect(player.getSnapshot().asleep).toBe(false);
    });
  });
});

describe('reconnectDelay (docs/decisions/player.md PLY-3)', () => {
  it('keeps retries between a quarter and one and a quarter of the hint for the first 30 s', () => {
    for (const random of [0, 0.5, 0.999]) {
      for (const downFor of [0, 10_000, STREAM_QUICK_RETRY_PERIOD_MS - 1]) {
        const delay = reconnectDelay(downFor, 0, 2000, random);
        expect(delay).toBeGreaterThanOrEqual(500);
        expect(delay).toBeLessThanOrEqual(2500);
      }
    }
  });

  it('spreads a thousand screens: no second of the quick window takes more than a third of them', () => {
    const delays = Array.from({ length: 1000 }, (_, i) => reconnectDelay(0, 0, 2000, i / 1000));
    const perSecond = new Map<number, number>();
    for (const delay of delays)
      perSecond.set(Math.floor(delay / 1000), (perSecond.get(Math.floor(delay / 1000)) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(500);
  });

  it('doubles after the quick period, up to the ceiling', () => {
    const after = STREAM_QUICK_RETRY_PERIOD_MS;
    // Three quarters of 4 s, 8 s, 16 s, then of the 30 s ceiling.
    expect([0, 1, 2, 3, 4, 10].map((n) => reconnectDelay(after, n, 2000, 0.5))).toEqual([
      3000, 6000, 12000, 22500, 22500, 22500,
    ]);
    expect(reconnectDelay(after, 0, 2000, 0)).toBe(2000);
  });
});
