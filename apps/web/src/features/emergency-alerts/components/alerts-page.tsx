import {
  ALERT_TEMPLATE_TEXT,
  alertReachText,
  alertScopeText,
  can,
  type Device,
  type EmergencyAlert,
  type SubOrganization,
  type User,
} from '@foyer/shared';
import { Check, Clock, Siren, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/layouts/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { formatTimeOfDay } from '../../../lib/format-date';
import { useSubOrganizations } from '../../../lib/sub-organizations/get-sub-organizations';
import { useAlerts } from '../api/alerts';
import { ALERTS_TEXT } from '../messages';
import { useEndAlertConfirm } from './active-alert-banner';
import { StartAlertWithData } from './emergency-button';
import { WebhookSettings } from './webhook-settings';

/** /dashboard/alerts: the alerts on the screens with each screen's receipt, the earlier ones, the webhook. */
export function AlertsPage({ user, devices }: { user: User; devices: readonly Device[] | undefined }) {
  const alerts = useAlerts(user.org_id);
  const buildings = useSubOrganizations(user.org_id);
  const [starting, setStarting] = useState(false);
  const manages = can(user, 'alerts:manage', { org_id: user.org_id });
  const page = paths.app.alerts;

  return (
    <div className="animate-fade-in">
      <PageHeader
        title={page.title}
        description={page.description}
        actions={
          manages && (
            <Button variant="danger" onClick={() => setStarting(true)}>
              <Siren className="size-4" aria-hidden />
              {ALERTS_TEXT.dialogTitle}
            </Button>
          )
        }
      />
      {starting && (
        <StartAlertWithData user={user} devices={devices} open={starting} onOpenChange={setStarting} />
      )}
      <div className="mt-8 space-y-10">
        {alerts.isPending ? (
          <PageLoader />
        ) : alerts.isError ? (
          <LoadFailedState title={ALERTS_TEXT.loadFailed} icon={<Siren />} query={alerts} />
        ) : (
          <>
            <section aria-labelledby="alerts-active">
              <h2 id="alerts-active" className="text-base font-semibold text-zinc-950">
                {ALERTS_TEXT.activeHeading}
              </h2>
              <div className="mt-3 space-y-4">
                {alerts.data.active.length === 0 ? (
                  <EmptyState
                    tone="neutral"
                    icon={<Siren />}
                    title={ALERTS_TEXT.noneActive}
                    description={ALERTS_TEXT.noneActiveHint}
                  />
                ) : (
                  alerts.data.active.map((alert) => (
                    <ActiveAlertCard
                      key={alert.id}
                      alert={alert}
                      buildings={buildings.data ?? []}
                      canEnd={manages}
                    />
                  ))
                )}
              </div>
            </section>
            <section aria-labelledby="alerts-recent">
              <h2 id="alerts-recent" className="text-base font-semibold text-zinc-950">
                {ALERTS_TEXT.recentHeading}
              </h2>
              {alerts.data.recent.length === 0 ? (
                <p className="mt-2 text-sm text-zinc-500">{ALERTS_TEXT.noRecent}</p>
              ) : (
                <ul className="mt-3 divide-y divide-zinc-100 rounded-2xl border border-zinc-200/80 bg-white">
                  {alerts.data.recent.map((alert) => (
                    <li
                      key={alert.id}
                      className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-5 py-3 text-sm"
                    >
                      <span className="font-medium text-zinc-900">{alert.title}</span>
                      <span className="text-zinc-500">{ALERT_TEMPLATE_TEXT[alert.template].label}</span>
                      <span className="text-zinc-500">· {alertScopeText(alert.scope)}</span>
                      <span className="ml-auto text-[13px] text-zinc-500">
                        {ALERTS_TEXT.startedBy(alert.started_by, formatTimeOfDay(alert.started_at))} ·{' '}
                        {alert.ended_at
                          ? ALERTS_TEXT.endedBy(alert.ended_by ?? '', formatTimeOfDay(alert.ended_at))
                          : ALERTS_TEXT.expiredAt(formatTimeOfDay(alert.expires_at))}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
        {manages && <WebhookSettings orgId={user.org_id} />}
      </div>
    </div>
  );
}

function ActiveAlertCard({
  alert,
  buildings,
  canEnd,
}: {
  alert: EmergencyAlert;
  buildings: readonly SubOrganization[];
  canEnd: boolean;
}) {
  const { ask, dialog } = useEndAlertConfirm();
  const buildingName = (id: string | null) => buildings.find((b) => b.id === id)?.name ?? ALERTS_TEXT.orgWide;
  return (
    <article
      className="overflow-hidden rounded-2xl border border-red-200 bg-white shadow-sm"
      data-testid="alert-card"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-red-100 bg-red-50 px-5 py-4">
        <Siren className="size-5 text-red-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-red-950">{alert.title}</h3>
          <p className="text-[13px] text-red-900/80">
            {ALERTS_TEXT.startedBy(alert.started_by, formatTimeOfDay(alert.started_at))} ·{' '}
            {ALERTS_TEXT.endsAt(formatTimeOfDay(alert.expires_at))}
          </p>
        </div>
        <Badge tone="red">{alertReachText(alert)}</Badge>
        {canEnd && (
          <Button variant="danger" size="sm" onClick={() => ask(alert)}>
            {ALERTS_TEXT.end}
          </Button>
        )}
      </header>
      {alert.text && <p className="px-5 pt-3 text-sm text-zinc-700">{alert.text}</p>}
      <table className="mt-2 w-full text-left text-sm">
        <thead className="text-[12px] tracking-wide text-zinc-500 uppercase">
          <tr>
            <th className="px-5 py-2 font-medium">{ALERTS_TEXT.columnScreen}</th>
            <th className="hidden px-3 py-2 font-medium sm:table-cell">{ALERTS_TEXT.columnBuilding}</th>
            <th className="px-3 py-2 font-medium">{ALERTS_TEXT.columnConnection}</th>
            <th className="px-5 py-2 text-right font-medium">{ALERTS_TEXT.columnShowing}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {alert.screens.map((screen) => (
            <tr key={screen.device_id} data-testid="alert-screen">
              <td className="px-5 py-2.5 font-medium text-zinc-900">{screen.name}</td>
              <td className="hidden px-3 py-2.5 text-zinc-600 sm:table-cell">
                {buildingName(screen.sub_org_id)}
              </td>
              <td className="px-3 py-2.5">
                {screen.online ? (
                  <span className="text-emerald-700">{ALERTS_TEXT.online}</span>
                ) : (
                  <span className="flex items-center gap-1.5 text-zinc-500">
                    <WifiOff className="size-3.5" aria-hidden />
                    {ALERTS_TEXT.offline}
                  </span>
                )}
              </td>
              <td className="px-5 py-2.5 text-right">
                {screen.showing ? (
                  <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
                    <Check className="size-4" aria-hidden />
                    {ALERTS_TEXT.showing}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-zinc-500">
                    <Clock className="size-4" aria-hidden />
                    {ALERTS_TEXT.notConfirmed}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialog}
    </article>
  );
}
