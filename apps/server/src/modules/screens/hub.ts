import type { ServerResponse } from 'node:http';
import {
  MAX_STREAMS_PER_PLAYER,
  STREAM_HEARTBEAT_MS,
  STREAM_RETRY_MS,
  type PlayerState,
  type ScreenEvent,
  type ScreenNotice,
  type ScreenSchedule,
} from '@foyer/shared';
import DataLoader from 'dataloader';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ScreenChange } from '../../platform/events';
import { screenAlertOf, type AlertRow } from '../emergency-alerts/service';
import { newestBundlesOf, type BundleRow } from '../publishing/service';
import type { AlertDirectory } from './alert-directory';
import { BodyFrames } from './body-frames';
import { bundleJsonParts, type EnvelopeCache } from './bundle-json';
import { STREAM_TOUCH_INTERVAL_MS, type ContactRecorder, type ContactOf } from './contacts';
import type { PlayerDirectory } from './players';
import type { ScheduleDirectory } from './schedule-directory';
import { playerById, playerState, type PlayerRow } from '../pairing/service';

/** A client that does not read (its socket buffer grows beyond this) is disconnected; it reconnects. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface StreamClient {
  player: ContactOf;
  res: ServerResponse;
  /** `id:version` of the bundle last sent, null when the screen was told it has none. */
  sent: string | null | undefined;
  /** Id of the emergency alert last sent, null when told there is none. */
  alertSent: string | null | undefined;
}

/**
 * Encoded once per change and the same bytes written to every stream (no copy per socket); a
 * bundle frame in parts, its shared body's bytes the same for every screen showing it (DEV-18).
 */
type Frame = Buffer | readonly Buffer[];

const frame = (event: ScreenEvent['type'], data: string): Frame =>
  Buffer.from(`event: ${event}\ndata: ${data}\n\n`);
const stateFrame = (state: PlayerState) =>
  frame('state', JSON.stringify({ type: 'state', state } satisfies ScreenEvent));
const CLEARED: Frame = frame('cleared', JSON.stringify({ type: 'cleared' } satisfies ScreenEvent));
const NO_ALERT: Frame = frame('alert', JSON.stringify({ type: 'alert', alert: null } satisfies ScreenEvent));
const alertFrame = (row: AlertRow, now: Date) =>
  frame('alert', JSON.stringify({ type: 'alert', alert: screenAlertOf(row, now) } satisfies ScreenEvent));
/** A stream's schedule read again at most this often when changes keep overtaking it. */
const MAX_SCHEDULE_READS = 3;
const noticeFrame = (id: string, notice: ScreenNotice | null) =>
  frame('notice', JSON.stringify({ type: 'notice', id, notice } satisfies ScreenEvent));
const scheduleFrame = (schedule: ScreenSchedule) =>
  frame('schedule', JSON.stringify({ type: 'schedule', schedule } satisfies ScreenEvent));
/**
 * Every stream gets its windows again this often, long before their 14-day horizon runs out
 * (docs/decisions/schedules.md SCH-4); a screen also gets them on each reconnect.
 */
const SCHEDULE_REFRESH_MS = 24 * 60 * 60 * 1000;
const HEARTBEAT: Frame = Buffer.from(': ping\n\n');
/** Each stream opens with the pace a player retries at after a drop (docs/decisions/player.md PLY-3). */
const RETRY_HINT: Frame = Buffer.from(`retry: ${STREAM_RETRY_MS}\n\n`);
const bundleKey = (row: BundleRow) => `${row.id}:${Number(row.version)}`;

/**
 * The Server-Sent Events streams of this instance, by player and by device. A change told by the
 * event bus is read from the database once and the same frame written to every stream it
 * concerns. One timer beats the heartbeat for all streams, another writes their contacts in one
 * batch.
 */
export class ScreenHub {
  private readonly byPlayer = new Map<string, Set<StreamClient>>();
  private readonly byDevice = new Map<string, Set<StreamClient>>();
  private readonly running = new Map<string, { again: boolean }>();
  private readonly bodyFrames = new BodyFrames();
  /**
   * The devices' bundle reads of one tick in one query: a publish to 200 screens, or a herd of
   * reconnects, costs a few reads instead of one per screen. Each device's read still runs one at
   * a time (`coalesce`); nothing is cached between ticks.
   */
  private readonly bundles = new DataLoader<string, BundleRow | undefined>(
    (ids) => newestBundlesOf(this.ctx.db, ids),
    { cache: false, maxBatchSize: 500 },
  );
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribe: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly players: PlayerDirectory,
    private readonly contacts: ContactRecorder,
    private readonly envelopes: EnvelopeCache,
    private readonly alerts: AlertDirectory,
    private readonly schedules: ScheduleDirectory,
  ) {
    this.unsubscribe.push(ctx.events.subscribe((event) => this.onChange(event)));
    this.unsubscribe.push(ctx.events.onResync(() => this.resync()));
    this.every(STREAM_HEARTBEAT_MS, () => this.broadcast(HEARTBEAT));
    this.every(STREAM_TOUCH_INTERVAL_MS, () => this.touch());
    this.every(SCHEDULE_REFRESH_MS, () => this.refreshAllSchedules());
  }

  /** Number of open streams (for tests and the bench). */
  get size(): number {
    let count = 0;
    for (const clients of this.byPlayer.values()) count += clients.size;
    return count;
  }

  /**
   * Bytes written to the streams and not yet taken by the screens' connections, read by the
   * metrics at scrape time, never counted per write (docs/decisions/metrics.md MET-4).
   */
  get backlogBytes(): number {
    let bytes = 0;
    for (const clients of this.byPlayer.values())
      for (const client of clients) bytes += client.res.writableLength;
    return bytes;
  }

  /**
   * Takes over the response of an authenticated stream request: headers, the `state` event, then
   * the current bundle (`bundle`) or, with none to show, `cleared`. `shownBundle` is the
   * `<id>:<version>` the screen says it shows (back after a drop): that bundle is not sent again,
   * any other is (docs/decisions/player.md PLY-3).
   */
  open(reply: FastifyReply, player: PlayerRow, shownBundle?: string): void {
    reply.hijack();
    const res = reply.raw;
    // The headers hooks set so far (security headers), then the stream's own.
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.socket?.setNoDelay(true);
    // A screen that hung up while its secret was checked already had its `close`: attached now,
    // it would stay in the maps for good and its batched contacts keep the device Connected.
    if (this.closed || res.destroyed || !res.socket || res.socket.destroyed) {
      if (!res.destroyed) res.end();
      return;
    }
    res.write(RETRY_HINT);
    const client: StreamClient = {
      player: { id: player.id, device_id: player.device_id, org_id: player.org_id },
      res,
      sent: shownBundle,
      alertSent: undefined,
    };
    res.on('close', () => this.detach(client));
    res.on('error', () => this.detach(client));
    this.evictOldest(player.id, MAX_STREAMS_PER_PLAYER - 1);
    this.attach(client);
    // Attached first, then read: a change arriving meanwhile is sent again at worst, never lost.
    // The row the secret was checked with serves as that read when no player changed since (a
    // restart's herd is spared one query per screen); a run again after a change reads afresh.
    let known = this.players.isCurrent(player) ? player : undefined;
    this.coalesce(`player:${player.id}`, () => {
      const row = known;
      known = undefined;
      return this.refreshPlayer(player.id, row);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.alerts.close();
    for (const timer of this.timers) clearInterval(timer);
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    for (const clients of this.byPlayer.values()) for (const client of clients) client.res.end();
    this.byPlayer.clear();
    this.byDevice.clear();
  }

  private every(ms: number, run: () => unknown): void {
    const timer = setInterval(() => void run(), ms);
    timer.unref();
    this.timers.push(timer);
  }

  private attach(client: StreamClient): void {
    add(this.byPlayer, client.player.id, client);
    if (client.player.device_id) add(this.byDevice, client.player.device_id, client);
  }

  private detach(client: StreamClient): void {
    remove(this.byPlayer, client.player.id, client);
    if (client.player.device_id) remove(this.byDevice, client.player.device_id, client);
  }

  /** Ends the player's oldest streams until at most `keep` are left (a Set keeps insertion order). */
  private evictOldest(playerId: string, keep: number): void {
    const clients = this.byPlayer.get(playerId);
    if (!clients) return;
    for (const client of [...clients].slice(0, Math.max(0, clients.size - keep))) {
      this.detach(client);
      client.res.end();
    }
  }

  private write(client: StreamClient, data: Frame): void {
    const { res } = client;
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return;
    }
    if (Buffer.isBuffer(data)) {
      res.write(data);
      return;
    }
    // The parts leave in one write call of the socket.
    res.cork();
    for (const part of data) res.write(part);
    res.uncork();
  }

  /** The screen's own head and device, then its body's bytes, encoded once per body. */
  private bundleFrame(row: BundleRow): Frame {
    const { own, shared } = bundleJsonParts(row);
    return [
      Buffer.from(`event: bundle\ndata: {"type":"bundle","bundle":${own}`),
      this.bodyFrames.of(row.body_id, shared),
    ];
  }

  private broadcast(data: Frame): void {
    for (const clients of this.byPlayer.values()) for (const client of clients) this.write(client, data);
  }

  private async touch(): Promise<void> {
    const players: ContactOf[] = [];
    for (const clients of this.byPlayer.values()) {
      const first = clients.values().next().value;
      if (first) players.push(first.player);
    }
    try {
      await this.contacts.touch(players);
    } catch (error) {
      if (!this.closed) this.ctx.log.warn({ err: error }, 'Could not record the contacts of open streams');
    }
  }

  /** An alert of the organization started, ended or expired: tell its screens (docs/product.md §10). */
  refreshAlertsOf(orgId: string): void {
    this.alerts.forget(orgId);
    this.coalesce(`alert:${orgId}`, () => this.refreshAlerts(orgId));
  }

  private onChange(event: ScreenChange): void {
    if (event.kind === 'alert') {
      this.refreshAlertsOf(event.org_id);
    } else if (event.kind === 'schedule') {
      this.schedules.forget(event.org_id);
      const { org_id: orgId, sub_org_id: subOrgId } = event;
      this.coalesce(`schedule:${orgId}:${subOrgId}`, () => this.refreshSchedules(orgId, subOrgId));
    } else if (event.kind === 'notice') {
      const { org_id: orgId, notice_id: noticeId } = event;
      this.coalesce(`notice:${orgId}:${noticeId}`, () => this.refreshNotice(orgId, noticeId));
    } else if (event.kind === 'bundle' || event.kind === 'bundles') {
      for (const deviceId of event.kind === 'bundle' ? [event.device_id] : event.device_ids) {
        this.envelopes.forget(deviceId);
        this.coalesce(`device:${deviceId}`, () => this.refreshDevice(deviceId));
      }
    } else {
      // A screen linked to a device: the device's alert scope is read again.
      if (event.org_id) this.alerts.forget(event.org_id);
      this.players.forget(event.player_id);
      this.contacts.forget(event.player_id);
      this.coalesce(`player:${event.player_id}`, () => this.refreshPlayer(event.player_id));
    }
  }

  /** After a gap in the cross-instance channel: forget caches, send every stream what changed. */
  private resync(): void {
    this.players.clear();
    this.alerts.clear();
    this.refreshAllSchedules();
    const orgs = new Set<string>();
    for (const clients of this.byPlayer.values()) {
      for (const client of clients) if (client.player.org_id) orgs.add(client.player.org_id);
    }
    for (const orgId of orgs) this.coalesce(`alert:${orgId}`, () => this.refreshAlerts(orgId));
    for (const deviceId of [...this.byDevice.keys()]) {
      this.envelopes.forget(deviceId);
      this.coalesce(`device:${deviceId}`, () => this.refreshDevice(deviceId));
    }
    for (const playerId of [...this.byPlayer.keys()]) {
      this.coalesce(`player:${playerId}`, () => this.refreshPlayer(playerId));
    }
  }

  /** Runs `task` now, or once more after the run in progress for the same key: a burst costs two reads. */
  private coalesce(key: string, task: () => Promise<void>): void {
    const running = this.running.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.running.set(key, state);
    void (async () => {
      try {
        do {
          state.again = false;
          await task();
        } while (state.again && !this.closed);
      } catch (error) {
        if (!this.closed) this.ctx.log.warn({ err: error, key }, 'Could not push a screen change');
      } finally {
        this.running.delete(key);
      }
    })();
  }

  /**
   * The device's newest bundle to its streams that don't have it yet, `cleared` when it has none.
   * Every bundle read of a device runs through here, one at a time (coalesced), so a stream never
   * gets an older bundle after a newer one.
   */
  private async refreshDevice(deviceId: string): Promise<void> {
    if (!this.byDevice.get(deviceId)?.size) return;
    const row = await this.bundles.load(deviceId);
    const key = row ? bundleKey(row) : null;
    let data: Frame | undefined;
    for (const client of this.byDevice.get(deviceId) ?? []) {
      if (client.sent === key) continue;
      data ??= row ? this.bundleFrame(row) : CLEARED;
      this.write(client, data);
      client.sent = key;
    }
  }

  /**
   * The player's state to its streams; then its device's bundle, or `cleared` when it has no device.
   * `known`: the player as stored now, read by the caller.
   */
  private async refreshPlayer(playerId: string, known?: PlayerRow): Promise<void> {
    if (!this.byPlayer.get(playerId)?.size) return;
    const row = known ?? (await playerById(this.ctx.db, playerId));
    const clients = [...(this.byPlayer.get(playerId) ?? [])];
    if (!row) {
      // Forgotten (long unused): its streams end, and its next call is told to pair again.
      for (const client of clients) client.res.end();
      return;
    }
    const state = stateFrame(playerState(row));
    for (const client of clients) {
      if (client.player.device_id !== row.device_id) {
        this.detach(client);
        client.player = { id: row.id, device_id: row.device_id, org_id: row.org_id };
        client.sent = undefined;
        this.attach(client);
      }
      this.write(client, state);
      if (!row.device_id && client.sent !== null) {
        this.write(client, CLEARED);
        client.sent = null;
      }
    }
    const deviceId = row.device_id;
    if (deviceId) this.coalesce(`device:${deviceId}`, () => this.refreshDevice(deviceId));
    const orgId = row.org_id;
    const generation = orgId ? this.alerts.generation(orgId) : 0;
    const alert = deviceId && orgId ? await this.alerts.alertOf(orgId, deviceId) : null;
    // An alert started or ended during the read: its own refresh tells these streams (and this
    // answer may be the older one).
    if (orgId && this.alerts.generation(orgId) !== generation) return;
    const frames = new Map<string, Frame>();
    for (const client of clients) this.sendAlert(client, alert, frames);
    // A notice changed during the read: read again (a few times at most), so no stream is left
    // with the older schedule.
    let schedule: Frame;
    let read: number;
    let reads = 0;
    do {
      read = orgId ? this.schedules.generation(orgId) : 0;
      schedule = scheduleFrame(await this.schedules.scheduleOf(orgId, deviceId));
      reads += 1;
    } while (orgId && this.schedules.generation(orgId) !== read && reads < MAX_SCHEDULE_READS);
    for (const client of clients) this.write(client, schedule);
  }

  /** Every stream its windows again, read afresh: daily, and after a gap in the channel. */
  private refreshAllSchedules(): void {
    this.schedules.clear();
    const orgs = new Set<string>();
    for (const clients of this.byPlayer.values()) {
      for (const client of clients) if (client.player.org_id) orgs.add(client.player.org_id);
    }
    for (const orgId of orgs) {
      this.coalesce(`schedule:${orgId}:null`, () => this.refreshSchedules(orgId, null));
    }
  }

  /** The windows of the screens of the building (null: of every building of the organization). */
  private async refreshSchedules(orgId: string, subOrgId: string | null): Promise<void> {
    const loaded = await this.schedules.load(orgId);
    const frames = new Map<string, Frame>();
    for (const clients of this.byPlayer.values()) {
      for (const client of clients) {
        const { org_id: org, device_id: deviceId } = client.player;
        if (org !== orgId || !deviceId) continue;
        const building = this.schedules.buildingIn(loaded, deviceId);
        if (subOrgId !== null && building.id !== subOrgId) continue;
        let data = frames.get(building.key);
        if (!data) frames.set(building.key, (data = scheduleFrame(building.schedule)));
        this.write(client, data);
      }
    }
  }

  /**
   * One notice changed (docs/decisions/schedules.md SCH-9): each screen of the organization gets
   * that notice alone, its windows for the screen or null, in one small frame shared by every
   * screen told the same, instead of its whole schedule with every other notice again.
   */
  private async refreshNotice(orgId: string, noticeId: string): Promise<void> {
    const loaded = await this.schedules.load(orgId);
    const noticeOf = await this.schedules.noticeOf(orgId, noticeId);
    // What is kept of the organization's notices is old now: the next connect reads it afresh.
    this.schedules.forget(orgId);
    const frames = new Map<string, Frame>();
    for (const clients of this.byPlayer.values()) {
      for (const client of clients) {
        const { org_id: org, device_id: deviceId } = client.player;
        if (org !== orgId || !deviceId) continue;
        const device = loaded.deviceOf.get(deviceId);
        // A device linked since the read gets its whole schedule with its link.
        if (!device) continue;
        const { key, notice } = noticeOf(device);
        let data = frames.get(key);
        if (!data) frames.set(key, (data = noticeFrame(noticeId, notice)));
        this.write(client, data);
      }
    }
  }

  /** Each stream of the organization's screens gets the alert its device shows, or none. */
  private async refreshAlerts(orgId: string): Promise<void> {
    const byDevice = await this.alerts.load(orgId);
    const now = this.ctx.now().getTime();
    const frames = new Map<string, Frame>();
    for (const clients of this.byPlayer.values()) {
      for (const client of clients) {
        const { org_id: org, device_id: deviceId } = client.player;
        if (org !== orgId) continue;
        const row = deviceId ? byDevice.get(deviceId) : undefined;
        this.sendAlert(client, row && Date.parse(row.expires_at) > now ? row : null, frames);
      }
    }
  }

  /** One frame per alert and change, the same bytes to every stream that shows it. */
  private sendAlert(client: StreamClient, row: AlertRow | null, frames: Map<string, Frame>): void {
    const key = row ? row.id : null;
    if (client.alertSent === key) return;
    let data = NO_ALERT;
    if (row) {
      data = frames.get(row.id) ?? alertFrame(row, this.ctx.now());
      frames.set(row.id, data);
    }
    this.write(client, data);
    client.alertSent = key;
  }
}

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function remove<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
