import { alertReachText, can, type EmergencyAlert, type User } from '@foyer/shared';
import { Siren } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { formatTimeOfDay } from '../../../lib/format-date';
import { useAlerts, useEndAlert } from '../api/alerts';
import { ALERTS_TEXT } from '../messages';

/**
 * Across the top of every dashboard page while an alert is on the screens, so nobody forgets it
 * is up: what it says, how many screens confirmed it, and 'End alert' for Owners and Admins.
 */
export function ActiveAlertBanner({ user }: { user: User }) {
  const alerts = useAlerts(user.org_id, { screens: false });
  const active = alerts.data?.active ?? [];
  if (active.length === 0) return null;
  return (
    <div
      className="border-b border-red-800 bg-red-700 text-white"
      role="region"
      aria-label={ALERTS_TEXT.bannerLabel}
    >
      {active.map((alert) => (
        <AlertLine
          key={alert.id}
          alert={alert}
          canEnd={can(user, 'alerts:manage', { org_id: alert.org_id })}
        />
      ))}
    </div>
  );
}

export function useEndAlertConfirm() {
  const endAlert = useEndAlert();
  const [ending, setEnding] = useState<EmergencyAlert | null>(null);
  const end = useAction((id: string) => endAlert.mutateAsync(id), {
    done: ALERTS_TEXT.ended,
    failed: ALERTS_TEXT.endFailed,
    reason: 'prefixed',
  });
  const confirm = async () => {
    if (!ending) return;
    await end.run(ending.id);
    setEnding(null);
  };
  const dialog = (
    <ConfirmDialog
      open={ending !== null}
      onOpenChange={(open) => !open && setEnding(null)}
      title={ALERTS_TEXT.endTitle}
      description={ending ? `${ending.title}. ${ALERTS_TEXT.endText}` : ALERTS_TEXT.endText}
      confirmLabel={ALERTS_TEXT.end}
      pendingLabel={ALERTS_TEXT.ending}
      pending={end.pending}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setEnding, dialog };
}

function AlertLine({ alert, canEnd }: { alert: EmergencyAlert; canEnd: boolean }) {
  const { ask, dialog } = useEndAlertConfirm();
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6"
      data-testid="active-alert"
    >
      <span className="flex min-w-0 items-center gap-2 font-semibold">
        <Siren className="size-4 shrink-0 animate-pulse" aria-hidden />
        <span className="truncate">{alert.title}</span>
      </span>
      <span className="text-red-50" data-testid="alert-reach">
        {alertReachText(alert)}
      </span>
      <span className="text-red-100">{ALERTS_TEXT.endsAt(formatTimeOfDay(alert.expires_at))}</span>
      <span className="ml-auto flex items-center gap-2">
        <Link
          to={paths.app.alerts.path}
          className="rounded-md px-2 py-1 font-medium text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white/60 focus-visible:outline-none"
        >
          {ALERTS_TEXT.details}
        </Link>
        {canEnd && (
          <Button
            size="sm"
            variant="secondary"
            className="border-white/0 text-red-800"
            onClick={() => ask(alert)}
          >
            {ALERTS_TEXT.end}
          </Button>
        )}
      </span>
      {dialog}
    </div>
  );
}
