import { deliveryText, PLAYER_REPORT_TEXT, uptimeText, type Device } from '@foyer/shared';
import { CircleCheck, Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatTimeOfDay } from '../../../lib/format-date';

/** Whether the screen confirmed drawing the newest publish. */
export function showsLatest(device: Device): boolean {
  const report = device.screen;
  return (
    report !== undefined &&
    report.linked &&
    report.shown_version !== null &&
    (report.published_version === null || report.shown_version === report.published_version)
  );
}

interface ReportLines {
  /** 'Showing v12', 'Published v13 — screen still shows v12 since 09:14', 'No screen has shown this code yet', … */
  delivery: string | null;
  latest: boolean;
  /** Player version, uptime (while connected), last reload reason. */
  details: string[];
}

/**
 * The lines of a device's screen report; null before a screen linked to it has reported, unless
 * no screen has shown its code at all.
 */
export function screenReportLines(device: Device, now: Date): ReportLines | null {
  const report = device.screen;
  if (!report) return null;
  const delivery = deliveryText(device, (iso) => formatTimeOfDay(iso, now));
  const started = !report.linked || report.started_at === null ? NaN : Date.parse(report.started_at);
  const reported = !Number.isNaN(started);
  if (!delivery && !reported) return null;
  const details = reported
    ? [
        PLAYER_REPORT_TEXT.player(device.app_version, report.legacy),
        device.status === 'Connected' ? uptimeText((now.getTime() - started) / 1000) : null,
        report.last_reload_reason ? PLAYER_REPORT_TEXT.reloadReasons[report.last_reload_reason] : null,
      ].filter((part): part is string => part !== null)
    : [];
  return { delivery, latest: showsLatest(device), details };
}

/**
 * Under a device's card: what its screen shows, and in a quiet line its player version, uptime
 * and why it was last reloaded.
 */
export function DeviceScreenReport({ lines }: { lines: ReportLines }) {
  const Icon = lines.latest ? CircleCheck : Clock;
  return (
    <div className="min-w-0 space-y-0.5" data-testid="screen-report">
      {lines.delivery && (
        <p
          className={cn(
            'flex items-center gap-1.5 text-xs font-medium',
            lines.latest ? 'text-emerald-700' : 'text-amber-700',
          )}
        >
          <Icon className="size-3.5 shrink-0" aria-hidden />
          <span className="min-w-0">{lines.delivery}</span>
        </p>
      )}
      {lines.details.length > 0 && (
        <p className="text-[11px] leading-4 text-zinc-400">{lines.details.join(' · ')}</p>
      )}
    </div>
  );
}
