import type { ScreenShowing } from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { visibleDeviceRows, type DeviceRow } from '../devices/service';
import { alertContentsOf } from '../emergency-alerts/service';
import { noticeContentsOf } from '../notices/service';

function noticeIdsOf(row: DeviceRow): string[] {
  if (row.shown_notice_ids === null) return [];
  try {
    const ids: unknown = JSON.parse(row.shown_notice_ids);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What each screen the member sees reported it draws (docs/decisions/schedules.md SCH-11), with the
 * contents of its notices and alert, so that the dashboard draws each card with the screen's own
 * renderer: no screenshot travels. A notice or alert deleted since the report is left out.
 */
export async function screensShowing(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  subOrgId: string | undefined,
): Promise<ScreenShowing[]> {
  const { rows } = await visibleDeviceRows(ctx, actor, orgId, subOrgId);
  if (rows.length === 0) return [];
  const alertIds = rows.flatMap((row) => (row.shown_alert_id ? [row.shown_alert_id] : []));
  const [notices, alerts] = await Promise.all([
    rows.some((row) => noticeIdsOf(row).length > 0) ? noticeContentsOf(ctx.db, orgId) : new Map(),
    alertContentsOf(ctx, orgId, alertIds),
  ]);
  return rows.map((row) => {
    const alert = row.shown_alert_id ? alerts.get(row.shown_alert_id) : undefined;
    return {
      device_id: row.id,
      reported: row.player_started_at !== null,
      version: row.shown_version === null ? null : Number(row.shown_version),
      asleep: row.shown_asleep === 1,
      alert: alert ? { id: alert.id, title: alert.title, text: alert.text, tone: alert.tone } : null,
      notices: noticeIdsOf(row).flatMap((id) => {
        const notice = notices.get(id);
        return notice ? [notice] : [];
      }),
    };
  });
}
