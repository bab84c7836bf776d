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
 * only when the version changes, decided by the database so concurrent instances agree).
 */
export async function writeReport(db: Db, report: ReportWrite): Promise<void> {
  const legacy = report.legacy ? 1 : 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('players')
      .set({ started_at: report.startedAt, reload_reason: report.reason, legacy })
      .where('id', '=', report.playerId)
      .execute();
    if (!report.deviceId) return;
    const shown = report.shownVersion;
    await trx
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
      .execute();
  });
}

/**
 * Stores players' reports. A report repeats on a timer with only the uptime grown, which changes
 * no stored fact (the start is stored, not the uptime): such a repeat costs no write, so a
 * thousand screens reporting every few minutes write only when something changed.
 */
export class ReportRecorder {
  private readonly written = new Map<string, Written>();

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
    await writeReport(this.ctx.db, {
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
