import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkBrowser,
  checkClock,
  checkJavaScript,
  checkLiveUpdates,
  checkOfflineCache,
  checkScreen,
  checkStorage,
  checkWakeLock,
  describeBrowser,
  formatDuration,
  localChecks,
  parseUserAgent,
  probeServer,
  SERVER_TIMEOUT_MS,
  serverChecks,
  verdictOf,
  type CheckResult,
  type ScreenEnvironment,
} from './screen-check';

const UA = {
  webos4:
    'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager',
  webos5:
    'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.106 Safari/537.36 WebAppManager',
  webos6:
    'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager',
  webos3:
    'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) QtWebEngine/5.2.1 Chrome/38.0.2125.122 Safari/537.36 WebAppManager',
  webos2:
    'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/538.2 (KHTML, like Gecko) Large Screen WebAppManager Safari/538.2',
  tizen3:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 3.0) AppleWebKit/538.1 (KHTML, like Gecko) Version/3.0 TV Safari/538.1',
  tizen4:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 TV Safari/537.36',
  tizen5:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Version/5.0 TV Chrome/63.0.3239.84 Safari/537.36',
  tizen55:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.5) AppleWebKit/537.36 (KHTML, like Gecko) 69.0.3497.106.1/5.5 TV Safari/537.36',
  tizen6:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
  tizen24:
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 2.4.0) AppleWebKit/538.1 (KHTML, like Gecko) Version/2.4.0 TV Safari/538.1',
  fireTvSilk:
    'Mozilla/5.0 (Linux; Android 9; AFTSSS) AppleWebKit/537.36 (KHTML, like Gecko) Silk/112.4.1 like Chrome/112.0.5615.213 Safari/537.36',
  fireTvKiosk:
    'Mozilla/5.0 (Linux; Android 7.1.2; AFTMM Build/NS6297; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/70.0.3538.110 Mobile Safari/537.36',
  shield:
    'Mozilla/5.0 (Linux; Android 11; SHIELD Android TV Build/RQ1A.210105.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36',
  raspbian:
    'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Raspbian Chromium/78.0.3904.108 Chrome/78.0.3904.108 Safari/537.36',
  raspberryPiOs:
    'Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  oldFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:52.0) Gecko/20100101 Firefox/52.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('parseUserAgent', () => {
  it.each([
    [UA.webos4, 'Chromium 53 (Blink) · LG webOS 4'],
    [UA.webos5, 'Chromium 68 (Blink) · LG webOS 5'],
    [UA.webos6, 'Chromium 79 (Blink) · LG webOS 6'],
    [UA.webos3, 'Chromium 38 (Blink) · LG webOS 3'],
    [UA.webos2, 'LG TV browser (WebKit) · LG webOS'],
    [UA.tizen3, 'Chromium 47 (Blink) · Samsung Tizen 3.0'],
    [UA.tizen4, 'Chromium 56 (Blink) · Samsung Tizen 4.0'],
    [UA.tizen5, 'Chromium 63 (Blink) · Samsung Tizen 5.0'],
    [UA.tizen55, 'Chromium 69 (Blink) · Samsung Tizen 5.5'],
    [UA.tizen6, 'Chromium 76 (Blink) · Samsung Tizen 6.0'],
    [UA.tizen24, 'Samsung TV browser (WebKit) · Samsung Tizen 2.4'],
    [UA.fireTvSilk, 'Silk 112 (Blink) · Fire TV'],
    [UA.fireTvKiosk, 'Android WebView 70 (Blink) · Fire TV'],
    [UA.shield, 'Android WebView 108 (Blink) · Android TV'],
    [UA.raspbian, 'Chromium 78 (Blink) · Raspberry Pi'],
    [UA.raspberryPiOs, 'Chrome 126 (Blink) · Linux on ARM'],
    [UA.headless, 'Chrome 131 (Blink) · Linux'],
    [UA.firefox, 'Firefox 128 (Gecko) · Windows'],
    [UA.safari, 'Safari 17 (WebKit) · macOS'],
    ['Something/1.0', 'Unknown browser'],
  ])('%s', (ua, described) => {
    expect(describeBrowser(parseUserAgent(ua))).toBe(described);
  });

  it('knows the Chromium under a Fire TV browser that names itself otherwise', () => {
    expect(parseUserAgent(UA.fireTvSilk)).toMatchObject({ name: 'Silk', chromium: 112, engine: 'Blink' });
  });
});

describe('checkBrowser', () => {
  it.each([UA.webos4, UA.tizen4, UA.fireTvKiosk, UA.raspbian, UA.firefox, UA.safari])(
    'passes a supported browser: %s',
    (ua) => {
      expect(checkBrowser(parseUserAgent(ua)).status).toBe('pass');
    },
  );

  it.each([UA.webos3, UA.webos2, UA.tizen3, UA.tizen24])(
    'fails a TV browser older than Chrome 53: %s',
    (ua) => {
      const result = checkBrowser(parseUserAgent(ua));
      expect(result.status).toBe('fail');
      expect(result.problem).toBe('browser older than Chrome 53');
    },
  );

  it('warns about a browser it cannot place, leaving the decision to the other checks', () => {
    expect(checkBrowser(parseUserAgent('Something/1.0')).status).toBe('warn');
    expect(checkBrowser(parseUserAgent(UA.oldFirefox)).status).toBe('warn');
  });
});

/** A storage that refuses writes beyond `quota` characters, as a full localStorage does. */
function memoryStorage(quota = Infinity): Storage {
  const items = new Map<string, string>();
  const used = () => [...items.values()].reduce((sum, value) => sum + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (used() - (items.get(key)?.length ?? 0) + value.length > quota) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      items.set(key, String(value));
    },
  };
}

const NOW = Date.parse('2025-03-04T10:00:00Z');

function healthAnswer(serverTime: number, init: ResponseInit = {}): Response {
  return new Response(
    JSON.stringify({
      success: true,
      data: { status: 'ok', server_time: new Date(serverTime).toISOString() },
    }),
    { status: 200, headers: { 'content-type': 'application/json' }, ...init },
  );
}

const modernGlobals: Record<string, unknown> = {
  Promise,
  Map,
  Set,
  WeakMap,
  Symbol,
  Object,
  Array,
  URL,
  Intl,
  TextDecoder,
  AbortController,
  ReadableStream,
  requestAnimationFrame: () => 0,
  fetch: () => undefined,
  caches: {},
};

function environment(overrides: Partial<ScreenEnvironment> = {}): ScreenEnvironment {
  return {
    userAgent: UA.webos6,
    globals: modernGlobals,
    navigator: { serviceWorker: {}, wakeLock: {} },
    protocol: 'https:',
    hostname: 'foyer.example.com',
    secureContext: true,
    viewport: { width: 1920, height: 1080 },
    screen: { width: 1920, height: 1080 },
    pixelRatio: 1,
    storage: () => memoryStorage(),
    fetch: () => Promise.resolve(healthAnswer(NOW)),
    now: () => NOW,
    legacyBuild: false,
    ...overrides,
  };
}

function withoutGlobal(name: string): Record<string, unknown> {
  const copy = { ...modernGlobals };
  delete copy[name];
  return copy;
}

describe('checkJavaScript', () => {
  it('passes and names the build that runs', () => {
    expect(checkJavaScript(environment())).toMatchObject({ status: 'pass', detail: 'Modern build' });
    expect(checkJavaScript(environment({ legacyBuild: true }))).toMatchObject({
      status: 'pass',
      detail: 'Compatible build for older browsers',
    });
  });

  it('fails naming an API the player calls that is neither built in nor polyfilled', () => {
    const result = checkJavaScript(
      environment({ legacyBuild: true, globals: withoutGlobal('AbortController') }),
    );
    expect(result).toMatchObject({
      status: 'fail',
      detail: 'Compatible build for older browsers, missing AbortController',
      problem: 'missing AbortController',
    });
  });
});

describe('probeServer and the server checks', () => {
  afterEach(() => vi.useRealTimers());

  it('reaches the server, reads the body as a stream and finds the clocks in step', async () => {
    const [live, server, clock] = await serverChecks(environment());
    expect(live).toMatchObject({ status: 'pass', detail: 'Streaming fetch works' });
    expect(server).toMatchObject({ status: 'pass', detail: 'Reached in 1 ms' });
    expect(clock).toMatchObject({ status: 'pass', detail: 'Matches the server' });
  });

  it('warns when the clock is more than 30 s off', async () => {
    const env = environment({ fetch: () => Promise.resolve(healthAnswer(NOW - 130_000)) });
    const [, , clock] = await serverChecks(env);
    expect(clock).toMatchObject({ status: 'warn', detail: 'Clock is 2 min 10 s ahead of the server' });
  });

  it('fails when the clock is more than 5 minutes off, naming it in the verdict', async () => {
    const env = environment({ fetch: () => Promise.resolve(healthAnswer(NOW + 7 * 60_000)) });
    const results = [...localChecks(env), ...(await serverChecks(env))];
    expect(results.find((r) => r.id === 'clock')).toMatchObject({
      status: 'fail',
      detail: 'Clock is 7 min behind the server',
    });
    expect(verdictOf(results).text).toBe('This screen cannot run Foyer: clock 7 min behind the server');
  });

  it('measures against the middle of the round trip', async () => {
    let now = NOW;
    const env = environment({
      now: () => now,
      fetch: () => {
        now += 4000;
        return Promise.resolve(healthAnswer(NOW + 2000));
      },
    });
    expect((await probeServer(env)).skewMs).toBe(0);
  });

  it('falls back to the Date header of a server that does not state its time', async () => {
    const answer = new Response('{"success":true,"data":{"status":"ok"}}', {
      headers: { date: new Date(NOW - 45_000).toUTCString() },
    });
    const probe = await probeServer(environment({ fetch: () => Promise.resolve(answer) }));
    expect(probe.skewMs).toBe(44_500);
    expect(checkClock(probe).detail).toBe('Clock is 45 s ahead of the server');
  });

  it('fails the server and leaves the clock unknown when nothing answers', async () => {
    const env = environment({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const [, server, clock] = await serverChecks(env);
    expect(server).toMatchObject({ status: 'fail', detail: 'Cannot reach the Foyer server' });
    expect(clock?.status).toBe('warn');
  });

  it('gives up on a server that never answers', async () => {
    vi.useFakeTimers();
    const pending = serverChecks(environment({ fetch: () => new Promise<Response>(() => undefined) }));
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    const [, server] = await pending;
    expect(server).toMatchObject({ status: 'fail', detail: 'No answer within 10 s' });
  });

  it('fails a server that answers with an error', async () => {
    const env = environment({ fetch: () => Promise.resolve(new Response('{}', { status: 500 })) });
    const [, server] = await serverChecks(env);
    expect(server).toMatchObject({ status: 'fail', problem: 'server error 500' });
  });

  it('fails live updates when a response cannot be read as a stream', async () => {
    const unstreamed = {
      status: 200,
      body: null,
      headers: new Headers(),
      text: () => Promise.resolve(JSON.stringify({ data: { server_time: new Date(NOW).toISOString() } })),
    } as unknown as Response;
    const env = environment({ fetch: () => Promise.resolve(unstreamed) });
    const [live, server, clock] = await serverChecks(env);
    expect(live).toMatchObject({ status: 'fail', problem: 'no streaming fetch for live updates' });
    expect(server?.status).toBe('pass');
    expect(clock?.status).toBe('pass');
  });

  it('judges live updates by the APIs when the server could not be asked', () => {
    expect(checkLiveUpdates(environment(), null).status).toBe('pass');
    expect(checkLiveUpdates(environment({ globals: withoutGlobal('ReadableStream') }), null).status).toBe(
      'fail',
    );
    expect(checkLiveUpdates(environment({ globals: withoutGlobal('fetch') }), null).detail).toBe('No fetch');
  });
});

describe('checkStorage', () => {
  it('passes when a directory-sized value fits, and leaves nothing behind', () => {
    const store = memoryStorage();
    expect(checkStorage(environment({ storage: () => store })).status).toBe('pass');
    expect(store.length).toBe(0);
  });

  it('warns when less than 1 MB is free', () => {
    const result = checkStorage(environment({ storage: () => memoryStorage(500_000) }));
    expect(result).toMatchObject({ status: 'warn', detail: 'Less than 1 MB free' });
  });

  it('fails when localStorage is blocked, since the pairing would be lost on restart', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(checkStorage(environment({ storage: blocked }))).toMatchObject({
      status: 'fail',
      problem: 'no localStorage',
    });
    expect(checkStorage(environment({ storage: () => memoryStorage(0) })).status).toBe('fail');
  });
});

describe('checkOfflineCache', () => {
  it('passes over https with a service worker and Cache Storage', () => {
    expect(checkOfflineCache(environment())).toMatchObject({
      status: 'pass',
      detail: 'Service worker ready over HTTPS',
    });
  });

  it('warns that the offline cache needs HTTPS on a plain-http address', () => {
    const env = environment({
      protocol: 'http:',
      hostname: '192.168.1.20',
      secureContext: false,
      globals: withoutGlobal('caches'),
      navigator: {},
    });
    expect(checkOfflineCache(env)).toMatchObject({ status: 'warn', detail: 'Offline cache needs HTTPS' });
  });

  it('counts localhost as secure in browsers without isSecureContext', () => {
    const env = environment({ protocol: 'http:', hostname: 'localhost', secureContext: undefined });
    expect(checkOfflineCache(env).status).toBe('pass');
  });

  it('warns on https when the browser has no service worker', () => {
    expect(checkOfflineCache(environment({ navigator: {} }))).toMatchObject({
      status: 'warn',
      detail: 'No service worker in this browser',
    });
  });
});

describe('checkWakeLock', () => {
  it('only warns without a Wake Lock', () => {
    expect(checkWakeLock(environment()).status).toBe('pass');
    expect(checkWakeLock(environment({ navigator: {} })).status).toBe('warn');
  });
});

describe('checkScreen', () => {
  it('states size and pixel ratio', () => {
    expect(checkScreen(environment())).toMatchObject({ status: 'pass', detail: '1920 × 1080 at 1×' });
    const retina = environment({
      viewport: { width: 960, height: 540 },
      screen: { width: 960, height: 540 },
      pixelRatio: 2,
    });
    expect(checkScreen(retina)).toMatchObject({
      status: 'pass',
      detail: '960 × 540 at 2× (1920 × 1080 pixels)',
    });
  });

  it('passes a portrait screen', () => {
    const portrait = environment({
      viewport: { width: 1080, height: 1920 },
      screen: { width: 1080, height: 1920 },
    });
    expect(checkScreen(portrait).status).toBe('pass');
  });

  it('warns below 1280 × 720', () => {
    const small = environment({
      viewport: { width: 1024, height: 576 },
      screen: { width: 1024, height: 576 },
    });
    expect(checkScreen(small).status).toBe('warn');
  });

  it('warns when the browser window does not fill the screen', () => {
    const windowed = environment({ viewport: { width: 1920, height: 960 } });
    expect(checkScreen(windowed)).toMatchObject({
      status: 'warn',
      detail: '1920 × 960 at 1×, screen 1920 × 1080',
    });
  });
});

describe('verdictOf', () => {
  const row = (status: CheckResult['status'], problem?: string): CheckResult => ({
    id: 'clock',
    name: 'Clock',
    status,
    detail: '',
    problem,
  });

  it('can run when nothing fails; warnings are counted, not failed', () => {
    expect(verdictOf([row('pass'), row('pass')])).toEqual({
      status: 'pass',
      text: 'This screen can run Foyer',
      warnings: 0,
    });
    expect(verdictOf([row('pass'), row('warn'), row('warn')])).toEqual({
      status: 'warn',
      text: 'This screen can run Foyer',
      warnings: 2,
    });
  });

  it('cannot run, listing what is missing', () => {
    const verdict = verdictOf([row('fail', 'no localStorage'), row('warn'), row('fail', 'server error 500')]);
    expect(verdict.text).toBe('This screen cannot run Foyer: no localStorage, server error 500');
  });

  it('passes a current TV with a good setup from end to end', async () => {
    const env = environment();
    expect(verdictOf([...localChecks(env), ...(await serverChecks(env))]).text).toBe(
      'This screen can run Foyer',
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [4_400, '4 s'],
    [130_000, '2 min 10 s'],
    [7 * 60_000, '7 min'],
    [3 * 3_600_000 + 5 * 60_000, '3 h 5 min'],
    [86_400_000, '1 day'],
    [2 * 86_400_000 + 4 * 3_600_000, '2 days 4 h'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
