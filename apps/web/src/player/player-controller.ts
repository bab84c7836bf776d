import {
  APP_VERSION_HEADER,
  BUNDLE_POLL_INTERVAL_MS,
  clockOffset,
  DEVICE_SECRET_HEADER,
  localDay,
  msUntilNextLocalMidnight,
  PAIRING_RENEW_BEFORE_MS,
  PLAYER_APP_VERSION,
  PLAYER_REPORT_INTERVAL_MS,
  serverNow,
  SHOWN_BUNDLE_HEADER,
  stateAt,
  STREAM_HEARTBEAT_MS,
  STREAM_QUICK_RETRY_PERIOD_MS,
  STREAM_RECONNECT_MAX_MS,
  STREAM_RETRY_MS,
  STREAM_RETRY_RANGE_MS,
  type PairResult,
  type PlayerReloadReason,
  type PlayerReport,
  type PlayerState,
  type PublishedBundle,
  type ScreenAlert,
  type ScreenNotice,
  type ScreenSchedule,
  type TimeWindow,
} from '@foyer/shared';
import { looksLikeBundle, sameBundle } from './bundle-check';
import type { KeptAlert, PlayerStorage } from './player-storage';
import { SseParser, type SseEvent } from './sse-parser';

/** What the screen shows, derived from what the player knows. */
export type PlayerPhase =
  /** First contact, nothing known yet: 'Connecting…'. */
  | 'starting'
  /** Not linked to a device: the pairing code, large. */
  | 'pairing'
  /** Linked, nothing published yet. */
  | 'waiting'
  /** A bundle on screen (live, or the last one kept offline). */
  | 'showing'
  /** The server cannot be reached and nothing is kept to show. */
  | 'unreachable';

export type PlayerProblem = 'rate-limited' | 'server-error' | null;

export interface PlayerSnapshot {
  phase: PlayerPhase;
  pairingCode: string | null;
  pairingExpiresAt: string | null;
  deviceId: string | null;
  bundle: PublishedBundle | null;
  /** True while the live event stream is open. */
  live: boolean;
  /** Since when (ms since epoch) the server has not been reachable; null when it is. */
  offlineSince: number | null;
  problem: PlayerProblem;
  /** The emergency alert drawn over everything (docs/product.md §10), null for none. */
  alert: ScreenAlert | null;
  /** Outside its building's opening hours: the screen draws black unless an alert shows. */
  asleep: boolean;
  /** The scheduled notices in one of their windows now, oldest first (SCH-9). */
  notices: readonly ScreenNotice[];
}

export interface PlayerDeps {
  fetch: typeof fetch;
  storage: PlayerStorage;
  now?: () => number;
  /** Randomness of the reconnect delays (0..1), so a thousand screens don't return in step. */
  random?: () => number;
  /** Called with each bundle put on screen, e.g. to keep its images offline. */
  onBundle?: (bundle: PublishedBundle) => void;
  /**
   * Why this page was loaded (the watchdog's reason, null: opened normally), for the reports.
   * Asked once, on start: a page that never starts (the screen check) leaves it for the next.
   */
  reloadReason?: () => PlayerReloadReason | null;
  /** The page runs the legacy build (old TV browsers), for the reports. */
  legacy?: boolean;
}

const API = '/api/foyer/tv-devices';
/** No byte on the stream for this long (heartbeats come every 25 s): the connection is dead. */
export const STREAM_SILENCE_MS = STREAM_HEARTBEAT_MS * 2 + 5000;
/** A failed code renewal is retried after this long. */
const RENEW_RETRY_MS = 10 * 1000;
/** A held-back bundle waits for local midnight; long timers drift, so look again at least hourly. */
const MIDNIGHT_CHECK_MAX_MS = 60 * 60 * 1000;
/** Wake just after midnight, never just before it. */
const PAST_MIDNIGHT_MS = 250;

/**
 * How long the player waits before its next connection attempt (docs/decisions/player.md PLY-3).
 * For the first STREAM_QUICK_RETRY_PERIOD_MS of an outage (a restart, a deploy) each retry comes
 * after a quarter to one and a quarter of the stream's `retry:` hint, so a building's screens are
 * back within seconds of the server without all arriving in the same second; a longer outage
 * backs off, doubling up to STREAM_RECONNECT_MAX_MS. `random` is in [0, 1).
 */
export function reconnectDelay(
  downForMs: number,
  slowFailures: number,
  retryMs: number,
  random: number,
): number {
  if (downForMs < STREAM_QUICK_RETRY_PERIOD_MS) return Math.round(retryMs * (0.25 + random));
  const base = Math.min(STREAM_RECONNECT_MAX_MS, retryMs * 2 ** (slowFailures + 1));
  return Math.round(base * (0.5 + random / 2));
}

/** The notices of a schedule that look drawable; anything else the server never sends is dropped. */
function looksLikeNotices(value: unknown): ScreenNotice[] {
  if (!Array.isArray(value)) return [];
  return (value as Partial<ScreenNotice>[]).filter(
    (notice): notice is ScreenNotice =>
      typeof notice === 'object' &&
      notice !== null &&
      typeof notice.id === 'string' &&
      typeof notice.title === 'string' &&
      Array.isArray(notice.windows),
  );
}

/** The notices of a report, as one comparable value. */
const noticeKey = (notices: readonly ScreenNotice[]) => notices.map((notice) => notice.id).join(',');

/** Whether two lists of notices draw the same (an edited title is a change; new windows are not). */
const sameNotices = (a: readonly ScreenNotice[], b: readonly ScreenNotice[]) =>
  a.length === b.length &&
  a.every((notice, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      notice.id === other.id &&
      notice.title === other.title &&
      notice.text === other.text &&
      notice.tone === other.tone &&
      notice.image_url === other.image_url
    );
  });

/** The alert of a stream event, or null when it is missing or malformed. */
function looksLikeAlert(value: unknown): ScreenAlert | null {
  if (typeof value !== 'object' || value === null) return null;
  const alert = value as Partial<ScreenAlert>;
  if (typeof alert.id !== 'string' || typeof alert.title !== 'string') return null;
  return {
    id: alert.id,
    title: alert.title,
    text: typeof alert.text === 'string' ? alert.text : '',
    tone: alert.tone === 'warning' || alert.tone === 'notice' ? alert.tone : 'danger',
    // Per language (docs/decisions/languages.md LNG-23): AlertScreen reads only a language's title there.
    translations: alert.translations,
    bands: alert.bands,
    expires_in_ms: typeof alert.expires_in_ms === 'number' ? alert.expires_in_ms : 0,
  };
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The secret is unknown to the server (player deleted, database reset): pair afresh. */
class Forgotten extends Error {}

const initial: PlayerSnapshot = {
  phase: 'starting',
  pairingCode: null,
  pairingExpiresAt: null,
  deviceId: null,
  bundle: null,
  live: false,
  offlineSince: null,
  problem: null,
  alert: null,
  asleep: false,
  notices: [],
};

function phaseOf(s: Omit<PlayerSnapshot, 'phase'>): PlayerPhase {
  if (s.bundle) return 'showing';
  if (s.deviceId) return 'waiting';
  if (s.pairingCode) return 'pairing';
  return s.offlineSince !== null ? 'unreachable' : 'starting';
}

async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data?: T };
  if (body.data === undefined) throw new HttpError(response.status);
  return body.data;
}

/**
 * The player's connection to the server (docs/architecture.md "Screens and live delivery"): pairs,
 * renews its code before it expires, holds the event stream, reconnects with backoff and polls the
 * bundle meanwhile, keeps the last bundle for offline mode. React reads it through
 * `subscribe`/`getSnapshot` (useSyncExternalStore); it has no React in it, so it is tested alone.
 */
export class PlayerController {
  private snapshot: PlayerSnapshot = initial;
  private readonly listeners = new Set<() => void>();
  private readonly fetch: typeof fetch;
  private readonly storage: PlayerStorage;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly onBundle?: (bundle: PublishedBundle) => void;
  private readonly takeReloadReason: () => PlayerReloadReason | null;
  private reloadReason: PlayerReloadReason | null = null;
  private readonly legacy: boolean;
  private readonly startedAt: number;

  private running = false;
  /** Each connection attempt's number; an older attempt that ends late changes nothing. */
  private session = 0;
  private polling = false;
  /** Failed attempts since retries started backing off (past the quick period of an outage). */
  private slowFailures = 0;
  /** The stream's `retry:` hint: the pace of the quick retries. */
  private retryMs = STREAM_RETRY_MS;
  /** A stream has opened since the page loaded: this server and network carry streams. */
  private streamed = false;
  private stream: AbortController | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private midnightTimer: ReturnType<typeof setTimeout> | undefined;
  private bundleRequest: Promise<void> | null = null;
  /**
   * Until the server's first bundle since the page loaded is on screen, every bundle is taken;
   * afterwards one with `auto_refresh` off is held back (`pending`) until local midnight.
   */
  private loaded = false;
  /** The newest bundle held back by `auto_refresh: false`, shown at local midnight or on reload. */
  private pending: PublishedBundle | null = null;
  /** Since when the event stream is not open (the watchdog reloads a page stuck without it). */
  private downSince: number | null;
  /** The version the page has drawn (`shown`), and the one the server last took in a report. */
  private shownVersion: number | null = null;
  private reportedVersion: number | null | undefined = undefined;
  private reporting = false;
  private reportAgain = false;
  private reportTimer: ReturnType<typeof setTimeout> | undefined;
  /** The alert the page has drawn (`alertShown`), and the one the server last took in a report. */
  private shownAlertId: string | null = null;
  private reportedAlertId: string | null | undefined = undefined;
  private alertTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last opening-hours windows from the server (null: always on), kept while offline. */
  private windows: TimeWindow[] | null = null;
  /** The server's clock less this screen's (docs/decisions/schedules.md SCH-1). */
  private offset = 0;
  /** The scheduled notices with their windows, kept while offline like the hours. */
  private scheduledNotices: ScreenNotice[] = [];
  private sleepTimer: ReturnType<typeof setTimeout> | undefined;
  private reportedAsleep: boolean | undefined = undefined;
  /** The notice ids last taken in a report, joined ('' none). */
  private reportedNotices: string | undefined = undefined;

  constructor(deps: PlayerDeps) {
    this.fetch = deps.fetch;
    this.storage = deps.storage;
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.onBundle = deps.onBundle;
    this.takeReloadReason = deps.reloadReason ?? (() => null);
    this.legacy = deps.legacy ?? false;
    this.startedAt = this.now();
    this.downSince = this.startedAt;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlayerSnapshot => this.snapshot;

  /** Shows the kept bundle at once (if any), then connects. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.reloadReason = this.takeReloadReason();
    // An alert kept from before the reload stays up until it expires or the server says it ended.
    const keptAlert = this.storage.loadAlert();
    if (keptAlert) this.showAlert(keptAlert);
    // So are the building's hours: a page reloaded while offline at night stays black.
    const keptSchedule = this.storage.loadSchedule();
    if (keptSchedule) {
      this.keepSchedule(keptSchedule.windows, keptSchedule.offset, looksLikeNotices(keptSchedule.notices));
    }
    const kept = await this.storage.loadBundle();
    if (!this.running) return;
    if (kept && !this.snapshot.bundle) {
      this.update({ bundle: kept, deviceId: kept.device_id });
      this.onBundle?.(kept);
    }
    void this.connect();
  }

  /**
   * The screen has drawn `bundle` (null: no directory on screen). The app calls it after React
   * committed the bundle and a frame was painted, so the report is a receipt of what viewers see,
   * not of what arrived.
   */
  shown = (bundle: PublishedBundle | null): void => {
    this.shownVersion = bundle ? bundle.version : null;
    if (this.unreported()) void this.report();
  };

  /** The screen has drawn the emergency alert `id` (null: none), painted as `shown` is. */
  alertShown = (id: string | null): void => {
    this.shownAlertId = id;
    if (this.unreported()) void this.report();
  };

  private unreported(): boolean {
    return (
      this.shownVersion !== this.reportedVersion ||
      this.shownAlertId !== this.reportedAlertId ||
      this.snapshot.asleep !== this.reportedAsleep ||
      noticeKey(this.snapshot.notices) !== this.reportedNotices
    );
  }

  /** Since when the event stream is down (ms since epoch); null while it is open. */
  streamDownSince(): number | null {
    return this.downSince;
  }

  /** The network is back (browser 'online' event): don't wait for the backoff. */
  reconnectNow(): void {
    if (this.running && !this.snapshot.live) void this.connect();
  }

  stop(): void {
    this.running = false;
    this.stream?.abort();
    this.stream = null;
    for (const timer of [
      this.reconnectTimer,
      this.pollTimer,
      this.renewTimer,
      this.silenceTimer,
      this.midnightTimer,
      this.reportTimer,
      this.alertTimer,
      this.sleepTimer,
    ]) {
      clearTimeout(timer);
    }
  }

  /**
   * `POST /report`: the shown version, uptime, reload reason and build. One in flight at a time
   * (the newest facts follow when it ends); the next one PLAYER_REPORT_INTERVAL_MS after the last.
   */
  private async report(): Promise<void> {
    if (!this.running || !this.storage.secret()) return;
    if (this.reporting) {
      this.reportAgain = true;
      return;
    }
    this.reporting = true;
    clearTimeout(this.reportTimer);
    const version = this.shownVersion;
    const alertId = this.shownAlertId;
    const asleep = this.snapshot.asleep;
    const notices = this.snapshot.notices;
    const body: PlayerReport = {
      shown_version: version,
      uptime_s: Math.max(0, Math.floor((this.now() - this.startedAt) / 1000)),
      last_reload_reason: this.reloadReason,
      legacy: this.legacy,
      shown_alert_id: alertId,
      asleep,
      shown_notice_ids: notices.map((notice) => notice.id),
    };
    try {
      const response = await this.call('/report', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        this.reportedVersion = version;
        this.reportedAlertId = alertId;
        this.reportedAsleep = asleep;
        this.reportedNotices = noticeKey(notices);
      }
    } catch {
      // Out of reach: the next connection or the timer sends it again.
    } finally {
      this.reporting = false;
    }
    if (!this.running) return;
    if (this.reportAgain) {
      this.reportAgain = false;
      void this.report();
      return;
    }
    this.reportTimer = setTimeout(() => void this.report(), PLAYER_REPORT_INTERVAL_MS);
  }

  private update(change: Partial<Omit<PlayerSnapshot, 'phase'>>): void {
    const next = { ...this.snapshot, ...change };
    this.snapshot = { ...next, phase: phaseOf(next) };
    this.listeners.forEach((listener) => listener());
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { [APP_VERSION_HEADER]: PLAYER_APP_VERSION, ...extra };
    const secret = this.storage.secret();
    if (secret) headers[DEVICE_SECRET_HEADER] = secret;
    return headers;
  }

  private call(path: string, init: RequestInit = {}): Promise<Response> {
    return this.fetch(`${API}${path}`, {
      cache: 'no-store',
      ...init,
      headers: this.headers(init.headers as Record<string, string> | undefined),
    });
  }

  /** One connection: who am I (pairing if needed), then the stream until it ends. */
  private async connect(): Promise<void> {
    clearTimeout(this.reconnectTimer);
    if (!this.running) return;
    const session = ++this.session;
    // A newer attempt replaces any stream still open.
    this.stream?.abort();
    try {
      if (!this.storage.secret()) await this.pair();
      else if (!this.backFromDrop()) await this.loadState();
      if (session !== this.session) return;
      // The first report, or one that failed while the server was out of reach.
      if (this.unreported()) void this.report();
      await this.openStream();
      if (session !== this.session) return;
      // The server closed the stream (restart, deploy): come straight back.
      this.disconnected(null);
    } catch (error) {
      if (!this.running || session !== this.session) return;
      if (error instanceof Forgotten) {
        this.forget();
        void this.connect();
        return;
      }
      this.disconnected(error);
    }
  }

  /**
   * Coming back early in an outage after streams worked (a restart, a deploy): the stream itself
   * opens with the state, the bundle, the alert and the hours, so `/me` is skipped and a restart's
   * herd costs the server one request per screen (docs/decisions/player.md PLY-3). Past the quick
   * period, or where no stream has opened yet, `/me` first, so a screen whose stream keeps failing
   * still learns its state and alert.
   */
  private backFromDrop(): boolean {
    return (
      this.streamed && this.downSince !== null && this.now() - this.downSince < STREAM_QUICK_RETRY_PERIOD_MS
    );
  }

  private async loadState(): Promise<void> {
    const sentAt = this.now();
    const response = await this.call('/me');
    if (response.status === 401) throw new Forgotten();
    if (!response.ok) throw new HttpError(response.status);
    const state = await dataOf<PlayerState>(response);
    if (state.schedule) this.applySchedule(state.schedule, sentAt);
    this.applyState(state);
  }

  /** A new code (and, the first time, a secret); with a secret the server renews the code. */
  private async pair(): Promise<void> {
    const response = await this.call('/pair', { method: 'POST' });
    if (response.status === 401) throw new Forgotten();
    if (!response.ok) throw new HttpError(response.status);
    const result = await dataOf<PairResult>(response);
    if (result.device_secret) this.storage.setSecret(result.device_secret);
    this.update({ problem: null });
    this.applyState({
      player_id: result.player_id,
      pairing_code: result.pairing_code,
      pairing_expires_at: result.pairing_expires_at,
      device_id: null,
    });
  }

  private forget(): void {
    this.dropPending();
    // A new secret is a new player on the server: it has had no report yet.
    this.reportedVersion = undefined;
    this.reportedAlertId = undefined;
    this.reportedAsleep = undefined;
    this.reportedNotices = undefined;
    this.applyAlert(null);
    this.storage.setSecret(null);
    void this.storage.saveBundle(null);
    clearTimeout(this.renewTimer);
    clearTimeout(this.pollTimer);
    this.update({ bundle: null, deviceId: null, pairingCode: null, pairingExpiresAt: null });
  }

  private applyState(state: PlayerState): void {
    const linked = state.device_id;
    const change: Partial<PlayerSnapshot> = {
      pairingCode: state.pairing_code,
      pairingExpiresAt: state.pairing_expires_at,
      deviceId: linked,
    };
    if (!linked || (this.snapshot.bundle && this.snapshot.bundle.device_id !== linked)) {
      // Unlinked, or linked to another device: the kept directory is no longer this screen's.
      if (this.snapshot.bundle) void this.storage.saveBundle(null);
      change.bundle = null;
    }
    if (this.pending && this.pending.device_id !== linked) this.dropPending();
    this.update(change);
    // `/me` says which alert to show; the stream's 'state' leaves that to its own 'alert' event.
    if (!linked) this.applyAlert(null);
    else if (state.alert !== undefined) this.applyAlert(state.alert);
    // The stream follows each 'state' it sends on connect with the bundle (or 'cleared').
    this.scheduleRenewal();
  }

  /**
   * A bundle from the server. Shown at once, unless it says `auto_refresh: false` and this page
   * already shows a bundle of the same device it got from the server: then the screen keeps what
   * it shows and takes the newer bundle at local midnight (or when the page is next loaded).
   */
  private receiveBundle(bundle: PublishedBundle): void {
    const shown = this.snapshot.bundle;
    if (sameBundle(shown, bundle)) {
      // The server confirms what is on screen (e.g. the kept bundle after a reload).
      this.loaded = true;
      this.dropPending();
      return;
    }
    const hold =
      this.loaded &&
      bundle.bundle_settings?.auto_refresh === false &&
      shown !== null &&
      shown.device_id === bundle.device_id;
    if (!hold) {
      this.applyBundle(bundle);
      return;
    }
    this.pending = bundle;
    if (this.midnightTimer === undefined) this.waitForMidnight(localDay(new Date(this.now())));
  }

  /** Shows the held-back bundle once the local day is no longer `day`. */
  private waitForMidnight(day: string): void {
    const now = new Date(this.now());
    if (localDay(now) !== day) {
      this.midnightTimer = undefined;
      const pending = this.pending;
      this.pending = null;
      if (pending) this.applyBundle(pending);
      return;
    }
    const wait = Math.min(msUntilNextLocalMidnight(now) + PAST_MIDNIGHT_MS, MIDNIGHT_CHECK_MAX_MS);
    this.midnightTimer = setTimeout(() => this.waitForMidnight(day), wait);
  }

  private dropPending(): void {
    this.pending = null;
    clearTimeout(this.midnightTimer);
    this.midnightTimer = undefined;
  }

  private applyBundle(bundle: PublishedBundle): void {
    this.loaded = true;
    // What arrives is the newest: a bundle held back before it is out of date.
    this.dropPending();
    if (sameBundle(this.snapshot.bundle, bundle)) return;
    void this.storage.saveBundle(bundle.bundle_settings?.offline_mode === false ? null : bundle);
    clearTimeout(this.renewTimer);
    this.update({ bundle, deviceId: bundle.device_id });
    this.onBundle?.(bundle);
  }

  private clearBundle(): void {
    this.dropPending();
    void this.storage.saveBundle(null);
    this.update({ bundle: null });
  }

  /** Asks for a fresh code shortly before the shown one expires, while unlinked. */
  private scheduleRenewal(delay?: number): void {
    clearTimeout(this.renewTimer);
    const { deviceId, pairingExpiresAt } = this.snapshot;
    if (deviceId || !pairingExpiresAt) return;
    const expires = Date.parse(pairingExpiresAt);
    if (Number.isNaN(expires)) return;
    const wait = delay ?? Math.max(0, expires - PAIRING_RENEW_BEFORE_MS - this.now());
    this.renewTimer = setTimeout(() => void this.renew(), wait);
  }

  private async renew(): Promise<void> {
    if (!this.running || this.snapshot.deviceId) return;
    try {
      await this.pair();
    } catch (error) {
      if (!this.running) return;
      if (error instanceof Forgotten) {
        this.forget();
        void this.connect();
        return;
      }
      this.update({ problem: error instanceof HttpError && error.status === 429 ? 'rate-limited' : null });
      this.scheduleRenewal(RENEW_RETRY_MS);
    }
  }

  /** The stream until it ends (resolves) or fails (throws). */
  private async openStream(): Promise<void> {
    const abort = new AbortController();
    this.stream = abort;
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    // Back after a drop with the server's bundle on screen: the stream need not send it again.
    const shown = this.snapshot.bundle;
    if (this.loaded && shown && this.backFromDrop())
      headers[SHOWN_BUNDLE_HEADER] = `${shown.id}:${shown.version}`;
    const response = await this.call('/stream', { headers, signal: abort.signal });
    if (response.status === 401) throw new Forgotten();
    if (!response.ok || !response.body) throw new HttpError(response.status);

    this.slowFailures = 0;
    this.streamed = true;
    clearTimeout(this.pollTimer);
    this.polling = false;
    this.downSince = null;
    this.update({ live: true, offlineSince: null, problem: null });

    const reader = response.body.getReader();
    // Where AbortController is the legacy build's polyfill (Chrome before 66), aborting does not
    // end a response already streaming: cancel the read too, or a silent stream is never left.
    abort.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    const decoder = new TextDecoder();
    const parser = new SseParser(
      (event) => this.onStreamEvent(event),
      (ms) => {
        if (ms >= STREAM_RETRY_RANGE_MS.min && ms <= STREAM_RETRY_RANGE_MS.max) this.retryMs = ms;
      },
    );
    const heard = () => {
      clearTimeout(this.silenceTimer);
      this.silenceTimer = setTimeout(() => abort.abort(), STREAM_SILENCE_MS);
    };
    heard();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        parser.feed(decoder.decode(value, { stream: true }));
      }
      if (abort.signal.aborted) throw new HttpError(0);
    } catch (error) {
      if (!abort.signal.aborted || !this.running) throw error;
      // Aborted by the silence watchdog: treat like a dropped connection.
      throw new HttpError(0);
    } finally {
      clearTimeout(this.silenceTimer);
      if (this.stream === abort) this.stream = null;
    }
  }

  private onStreamEvent({ event, data }: SseEvent): void {
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof payload !== 'object' || payload === null) return;
    const message = payload as {
      state?: PlayerState;
      bundle?: unknown;
      alert?: unknown;
      schedule?: ScreenSchedule;
      id?: unknown;
      notice?: unknown;
    };
    if (event === 'state' && message.state) this.applyState(message.state);
    else if (event === 'bundle' && looksLikeBundle(message.bundle)) this.receiveBundle(message.bundle);
    else if (event === 'cleared') this.clearBundle();
    else if (event === 'alert' && 'alert' in message) this.applyAlert(looksLikeAlert(message.alert));
    else if (event === 'schedule' && message.schedule) this.applySchedule(message.schedule, this.now());
    else if (event === 'notice' && typeof message.id === 'string')
      this.applyNotice(message.id, message.notice);
  }

  /**
   * The building's opening hours (docs/decisions/schedules.md SCH-1, SCH-6): the windows and the
   * server's clock, asked for at `sentAt` by this screen's clock. Kept until the next ones, so
   * the screen goes on sleeping and waking while offline.
   */
  private applySchedule({ windows, server_time: serverTime, notices }: ScreenSchedule, sentAt: number): void {
    const offset = typeof serverTime === 'number' ? clockOffset(serverTime, sentAt, this.now()) : this.offset;
    this.keepSchedule(Array.isArray(windows) ? windows : null, offset, looksLikeNotices(notices));
    this.storage.saveSchedule({ windows: this.windows, offset, notices: this.scheduledNotices });
  }

  /**
   * One notice changed (SCH-9): its new windows for this screen, or gone from it; the hours and
   * the other notices stay as they are.
   */
  private applyNotice(id: string, value: unknown): void {
    const [notice] = looksLikeNotices([value]);
    const notices = this.scheduledNotices.filter((kept) => kept.id !== id);
    // A changed notice keeps its place in the rotation; a new one goes last.
    const at = this.scheduledNotices.findIndex((kept) => kept.id === id);
    if (notice) notices.splice(at === -1 ? notices.length : at, 0, notice);
    this.keepSchedule(this.windows, this.offset, notices);
    this.storage.saveSchedule({ windows: this.windows, offset: this.offset, notices });
  }

  private keepSchedule(windows: TimeWindow[] | null, offset: number, notices: ScreenNotice[]): void {
    this.windows = windows;
    this.offset = offset;
    this.scheduledNotices = notices;
    this.checkSchedule();
  }

  /**
   * Asleep outside the opening windows, and the notices in one of their windows now; one timer
   * to the next change of any of them, none while nothing will change (SCH-6, SCH-9).
   */
  private checkSchedule(): void {
    clearTimeout(this.sleepTimer);
    const now = serverNow(this.offset, this.now());
    const hours = this.windows ? stateAt(this.windows, now) : { active: true, changesAt: null };
    let next = hours.changesAt;
    const showing: ScreenNotice[] = [];
    for (const notice of this.scheduledNotices) {
      const { active, changesAt } = stateAt(notice.windows, now);
      if (active) showing.push(notice);
      if (changesAt !== null && (next === null || changesAt < next)) next = changesAt;
    }
    const notices = sameNotices(showing, this.snapshot.notices) ? this.snapshot.notices : showing;
    if (this.snapshot.asleep === hours.active || notices !== this.snapshot.notices) {
      this.update({ asleep: !hours.active, notices });
      if (this.unreported()) void this.report();
    }
    // setTimeout holds at most ~24.8 days; the windows reach 14 ahead.
    if (next !== null)
      this.sleepTimer = setTimeout(() => this.checkSchedule(), Math.min(next - now, 2 ** 31 - 1));
  }

  /**
   * The server's word on the emergency alert (docs/decisions/alerts-and-audit.md ALR-3): shown (and kept, so it survives a reload and a lost
   * network) until the server ends it or its time runs out, counted on this screen's own clock.
   */
  private applyAlert(alert: ScreenAlert | null): void {
    if (!alert) {
      if (this.snapshot.alert || this.storage.loadAlert()) this.hideAlert();
      return;
    }
    const kept: KeptAlert = { alert, until: this.now() + Math.max(0, alert.expires_in_ms) };
    this.storage.saveAlert(kept);
    this.showAlert(kept);
  }

  private showAlert(kept: KeptAlert): void {
    clearTimeout(this.alertTimer);
    const left = kept.until - this.now();
    if (left <= 0) {
      this.hideAlert();
      return;
    }
    if (this.snapshot.alert?.id !== kept.alert.id || this.snapshot.alert.title !== kept.alert.title) {
      this.update({ alert: kept.alert });
    }
    // Long timers drift on sleeping TVs: look again at least every minute.
    this.alertTimer = setTimeout(() => this.showAlert(kept), Math.min(left, 60_000));
  }

  private hideAlert(): void {
    clearTimeout(this.alertTimer);
    this.storage.saveAlert(null);
    if (this.snapshot.alert) this.update({ alert: null });
  }

  /** The stream is gone: reconnect with backoff, and poll the bundle meanwhile. */
  private disconnected(error: unknown): void {
    if (!this.running) return;
    const status = error instanceof HttpError ? error.status : 0;
    this.downSince ??= this.now();
    this.update({
      live: false,
      offlineSince: this.snapshot.offlineSince ?? this.now(),
      problem: status === 429 ? 'rate-limited' : status >= 500 ? 'server-error' : null,
    });
    const downFor = this.now() - this.downSince;
    const delay = reconnectDelay(downFor, this.slowFailures, this.retryMs, this.random());
    if (downFor >= STREAM_QUICK_RETRY_PERIOD_MS) this.slowFailures++;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
    if (!this.polling) this.startPolling();
  }

  /** Every 30 s while the stream is down: the conditional bundle call. */
  private startPolling(): void {
    this.polling = true;
    const tick = async () => {
      if (!this.running || this.snapshot.live) {
        this.polling = false;
        return;
      }
      if (this.snapshot.deviceId) await this.fetchBundle();
      if (!this.running || this.snapshot.live) {
        this.polling = false;
        return;
      }
      this.pollTimer = setTimeout(() => void tick(), BUNDLE_POLL_INTERVAL_MS);
    };
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => void tick(), BUNDLE_POLL_INTERVAL_MS);
  }

  /** `GET /tv-devices/{id}/bundle` with the shown version as ETag: 304 when nothing changed. */
  private fetchBundle(): Promise<void> {
    this.bundleRequest ??= this.requestBundle().finally(() => {
      this.bundleRequest = null;
    });
    return this.bundleRequest;
  }

  private async requestBundle(): Promise<void> {
    const deviceId = this.snapshot.deviceId;
    if (!deviceId || !this.storage.secret()) return;
    // A bundle held back is known already: only a newer one is worth downloading.
    const known = this.pending ?? this.snapshot.bundle;
    const headers: Record<string, string> =
      known && known.device_id === deviceId ? { 'if-none-match': `"${known.version}"` } : {};
    try {
      const response = await this.call(`/${encodeURIComponent(deviceId)}/bundle`, { headers });
      if (!this.running || this.snapshot.deviceId !== deviceId) return;
      if (response.status === 304) return;
      if (response.status === 404) {
        if (this.snapshot.bundle) this.clearBundle();
        return;
      }
      // Other refusals (a secret the server no longer knows, …) are settled by /me and the stream.
      if (!response.ok) return;
      const bundle = await dataOf<unknown>(response);
      if (looksLikeBundle(bundle)) this.receiveBundle(bundle);
    } catch {
      // Unreachable: keep showing what is on screen; the next poll or the stream catches up.
    }
  }
}
