import type { PlayerReport } from '@foyer/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { AppContext } from '../../platform/context';
import type { ContactOf } from './contacts';

/**
 * A report equal to the last one written is written again after this long at the latest, so an
 * instance's memory that missed another instance's write heals by itself.
 */
export const REPORT_REWRITE_AFTER_MS = 30 * 60 * 1000;
/** Uptime is counted on the screen and the start derived on the server: jitter up to this is "the same start". */
const SAME_START_MS = 60 * 1000;
const MEMORY_LIMIT = 50_000;

interface Written {
  at: number;
  deviceId: string | null;
  shownVersion: number | null;
  startedAt: number;
  reason: string | null;
  legacy: boolean;
  shownAlertId: string | null;
  /** JSON list of the notice ids on screen. */
  shownNoticeIds: string;
  asleep: boolean;
}

export interface ReportWrite {
  playerId: string;
  deviceId: string | null;
  at: string;
  shownVersion: number | null;
  startedAt: string;
  reason: string | null;
  legacy: boolean;
  shownAlertId: string | null;
  shownNoticeIds: string;
  asleep: boolean;
}

/**
 * One report: the player's own facts, and on its device the shown version (`shown_since` moves
 * only when the version changes, decided by the database so concurrent instances agree). True
 * when this report moved it: the screen's receipt of a version it had not shown, counted once
 * by the metrics (docs/decisions/metrics.md MET-2).
 */
export async function writeReport(db: Db, report: ReportWrite): Promise<boolean> {
  const legacy = report.legacy ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('players')
      .set({ started_at: report.startedAt, reload_reason: report.reason, legacy })
      .where('id', '=', report.playerId)
      .execute();
    if (!report.deviceId) return false;
    const shown = report.shownVersion;
    const row = await trx
      .updateTable('devices')
      .set({
        shown_version: shown,
        shown_since:
          shown === null
            ? null
            : sql<string>`case when shown_version = ${shown} and shown_since is not null then shown_since else ${report.at} end`,
        player_started_at: report.startedAt,
        player_reload_reason: report.reason,
        player_legacy: legacy,
        shown_alert_id: report.shownAlertId,
        shown_notice_ids: report.shownNoticeIds,
        shown_asleep: report.asleep ? 1 : 0,
      })
      .where('id', '=', report.deviceId)
      .returning('shown_since')
      .executeTakeFirst();
    return shown !== null && row?.shown_since === report.at;
  });
}

/** When the device's bundle `version` was published (server time); undefined when it is gone. */
async function publishedAtOf(db: Db, deviceId: string, version: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('published_bundles')
    .select('published_at')
    .where('device_id', '=', deviceId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.published_at;
}

/**
 * Told of a screen's receipt of a newly shown version: when it was published and when the
 * receipt arrived, both server times (the metrics' publish-to-screen latency).
 */
export type ReceiptListener = (publishedAt: string, receivedAt: string) => void;

/**
 * Stores players' reports. A report repeats on a timer with only the uptime grown, which changes
 * no stored fact (the start is stored, not the uptime): such a repeat costs no write, so a
 * thousand screens reporting every few minutes write only when something changed.
 */
export class ReportRecorder {
  private readonly written = new Map<string, Written>();
  /** Set by the app when metrics are on (platform/metrics.ts). */
  onReceipt: ReceiptListener | undefined;

  constructor(private readonly ctx: AppContext) {}

  async record(player: ContactOf, report: PlayerReport): Promise<void> {
    const now = this.ctx.now();
    const ms = now.getTime();
    const startedAt = ms - report.uptime_s * 1000;
    const next: Written = {
      at: ms,
      deviceId: player.device_id,
      shownVersion: report.shown_version,
      startedAt,
      reason: report.last_reload_reason,
      legacy: report.legacy,
      shownAlertId: report.shown_alert_id ?? null,
      shownNoticeIds: JSON.stringify(report.shown_notice_ids ?? []),
      asleep: report.asleep ?? false,
    };
    const last = this.written.get(player.id);
    if (last && sameFacts(last, next) && ms >= last.at && ms - last.at < REPORT_REWRITE_AFTER_MS) return;
    const received = await writeReport(this.ctx.db, {
      playerId: player.id,
      deviceId: player.device_id,
      at: now.toISOString(),
      shownVersion: report.shown_version,
      startedAt: new Date(startedAt).toISOString(),
      reason: report.last_reload_reason,
      legacy: report.legacy,
      shownAlertId: next.shownAlertId,
      shownNoticeIds: next.shownNoticeIds,
      asleep: next.asleep,
    });
    // Remembered only once written: a failed write is tried again by the next report.
    if (this.written.size >= MEMORY_LIMIT && !this.written.has(player.id)) this.written.clear();
    this.written.set(player.id, next);
    if (received && this.onReceipt && player.device_id && next.shownVersion !== null)
      await this.tellReceipt(player.device_id, next.shownVersion, now.toISOString());
  }

  /** A failed read costs the metrics one receipt, never the screen its report. */
  private async tellReceipt(deviceId: string, version: number, at: string): Promise<void> {
    try {
      const publishedAt = await publishedAtOf(this.ctx.db, deviceId, version);
      if (publishedAt) this.onReceipt?.(publishedAt, at);
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'Could not read the publish time of a receipt');
    }
  }
}

function sameFacts(a: Written, b: Written): boolean {
  return (
    a.deviceId === b.deviceId &&
    a.shownVersion === b.shownVersion &&
    a.reason === b.reason &&
    a.legacy === b.legacy &&
    a.shownAlertId === b.shownAlertId &&
    a.shownNoticeIds === b.shownNoticeIds &&
    a.asleep === b.asleep &&
    Math.abs(a.startedAt - b.startedAt) < SAME_START_MS
  );
}
