/*
 * The checks of the screen check page (`/display/check`): what an installer needs to know about a
 * TV before leaving it in a lobby. Pure functions over an injected environment, so every verdict is
 * unit-tested without a TV. The page runs on Chrome 53 engines too: APIs newer than that are only
 * looked up, never called blindly.
 */

export type CheckStatus = 'pass' | 'warn' | 'fail';

export interface CheckResult {
  id: CheckId;
  name: string;
  status: CheckStatus;
  /** One short line: what was found ('Chrome 78 (Blink)', '1920 × 1080 at 1×'). */
  detail: string;
  /** For a warning or a failure: what it means or what to do about it. */
  hint?: string;
  /** For a failure: the words the verdict line uses for it. */
  problem?: string;
}

export type CheckId =
  'browser' | 'javascript' | 'live' | 'server' | 'clock' | 'storage' | 'offline' | 'screen' | 'wake';

/** The rows in the order the page shows them; `server`, `clock` and `live` wait for the server. */
export const CHECK_ORDER: readonly CheckId[] = [
  'browser',
  'javascript',
  'live',
  'server',
  'clock',
  'storage',
  'offline',
  'screen',
  'wake',
];

export const CHECK_NAMES: Record<CheckId, string> = {
  browser: 'Browser',
  javascript: 'JavaScript',
  live: 'Live updates',
  server: 'Foyer server',
  clock: 'Clock',
  storage: 'Local storage',
  offline: 'Offline cache',
  screen: 'Screen',
  wake: 'Keep awake',
};

/** What the checks read; `browserEnvironment()` in the page builds it from the real browser. */
export interface ScreenEnvironment {
  userAgent: string;
  /** The global object, looked up by name for the APIs the player uses. */
  globals: Record<string, unknown>;
  navigator: Record<string, unknown>;
  protocol: string;
  hostname: string;
  /** `window.isSecureContext` where the browser has it (Chrome 47+). */
  secureContext?: boolean;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  pixelRatio: number;
  /** localStorage; reading it throws in some private modes, hence a function. */
  storage: () => Storage | null;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  now: () => number;
  /** True in the legacy (nomodule) bundle built for older engines. */
  legacyBuild: boolean;
}

// ---------------------------------------------------------------------------------------------
// Browser and engine
// ---------------------------------------------------------------------------------------------

export type Engine = 'Blink' | 'WebKit' | 'Gecko';

export interface BrowserInfo {
  name: string;
  /** Major version of the browser as it names itself; null when the user agent does not say. */
  version: number | null;
  engine: Engine | null;
  /** The Chromium release a Blink engine corresponds to (the player's support is stated in those). */
  chromium: number | null;
  /** The device or system: 'LG webOS 5', 'Samsung Tizen 5.5', 'Fire TV', 'Raspberry Pi', 'Windows'. */
  device: string | null;
}

/** The oldest Chromium the player supports (LG webOS 4). */
export const MIN_CHROMIUM = 53;
/** The oldest Firefox and Safari whose fetch streams a response body, as the player reads it. */
const MIN_FIREFOX = 65;
const MIN_SAFARI = 11;

/** LG publishes one Chromium per webOS TV release; the user agent names only the Chromium. */
const WEBOS_BY_CHROMIUM: Record<number, string> = {
  38: '3',
  53: '4',
  68: '5',
  79: '6',
  87: '22',
  94: '23',
  108: '24',
};

/** Samsung's Tizen TV engines; Tizen 3.0–5.0 user agents name only the Tizen version. */
const CHROMIUM_BY_TIZEN: Record<string, number> = {
  '3.0': 47,
  '4.0': 56,
  '5.0': 63,
  '5.5': 69,
  '6.0': 76,
  '6.5': 85,
  '7.0': 94,
  '8.0': 108,
};

function major(ua: string, pattern: RegExp): number | null {
  const match = pattern.exec(ua);
  return match?.[1] ? Number(match[1]) : null;
}

function deviceOf(ua: string): string | null {
  if (/Android/.test(ua)) {
    if (/\bAFT[A-Z0-9]*\b/.test(ua)) return 'Fire TV';
    if (/Android TV|BRAVIA|SHIELD|MIBOX|Chromecast|Google ?TV|\bTV Build\b/i.test(ua)) return 'Android TV';
    return 'Android';
  }
  if (/Raspbian|Raspberry/i.test(ua)) return 'Raspberry Pi';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(ua)) return 'macOS';
  if (/Linux (armv7l|armv8l|aarch64)/.test(ua)) return 'Linux on ARM';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

/**
 * Browser, engine and device from a user agent string: enough to tell an installer what the TV
 * runs, including the TV platforms whose user agents hide the Chromium version.
 */
export function parseUserAgent(ua: string): BrowserInfo {
  const tizen = /Tizen (\d+(?:\.\d+)?)/.exec(ua);
  if (tizen?.[1]) {
    const version = tizen[1].includes('.') ? tizen[1] : `${tizen[1]}.0`;
    // Tizen 5.5+ writes the Chromium version bare ('69.0.3497.106.1/5.5 TV Safari').
    const chromium =
      major(ua, /Chrome\/(\d+)/) ??
      major(ua, /\b(\d{2,3})\.\d+\.\d+\.\d+(?:\.\d+)?\/[\d.]+ TV\b/) ??
      CHROMIUM_BY_TIZEN[version] ??
      null;
    return {
      name: chromium === null ? 'Samsung TV browser' : 'Chromium',
      version: chromium,
      engine: chromium === null ? 'WebKit' : 'Blink',
      chromium,
      device: `Samsung Tizen ${version}`,
    };
  }

  if (/Web0S|webOS|NetCast/i.test(ua)) {
    const chromium = major(ua, /Chrome\/(\d+)/);
    const release = chromium === null ? null : WEBOS_BY_CHROMIUM[chromium];
    return {
      name: chromium === null ? 'LG TV browser' : 'Chromium',
      version: chromium,
      engine: chromium === null ? 'WebKit' : 'Blink',
      chromium,
      device: release ? `LG webOS ${release}` : 'LG webOS',
    };
  }

  const device = deviceOf(ua);
  const firefox = major(ua, /Firefox\/(\d+)/);
  if (firefox !== null) return { name: 'Firefox', version: firefox, engine: 'Gecko', chromium: null, device };

  const chromium = major(ua, /(?:Chrome|Chromium|CriOS)\/(\d+)/);
  if (chromium !== null && !/CriOS/.test(ua)) {
    const named = (name: string, pattern: RegExp): BrowserInfo => ({
      name,
      version: major(ua, pattern) ?? chromium,
      engine: 'Blink',
      chromium,
      device,
    });
    if (/Edg\//.test(ua)) return named('Edge', /Edg\/(\d+)/);
    if (/OPR\//.test(ua)) return named('Opera', /OPR\/(\d+)/);
    if (/Silk\//.test(ua)) return named('Silk', /Silk\/(\d+)/);
    if (/SamsungBrowser\//.test(ua)) return named('Samsung Internet', /SamsungBrowser\/(\d+)/);
    if (/Android/.test(ua) && /; wv\)/.test(ua)) return named('Android WebView', /Chrome\/(\d+)/);
    if (/Chromium\//.test(ua)) return named('Chromium', /Chromium\/(\d+)/);
    return named('Chrome', /Chrome\/(\d+)/);
  }

  // Every iOS browser is WebKit underneath, Chrome for iOS included.
  if (/AppleWebKit/.test(ua) && /Safari|iPhone|iPad/.test(ua)) {
    const version = major(ua, /Version\/(\d+)/);
    const name = /CriOS/.test(ua) ? 'Chrome' : 'Safari';
    return {
      name,
      version: name === 'Safari' ? version : chromium,
      engine: 'WebKit',
      chromium: null,
      device,
    };
  }

  return { name: 'Unknown browser', version: null, engine: null, chromium: null, device };
}

export function describeBrowser(info: BrowserInfo): string {
  const name = info.version === null ? info.name : `${info.name} ${info.version}`;
  const engine = info.engine ? ` (${info.engine})` : '';
  return `${name}${engine}${info.device ? ` · ${info.device}` : ''}`;
}

export function checkBrowser(info: BrowserInfo): CheckResult {
  const base = { id: 'browser' as const, name: CHECK_NAMES.browser, detail: describeBrowser(info) };
  const tooOld = {
    ...base,
    status: 'fail' as const,
    hint: `Foyer needs a browser based on Chrome ${MIN_CHROMIUM} or newer (LG webOS 4, Samsung Tizen 4).`,
    problem: `browser older than Chrome ${MIN_CHROMIUM}`,
  };
  if (info.engine === 'Blink') {
    if (info.chromium !== null && info.chromium < MIN_CHROMIUM) return tooOld;
    return { ...base, status: 'pass' };
  }
  // webOS 1–2 and Tizen 2 run WebKit engines that predate everything the player needs.
  if (info.device && /webOS|Tizen/.test(info.device)) return tooOld;
  const minimum = info.engine === 'Gecko' ? MIN_FIREFOX : info.engine === 'WebKit' ? MIN_SAFARI : null;
  if (minimum !== null && info.version !== null && info.version >= minimum)
    return { ...base, status: 'pass' };
  return {
    ...base,
    status: 'warn',
    hint: 'Not a browser Foyer is tested on: the checks on this page decide.',
  };
}

// ---------------------------------------------------------------------------------------------
// JavaScript: what the player calls, after the legacy build's polyfills
// ---------------------------------------------------------------------------------------------

function isFunction(value: unknown): boolean {
  return typeof value === 'function';
}

function member(owner: unknown, key: string): unknown {
  return owner === null || owner === undefined ? undefined : (owner as Record<string, unknown>)[key];
}

/** Globals the player (React, the renderer, the connection) uses without a fallback. */
const REQUIRED_APIS: readonly [string, (g: Record<string, unknown>) => boolean][] = [
  ['Promise', (g) => isFunction(g.Promise)],
  ['Map and Set', (g) => isFunction(g.Map) && isFunction(g.Set) && isFunction(g.WeakMap)],
  ['Symbol', (g) => isFunction(g.Symbol)],
  ['Object.assign', (g) => isFunction(member(g.Object, 'assign'))],
  ['Array.from', (g) => isFunction(member(g.Array, 'from'))],
  ['URL', (g) => isFunction(g.URL)],
  ['requestAnimationFrame', (g) => isFunction(g.requestAnimationFrame)],
  ['Intl', (g) => isFunction(member(g.Intl, 'Collator'))],
  ['TextDecoder', (g) => isFunction(g.TextDecoder)],
  ['AbortController', (g) => isFunction(g.AbortController)],
];

export function checkJavaScript(env: ScreenEnvironment): CheckResult {
  const build = env.legacyBuild ? 'Compatible build for older browsers' : 'Modern build';
  const missing = REQUIRED_APIS.filter(([, present]) => !present(env.globals)).map(([name]) => name);
  const base = { id: 'javascript' as const, name: CHECK_NAMES.javascript };
  if (missing.length === 0) return { ...base, status: 'pass', detail: build };
  return {
    ...base,
    status: 'fail',
    detail: `${build}, missing ${missing.join(', ')}`,
    hint: 'The player calls these; this browser has them neither built in nor added by Foyer.',
    problem: `missing ${missing.join(', ')}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The server: reachable, its clock, and whether a response streams
// ---------------------------------------------------------------------------------------------

export interface ServerProbe {
  /** The HTTP status; null when the server did not answer at all. */
  status: number | null;
  /** Why it did not answer: 'timeout' or 'network'. */
  failure?: 'timeout' | 'network';
  roundTripMs: number;
  /** This screen's clock minus the server's, in ms; null when the server's time is unknown. */
  skewMs: number | null;
  /** The response body could be read as a stream, as the player reads its live updates. */
  streams: boolean | null;
}

export const HEALTH_URL = '/api/health';
export const SERVER_TIMEOUT_MS = 10_000;

/** Whole seconds in a Date header: its time is on average half a second later than stated. */
const DATE_HEADER_HALF_SECOND = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Reads the body the way the player reads its event stream: a reader and a TextDecoder. */
async function readStreamed(response: Response, env: ScreenEnvironment): Promise<string | null> {
  const body = response.body as ReadableStream<Uint8Array> | null | undefined;
  const Decoder = env.globals.TextDecoder as typeof TextDecoder | undefined;
  if (!body || !isFunction(body.getReader) || !isFunction(Decoder) || !Decoder) return null;
  const reader = body.getReader();
  const decoder = new Decoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

function serverTimeOf(text: string | null, response: Response): number | null {
  if (text) {
    try {
      const parsed = JSON.parse(text) as { data?: { server_time?: unknown } };
      const stated = parsed.data?.server_time;
      const time = typeof stated === 'string' ? Date.parse(stated) : NaN;
      if (!Number.isNaN(time)) return time;
    } catch {
      // not JSON: fall back to the Date header
    }
  }
  const header = response.headers.get('date');
  const time = header ? Date.parse(header) : NaN;
  return Number.isNaN(time) ? null : time + DATE_HEADER_HALF_SECOND;
}

/** One call to the health endpoint: reachability, clock skew and a streamed body in one go. */
export async function probeServer(
  env: ScreenEnvironment,
  timeoutMs = SERVER_TIMEOUT_MS,
): Promise<ServerProbe> {
  const started = env.now();
  if (!env.fetch) return { status: null, failure: 'network', roundTripMs: 0, skewMs: null, streams: null };
  try {
    const response = await withTimeout(
      env.fetch(HEALTH_URL, { cache: 'no-store', headers: { accept: 'application/json' } }),
      timeoutMs,
    );
    const answered = env.now();
    let text: string | null = null;
    let streams = false;
    try {
      text = await withTimeout(readStreamed(response, env), timeoutMs);
      streams = text !== null;
    } catch {
      streams = false;
    }
    if (text === null) text = await response.text().catch(() => null);
    const serverTime = serverTimeOf(text, response);
    // The server read its clock about halfway between sending and answering.
    const skewMs = serverTime === null ? null : Math.round((started + answered) / 2 - serverTime);
    return { status: response.status, roundTripMs: answered - started, skewMs, streams };
  } catch (error) {
    const failure = error instanceof Error && error.message === 'timeout' ? 'timeout' : 'network';
    return { status: null, failure, roundTripMs: env.now() - started, skewMs: null, streams: null };
  }
}

export function checkServer(probe: ServerProbe): CheckResult {
  const base = { id: 'server' as const, name: CHECK_NAMES.server };
  if (probe.status === null) {
    return {
      ...base,
      status: 'fail',
      detail:
        probe.failure === 'timeout'
          ? `No answer within ${SERVER_TIMEOUT_MS / 1000} s`
          : 'Cannot reach the Foyer server',
      hint: 'Check the network connection and that this address is the Foyer server.',
      problem: 'no connection to the Foyer server',
    };
  }
  if (probe.status < 200 || probe.status >= 300) {
    return {
      ...base,
      status: 'fail',
      detail: `The server answered with error ${probe.status}`,
      hint: 'The server is reachable but not healthy: ask whoever runs it.',
      problem: `server error ${probe.status}`,
    };
  }
  return { ...base, status: 'pass', detail: `Reached in ${Math.max(1, Math.round(probe.roundTripMs))} ms` };
}

/** '45 s', '2 min 10 s', '3 h 5 min', '2 days 4 h'. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(Math.abs(ms) / 1000);
  if (seconds < 60) return `${seconds} s`;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small === 0 ? `${big} ${bigUnit}` : `${big} ${bigUnit} ${small} ${smallUnit}`;
  if (seconds < 3600) return pair(Math.floor(seconds / 60), 'min', seconds % 60, 's');
  if (seconds < 86400) return pair(Math.floor(seconds / 3600), 'h', Math.floor((seconds % 3600) / 60), 'min');
  const days = Math.floor(seconds / 86400);
  return pair(days, days === 1 ? 'day' : 'days', Math.floor((seconds % 86400) / 3600), 'h');
}

/** Up to this far off, nothing a viewer sees depends on it. */
export const CLOCK_WARN_MS = 30 * 1000;
/** Beyond this, move-in/move-out days and overnight updates switch at the wrong time. */
export const CLOCK_FAIL_MS = 5 * 60 * 1000;

export function checkClock(probe: ServerProbe): CheckResult {
  const base = { id: 'clock' as const, name: CHECK_NAMES.clock };
  if (probe.skewMs === null) {
    return {
      ...base,
      status: 'warn',
      detail: 'Not compared: the server did not answer',
      hint: 'Check again once the server is reachable.',
    };
  }
  const skew = Math.abs(probe.skewMs);
  if (skew <= CLOCK_WARN_MS) {
    return {
      ...base,
      status: 'pass',
      detail: skew < 1000 ? 'Matches the server' : `Within ${formatDuration(skew)} of the server`,
    };
  }
  const direction = probe.skewMs > 0 ? 'ahead of' : 'behind';
  const off = formatDuration(skew);
  const hint = 'Turn on automatic date and time in the screen’s settings.';
  if (skew <= CLOCK_FAIL_MS) {
    return { ...base, status: 'warn', detail: `Clock is ${off} ${direction} the server`, hint };
  }
  return {
    ...base,
    status: 'fail',
    detail: `Clock is ${off} ${direction} the server`,
    // Move-in and move-out days and overnight updates switch on the screen's own clock.
    hint,
    problem: `clock ${off} ${direction} the server`,
  };
}

/**
 * Live updates: the player reads its event stream with fetch and a streamed body, because an
 * EventSource cannot send the screen's key header. Without it the screen would only poll.
 */
export function checkLiveUpdates(env: ScreenEnvironment, probe: ServerProbe | null): CheckResult {
  const base = { id: 'live' as const, name: CHECK_NAMES.live };
  const fail = (detail: string): CheckResult => ({
    ...base,
    status: 'fail',
    detail,
    hint: 'Without it, changes would arrive only every 30 s and the screen would keep saying it is reconnecting.',
    problem: 'no streaming fetch for live updates',
  });
  if (!isFunction(env.globals.fetch)) return fail('No fetch');
  if (!isFunction(env.globals.TextDecoder)) return fail('No TextDecoder');
  const streams = probe?.streams ?? isFunction(env.globals.ReadableStream);
  if (!streams) return fail('fetch cannot stream a response');
  return { ...base, status: 'pass', detail: 'Streaming fetch works' };
}

// ---------------------------------------------------------------------------------------------
// Storage, offline cache, wake lock, screen
// ---------------------------------------------------------------------------------------------

const PROBE_KEY = 'foyer.check.probe';
/** A directory of a few hundred tenants with its theme; the player keeps it in localStorage. */
export const STORAGE_PROBE_CHARS = 1024 * 1024;

function storageOf(env: ScreenEnvironment): Storage | null {
  try {
    return env.storage();
  } catch {
    return null;
  }
}

function tryWrite(store: Storage, value: string): boolean {
  try {
    store.setItem(PROBE_KEY, value);
    return store.getItem(PROBE_KEY) === value;
  } catch {
    return false;
  } finally {
    try {
      store.removeItem(PROBE_KEY);
    } catch {
      // nothing was written
    }
  }
}

function hasCacheStorage(env: ScreenEnvironment): boolean {
  return 'caches' in env.globals && env.globals.caches !== undefined && 'serviceWorker' in env.navigator;
}

export function checkStorage(env: ScreenEnvironment): CheckResult {
  const base = { id: 'storage' as const, name: CHECK_NAMES.storage };
  const store = storageOf(env);
  if (!store || !tryWrite(store, 'ok')) {
    return {
      ...base,
      status: 'fail',
      detail: 'localStorage is blocked',
      hint: 'The screen would forget its pairing and ask for a new code after every restart.',
      problem: 'no localStorage',
    };
  }
  if (!tryWrite(store, 'x'.repeat(STORAGE_PROBE_CHARS))) {
    return {
      ...base,
      status: 'warn',
      detail: 'Less than 1 MB free',
      hint: hasCacheStorage(env)
        ? 'Large directories are kept in the offline cache instead.'
        : 'A large directory will not be kept for showing while offline.',
    };
  }
  return { ...base, status: 'pass', detail: 'Room to keep the directory (1 MB test)' };
}

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}

export function isSecurePage(env: ScreenEnvironment): boolean {
  if (typeof env.secureContext === 'boolean') return env.secureContext;
  return env.protocol === 'https:' || isLocalhost(env.hostname);
}

export function checkOfflineCache(env: ScreenEnvironment): CheckResult {
  const base = { id: 'offline' as const, name: CHECK_NAMES.offline };
  if (!isSecurePage(env)) {
    return {
      ...base,
      status: 'warn',
      detail: 'Offline cache needs HTTPS',
      hint: `This page uses ${env.protocol}//: the screen works live, but cannot start again while the network is down.`,
    };
  }
  if (!hasCacheStorage(env)) {
    return {
      ...base,
      status: 'warn',
      detail: 'No service worker in this browser',
      hint: 'The screen works live, but cannot start again while the network is down.',
    };
  }
  const where = env.protocol === 'https:' ? 'over HTTPS' : '(local address)';
  return { ...base, status: 'pass', detail: `Service worker ready ${where}` };
}

export function checkWakeLock(env: ScreenEnvironment): CheckResult {
  const base = { id: 'wake' as const, name: CHECK_NAMES.wake };
  if ('wakeLock' in env.navigator && env.navigator.wakeLock) {
    return { ...base, status: 'pass', detail: 'Wake Lock keeps the screen on' };
  }
  return {
    ...base,
    status: 'warn',
    detail: 'No Wake Lock in this browser',
    hint: 'Turn off sleep, power saving and the screensaver in the screen’s settings.',
  };
}

function formatRatio(ratio: number): string {
  return `${Math.round(ratio * 100) / 100}×`;
}

/** Below 720p the directory's small print (suites, floors) gets hard to read. */
const MIN_LONG_SIDE = 1280;
const MIN_SHORT_SIDE = 720;
/** A window this much smaller than the screen shows browser bars (not full screen). */
const FULL_SCREEN_SLACK = 40;

export function checkScreen(env: ScreenEnvironment): CheckResult {
  const base = { id: 'screen' as const, name: CHECK_NAMES.screen };
  const { width, height } = env.viewport;
  const ratio = env.pixelRatio > 0 ? env.pixelRatio : 1;
  const pixels = { width: Math.round(width * ratio), height: Math.round(height * ratio) };
  const detail =
    ratio === 1
      ? `${width} × ${height} at 1×`
      : `${width} × ${height} at ${formatRatio(ratio)} (${pixels.width} × ${pixels.height} pixels)`;
  const long = Math.max(pixels.width, pixels.height);
  const short = Math.min(pixels.width, pixels.height);
  if (long < MIN_LONG_SIDE || short < MIN_SHORT_SIDE) {
    return {
      ...base,
      status: 'warn',
      detail,
      hint: 'Smaller than 1280 × 720: small print in the directory may be hard to read.',
    };
  }
  const { screen } = env;
  if (width < screen.width - FULL_SCREEN_SLACK || height < screen.height - FULL_SCREEN_SLACK) {
    return {
      ...base,
      status: 'warn',
      detail: `${detail}, screen ${screen.width} × ${screen.height}`,
      hint: 'The browser window does not fill the screen: use full screen or kiosk mode.',
    };
  }
  return { ...base, status: 'pass', detail };
}

// ---------------------------------------------------------------------------------------------
// All of it, and the verdict
// ---------------------------------------------------------------------------------------------

/** The checks that need no network; run at once. */
export function localChecks(env: ScreenEnvironment): CheckResult[] {
  return [
    checkBrowser(parseUserAgent(env.userAgent)),
    checkJavaScript(env),
    checkStorage(env),
    checkOfflineCache(env),
    checkScreen(env),
    checkWakeLock(env),
  ];
}

/** The checks that ask the server. */
export async function serverChecks(env: ScreenEnvironment, timeoutMs?: number): Promise<CheckResult[]> {
  const probe = await probeServer(env, timeoutMs);
  return [checkLiveUpdates(env, probe), checkServer(probe), checkClock(probe)];
}

export function inPageOrder(results: readonly CheckResult[]): CheckResult[] {
  return [...results].sort((a, b) => CHECK_ORDER.indexOf(a.id) - CHECK_ORDER.indexOf(b.id));
}

export const VERDICT_PASS = 'This screen can run Foyer';
export const VERDICT_FAIL = 'This screen cannot run Foyer';

export interface Verdict {
  status: CheckStatus;
  text: string;
  warnings: number;
}

/** Any failure: cannot run, naming what is missing; warnings are listed but do not fail. */
export function verdictOf(results: readonly CheckResult[]): Verdict {
  const problems = results.filter((r) => r.status === 'fail').map((r) => r.problem ?? r.name);
  const warnings = results.filter((r) => r.status === 'warn').length;
  if (problems.length > 0) {
    return { status: 'fail', text: `${VERDICT_FAIL}: ${problems.join(', ')}`, warnings };
  }
  return { status: warnings > 0 ? 'warn' : 'pass', text: VERDICT_PASS, warnings };
}
