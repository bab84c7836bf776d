import { DEFAULT_LANGUAGE, type ScreenAlert, type ScreenShowing } from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { visibleDeviceRows, type DeviceRow } from '../devices/service';
import { alertContentsOf } from '../emergency-alerts/service';
import { noticeContentsOf } from '../notices/service';
import { buildingLanguages } from '../sub-organizations/service';

/** An alert as the card draws it: what the screen was told, without the countdown. */
function withoutExpiry({
  expires_in_ms: _expires,
  ...alert
}: ScreenAlert): NonNullable<ScreenShowing['alert']> {
  return alert;
}

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
  const [notices, alerts, buildings] = await Promise.all([
    rows.some((row) => noticeIdsOf(row).length > 0) ? noticeContentsOf(ctx.db, orgId) : new Map(),
    alertContentsOf(ctx, orgId, alertIds),
    buildingLanguages(ctx.db, orgId),
  ]);
  return rows.map((row) => {
    const alert = row.shown_alert_id ? alerts.get(row.shown_alert_id) : undefined;
    return {
      device_id: row.id,
      reported: row.player_started_at !== null,
      version: row.shown_version === null ? null : Number(row.shown_version),
      asleep: row.shown_asleep === 1,
      // Its texts in every language and its band words, as the screen got them (LNG-23).
      alert: alert ? withoutExpiry(alert) : null,
      notices: noticeIdsOf(row).flatMap((id) => {
        const notice = notices.get(id);
        return notice ? [notice] : [];
      }),
      languages: (row.sub_org_id && buildings.get(row.sub_org_id)) || [DEFAULT_LANGUAGE],
    };
  });
}
