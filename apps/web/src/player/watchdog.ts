import type { PlayerReloadReason } from '@foyer/shared';
import type { PlayerStorage } from './player-storage';

/** How often the watchdog looks. */
export const WATCHDOG_CHECK_MS = 10 * 1000;
/** No animation frame for this long while the page is visible: the screen no longer draws. */
export const RENDER_STALL_MS = 60 * 1000;
/** The event stream down this long while the server answers: the page's connection is stuck. */
export const STREAM_STALL_MS = 15 * 60 * 1000;
/** This many uncaught errors within ERROR_WINDOW_MS: the page is in a bad state. */
export const ERROR_LIMIT = 10;
export const ERROR_WINDOW_MS = 5 * 60 * 1000;
/** At most one watchdog reload in this long, remembered across reloads: never a reload loop. */
export const RELOAD_GAP_MS = 10 * 60 * 1000;
/** The nightly reload happens in this local hour (03:00–03:59), when lobbies are empty. */
export const NIGHTLY_HOUR = 3;
/** Each page picks its minute in the hour's first 50, so a thousand screens don't reload at once. */
const NIGHTLY_SPREAD_MS = 50 * 60 * 1000;
/** The server is asked at most this often whether it answers (each is a request). */
const PROBE_EVERY_MS = 60 * 1000;
const PROBE_TIMEOUT_MS = 10 * 1000;
/** A check this late means the device slept or the page was frozen: no frames were due meanwhile. */
const LATE_CHECK_MS = WATCHDOG_CHECK_MS * 3;
const RELOAD_KEY = 'foyer.player.reload';

/** The watchdog's last reload, in storage: its time (for the gap) and whether the next page read it. */
interface ReloadRecord {
  reason: PlayerReloadReason;
  at: number;
  /** The page that started after the reload has taken the reason for its reports. */
  taken?: boolean;
}

export type WatchdogStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface WatchdogDeps {
  now: () => number;
  /** requestAnimationFrame. */
  requestFrame: (callback: () => void) => void;
  isVisible: () => boolean;
  /** Since when the live event stream is down (ms since epoch); null while it is open. */
  streamDownSince: () => number | null;
  /** A kept bundle lets a reloaded page show the directory at once instead of a blank screen. */
  hasKeptBundle: () => Promise<boolean>;
  /** Whether the server answers now, so a reloaded page would load. */
  serverAnswers: () => Promise<boolean>;
  reload: () => void;
  /** Where the last reload is remembered; without storage the watchdog never reloads. */
  store: WatchdogStore | null;
  random?: () => number;
}

function readRecord(store: WatchdogStore | null): ReloadRecord | null {
  try {
    const value: unknown = JSON.parse(store?.getItem(RELOAD_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Partial<ReloadRecord>;
    return typeof record.reason === 'string' && typeof record.at === 'number'
      ? (record as ReloadRecord)
      : null;
  } catch {
    return null;
  }
}

function writeRecord(store: WatchdogStore | null, record: ReloadRecord): boolean {
  if (!store) return false;
  try {
    store.setItem(RELOAD_KEY, JSON.stringify(record));
    return readRecord(store)?.at === record.at;
  } catch {
    return false;
  }
}

/**
 * Why this page was loaded: the watchdog's reason when it reloaded the page, else null (opened
 * normally: power on, a person). Read once at start; later starts answer null.
 */
export function takeReloadReason(store: WatchdogStore | null): PlayerReloadReason | null {
  const record = readRecord(store);
  if (!record || record.taken) return null;
  writeRecord(store, { ...record, taken: true });
  return record.reason;
}

/**
 * Reloads the player page when it stopped working and nobody is there to notice: the screen no
 * longer draws, the event stream stays down while the server answers, errors keep coming, or
 * (nightly, at a quiet hour) to start each day fresh. It reloads only when the server answers (a
 * reload without network would leave an error page instead of the last directory), at most once
 * in RELOAD_GAP_MS, and writes the reason to storage first so the next page reports it.
 * No browser globals in here: main.tsx wires them (`startWatchdog`), tests inject their own.
 */
export class Watchdog {
  private readonly startedAt: number;
  private readonly nightlyOffset: number;
  private running = false;
  private checking = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastCheck = 0;
  private lastFrame = 0;
  private framePending = false;
  private errors: number[] = [];
  private fatal = false;
  private lastProbe = -Infinity;
  /** The local day whose nightly reload was given up (no kept bundle). */
  private nightlySkipped: number | null = null;

  constructor(private readonly deps: WatchdogDeps) {
    this.startedAt = deps.now();
    this.nightlyOffset = Math.floor((deps.random ?? Math.random)() * NIGHTLY_SPREAD_MS);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.lastCheck = this.lastFrame = this.deps.now();
    this.askForFrame();
    this.schedule();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  /** An uncaught error or unhandled rejection of the page. */
  error(): void {
    this.errors.push(this.deps.now());
    if (this.errors.length > ERROR_LIMIT) this.errors.shift();
  }

  /** An error that left the screen blank (React gave up the whole tree): reload without waiting for more. */
  fatalError(): void {
    this.fatal = true;
    void this.check();
  }

  /** One look; runs by itself every WATCHDOG_CHECK_MS. */
  async check(): Promise<void> {
    if (!this.running || this.checking) return;
    this.checking = true;
    clearTimeout(this.timer);
    try {
      const now = this.deps.now();
      const late = now - this.lastCheck > LATE_CHECK_MS;
      this.lastCheck = now;
      // Hidden pages get no frames by design; a late check means frames were not due either.
      if (late || !this.deps.isVisible()) this.lastFrame = now;
      this.askForFrame();
      const reason = late ? null : this.dueReason(now);
      if (reason && (await this.tryReload(reason, now))) return;
    } finally {
      this.checking = false;
    }
    if (this.running) this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), WATCHDOG_CHECK_MS);
  }

  /** One frame at a time: a cheap sample of the render loop, not a loop of its own. */
  private askForFrame(): void {
    if (this.framePending) return;
    this.framePending = true;
    this.deps.requestFrame(() => {
      this.framePending = false;
      this.lastFrame = this.deps.now();
    });
  }

  private dueReason(now: number): PlayerReloadReason | null {
    const recentErrors = this.errors.filter((at) => now - at <= ERROR_WINDOW_MS).length;
    if (this.fatal || recentErrors >= ERROR_LIMIT) return 'errors';
    if (now - this.lastFrame > RENDER_STALL_MS) return 'render-stalled';
    const down = this.deps.streamDownSince();
    if (down !== null && now - down > STREAM_STALL_MS) return 'stream-stalled';
    if (this.nightlyDue(now)) return 'nightly';
    return null;
  }

  /** In tonight's quiet hour, past this page's minute, and the page is from before the hour began. */
  private nightlyDue(now: number): boolean {
    const quiet = new Date(now);
    quiet.setHours(NIGHTLY_HOUR, 0, 0, 0);
    const start = quiet.getTime();
    if (this.nightlySkipped === start) return false;
    return (
      this.startedAt < start && now >= start + this.nightlyOffset && new Date(now).getHours() === NIGHTLY_HOUR
    );
  }

  private async tryReload(reason: PlayerReloadReason, now: number): Promise<boolean> {
    const last = readRecord(this.deps.store);
    if (last && now >= last.at && now - last.at < RELOAD_GAP_MS) return false;
    if (reason === 'nightly' && !(await this.deps.hasKeptBundle().catch(() => false))) {
      const quiet = new Date(now);
      quiet.setHours(NIGHTLY_HOUR, 0, 0, 0);
      this.nightlySkipped = quiet.getTime();
      return false;
    }
    if (now - this.lastProbe < PROBE_EVERY_MS) return false;
    this.lastProbe = now;
    if (!(await this.deps.serverAnswers().catch(() => false))) return false;
    if (!this.running) return false;
    // Remembered before reloading: the gap holds across the reload and the next page reports why.
    if (!writeRecord(this.deps.store, { reason, at: this.deps.now() })) return false;
    this.stop();
    this.deps.reload();
    return true;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/** localStorage, or null where the browser refuses it (private mode, storage disabled). */
export function browserStore(): WatchdogStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The watchdog of the player page, wired to the browser (only APIs Chrome 53 has). */
export function startWatchdog(
  controller: { streamDownSince(): number | null },
  storage: Pick<PlayerStorage, 'loadBundle'>,
  store: WatchdogStore | null,
): Watchdog {
  const watchdog = new Watchdog({
    now: Date.now,
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    isVisible: () => document.visibilityState !== 'hidden',
    streamDownSince: () => controller.streamDownSince(),
    hasKeptBundle: async () => (await storage.loadBundle()) !== null,
    serverAnswers: () =>
      withTimeout(
        fetch('/api/health', { cache: 'no-store' }).then((response) => response.ok),
        PROBE_TIMEOUT_MS,
        false,
      ),
    reload: () => window.location.reload(),
    store,
  });
  window.addEventListener('error', () => watchdog.error());
  window.addEventListener('unhandledrejection', () => watchdog.error());
  watchdog.start();
  return watchdog;
}
