import {
  DEVICE_MESSAGES,
  PUBLISH_MESSAGES,
  SCREEN_MESSAGES,
  type PairResult,
  type PlayerReport,
  type PlayerState,
} from '@foyer/shared';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { NotFound, Unauthorized } from '../../platform/errors';
import { findAuthorizedDevice } from '../devices/service';
import { createPlayer, playerState, renewPlayer, type PlayerRow } from '../pairing/service';
import { newestBundleOf } from '../publishing/service';
import { EnvelopeCache, etagOf, matchesEtag } from './bundle-json';
import { ContactRecorder } from './contacts';
import { AlertDirectory } from './alert-directory';
import { screenAlertOf } from '../emergency-alerts/service';
import { ScreenHub } from './hub';
import { PlayerDirectory } from './players';
import { ReportRecorder } from './reports';
import { ScheduleDirectory } from './schedule-directory';
import { latestBundleVersion } from './repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** The screens' rules and their open streams, one per server (tests reach the hub here). */
    screens: ScreenService;
  }
}

/** Who asks for a device's bundle: its screen (by secret) or a signed-in member. */
export type BundleCaller = { kind: 'screen'; player: PlayerRow } | { kind: 'member'; actor: AuthActor };

/** The bundle call's answer: 304 for the version the caller has, else the envelope as JSON text. */
export type BundleAnswer =
  { etag: string; notModified: true } | { etag: string; notModified: false; json: string };

/**
 * The rules of the screens' calls (docs/architecture.md "Screens and live delivery"): who a secret
 * belongs to, pairing requests, contacts, reports, the event streams and the conditional bundle
 * poll. One per server, built by the app and reachable by tests as `app.screens`; the routes only
 * read the request and send the answer.
 */
export class ScreenService {
  readonly players: PlayerDirectory;
  readonly contacts: ContactRecorder;
  readonly reports: ReportRecorder;
  readonly envelopes = new EnvelopeCache();
  readonly hub: ScreenHub;
  readonly alerts: AlertDirectory;
  readonly schedules: ScheduleDirectory;

  constructor(private readonly ctx: AppContext) {
    this.players = new PlayerDirectory(ctx.db);
    this.contacts = new ContactRecorder(ctx);
    this.reports = new ReportRecorder(ctx);
    this.alerts = new AlertDirectory(ctx, (orgId) => this.hub.refreshAlertsOf(orgId));
    this.schedules = new ScheduleDirectory(ctx);
    this.hub = new ScreenHub(ctx, this.players, this.contacts, this.envelopes, this.alerts, this.schedules);
  }

  /** Where the screen stands, with the emergency alert it must show and its hours (`/me`). */
  async state(player: PlayerRow): Promise<PlayerState> {
    const alert =
      player.device_id && player.org_id ? await this.alerts.alertOf(player.org_id, player.device_id) : null;
    const schedule = await this.schedules.scheduleOf(player.org_id, player.device_id);
    return { ...playerState(player), alert: alert ? screenAlertOf(alert, this.ctx.now()) : null, schedule };
  }

  /** The secret's player; 401 without a secret or with an unknown one. */
  async requirePlayer(secret: string | undefined): Promise<PlayerRow> {
    if (!secret) throw new Unauthorized(SCREEN_MESSAGES.secretRequired);
    const player = await this.players.find(secret);
    if (!player) throw new Unauthorized(SCREEN_MESSAGES.secretInvalid);
    return player;
  }

  /** Records that the screen called; a failure is logged and never fails the call. */
  async contact(player: PlayerRow, appVersion: string | undefined, log: FastifyBaseLogger): Promise<void> {
    try {
      await this.contacts.record(player, appVersion);
    } catch (error) {
      log.warn({ err: error }, 'Could not record a screen contact');
    }
  }

  /**
   * A screen asking for a code: with a known secret, a new code while it waits (or its state once
   * linked); otherwise a new player with a secret (`created`).
   */
  async pair(
    secret: string | undefined,
    appVersion: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ created: boolean; data: PairResult }> {
    const known = secret ? await this.players.find(secret) : undefined;
    if (!known) return { created: true, data: await createPlayer(this.ctx, appVersion) };
    await this.contact(known, appVersion, log);
    const data = await renewPlayer(this.ctx, known);
    this.players.forget(known.id);
    return { created: false, data };
  }

  async report(player: PlayerRow, report: PlayerReport): Promise<void> {
    await this.reports.record(player, report);
  }

  /** The screen's event stream; `shownBundle` (`<id>:<version>`) is not sent again. */
  openStream(reply: FastifyReply, player: PlayerRow, shownBundle?: string): void {
    this.hub.open(reply, player, shownBundle);
  }

  /**
   * The device's newest bundle for its own screen or a member who may see the device; 404 for a
   * screen not paired yet or another device, and when nothing is published.
   */
  async bundle(
    deviceId: string,
    caller: BundleCaller,
    ifNoneMatch: string | undefined,
  ): Promise<BundleAnswer> {
    if (caller.kind === 'screen') {
      // A screen waiting for staff to save its code has no device yet; any other device is not its own.
      if (caller.player.device_id === null) throw new NotFound(SCREEN_MESSAGES.notPaired);
      if (caller.player.device_id !== deviceId) throw new NotFound(DEVICE_MESSAGES.notFound);
    } else {
      await findAuthorizedDevice(this.ctx.db, caller.actor, deviceId, 'content:read');
    }
    const latest = await latestBundleVersion(this.ctx.db, deviceId);
    if (!latest) throw new NotFound(PUBLISH_MESSAGES.noBundle);
    const etag = etagOf(latest.version);
    if (matchesEtag(ifNoneMatch, etag)) return { etag, notModified: true };
    const cached = this.envelopes.get(deviceId, latest.id, latest.version);
    if (cached !== undefined) return { etag, notModified: false, json: cached };
    // Published again between the two reads: answer the newer one with its own tag.
    const row = await newestBundleOf(this.ctx.db, deviceId);
    if (!row) throw new NotFound(PUBLISH_MESSAGES.noBundle);
    return { etag: etagOf(Number(row.version)), notModified: false, json: this.envelopes.set(row) };
  }

  /** Ends every open stream: they never end by themselves, and the server waits for open connections. */
  async close(): Promise<void> {
    await this.hub.close();
  }
}
