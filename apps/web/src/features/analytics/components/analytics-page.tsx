import type { ScreenAnalytics } from '@foyer/shared';
import { Activity, BarChart3, RefreshCw, Tv } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/layouts/page-header';
import { AddLink } from '../../../components/ui/add-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { useAnalytics } from '../api/get-analytics';
import { onlineShare, relativeTime } from '../lib/timeline';
import { ANALYTICS_TEXT } from '../messages';
import { PublishesChart } from './publishes-chart';
import { ScreenTimeline, TimelineLegend } from './screen-timeline';

type Screen = ScreenAnalytics['screens'][number];

export interface AnalyticsPageProps {
  orgId: string;
  subOrgId: string | null;
  /** The selected sub-organization's name, for the subtitle. */
  place: string | null;
  /** Where 'Add Device' goes; absent when the user may not add devices. */
  createPath?: string;
}

/** The clock the relative times read; ticks each minute so 'last seen' stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60 * 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** '99.2%'; a share too small to show as a tenth of a percent is '< 0.1%', never a false 0%. */
function percent(share: number): string {
  if (share > 0 && share < 0.001) return '< 0.1%';
  return `${Math.round(share * 1000) / 10}%`;
}

/** /dashboard/analytics: each screen's last 7 days, and the publishes per day. */
export function AnalyticsPage({ orgId, subOrgId, place, createPath }: AnalyticsPageProps) {
  const query = useAnalytics(orgId, subOrgId);
  const now = useNow();
  const data = query.data;

  return (
    <div className="animate-fade-in">
      <PageHeader title={ANALYTICS_TEXT.title} description={ANALYTICS_TEXT.subtitle(place)} />
      <div className="mt-8">
        {query.isPending ? (
          <LoadingState />
        ) : query.isError && !data ? (
          <EmptyState
            tone="neutral"
            icon={<BarChart3 />}
            title={ANALYTICS_TEXT.loadFailed}
            description={ANALYTICS_TEXT.loadFailedHint}
            role="alert"
            action={
              <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
                <RefreshCw className="size-4" aria-hidden />
                {ANALYTICS_TEXT.tryAgain}
              </Button>
            }
          />
        ) : data && data.screens.length === 0 ? (
          <div className="space-y-6">
            <EmptyState
              icon={<Tv />}
              title={ANALYTICS_TEXT.empty}
              description={ANALYTICS_TEXT.emptyHint}
              action={createPath && <AddLink to={createPath}>{ANALYTICS_TEXT.addDevice}</AddLink>}
            />
            <PublishesSection data={data} />
          </div>
        ) : data ? (
          <Loaded data={data} now={now} />
        ) : null}
      </div>
    </div>
  );
}

function Loaded({ data, now }: { data: ScreenAnalytics; now: number }) {
  const online = data.screens.filter((screen) => screen.status === 'Connected').length;
  const shares = data.screens.map((screen) => onlineShare(screen.periods, data.from, data.to));
  const uptime = shares.reduce((sum, share) => sum + share, 0) / Math.max(1, shares.length);
  const publishes = data.publishes_per_day.reduce((sum, day) => sum + day.count, 0);
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label={ANALYTICS_TEXT.onlineNow} value={`${online} of ${data.screens.length}`}>
          <span
            className={cn(
              'size-2 rounded-full',
              online === data.screens.length
                ? 'bg-emerald-500'
                : online === 0
                  ? 'bg-zinc-300'
                  : 'bg-amber-400',
            )}
            aria-hidden
          />
        </Stat>
        <Stat label={ANALYTICS_TEXT.uptime} value={percent(uptime)} />
        <Stat label={ANALYTICS_TEXT.publishes} value={String(publishes)} />
      </dl>

      <section
        aria-labelledby="analytics-screens"
        className="rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04]"
      >
        <header className="flex flex-col gap-3 border-b border-zinc-100 px-5 py-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
          <div>
            <h2 id="analytics-screens" className="text-sm font-semibold text-zinc-950">
              {ANALYTICS_TEXT.screens}
            </h2>
            <p className="mt-0.5 text-[13px] text-zinc-500">{ANALYTICS_TEXT.screensHint}</p>
          </div>
          <TimelineLegend />
        </header>
        <ul className="divide-y divide-zinc-100">
          {data.screens.map((screen, i) => (
            <ScreenRow key={screen.device_id} screen={screen} share={shares[i] ?? 0} data={data} now={now} />
          ))}
        </ul>
      </section>

      <PublishesSection data={data} />
    </div>
  );
}

function Stat({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-zinc-200/80 bg-white px-5 py-4 shadow-sm shadow-zinc-900/[0.04]">
      <dt className="text-[13px] font-medium text-zinc-500">{label}</dt>
      <dd className="mt-1.5 flex items-center gap-2 text-2xl font-semibold tracking-tight text-zinc-950 tabular-nums">
        {children}
        {value}
      </dd>
    </div>
  );
}

function StatusPill({ connected }: { connected: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1.5 rounded-full px-2 text-[11px] font-medium ring-1 ring-inset',
        connected
          ? 'bg-emerald-50 text-emerald-700 ring-emerald-200/70'
          : 'bg-zinc-100 text-zinc-600 ring-zinc-200/70',
      )}
    >
      <span
        className={cn('size-1.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-zinc-400')}
        aria-hidden
      />
      {connected ? ANALYTICS_TEXT.connected : ANALYTICS_TEXT.disconnected}
    </span>
  );
}

function ScreenRow({
  screen,
  share,
  data,
  now,
}: {
  screen: Screen;
  share: number;
  data: ScreenAnalytics;
  now: number;
}) {
  const connected = screen.status === 'Connected';
  return (
    <li className="px-5 py-4 sm:px-6" aria-label={screen.name}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
        <div className="flex min-w-0 items-center gap-2.5">
          <Activity
            className={cn('size-4 shrink-0', connected ? 'text-emerald-500' : 'text-zinc-300')}
            aria-hidden
          />
          <h3 className="truncate text-sm font-semibold text-zinc-950">{screen.name}</h3>
          <StatusPill connected={connected} />
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px] text-zinc-500 sm:ml-auto">
          <div className="flex gap-1">
            <dt>{ANALYTICS_TEXT.lastSeen}</dt>
            <dd
              className="font-medium text-zinc-700"
              title={screen.last_seen_at ? formatDateTime(screen.last_seen_at) : undefined}
            >
              {relativeTime(screen.last_seen_at, now)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{ANALYTICS_TEXT.appVersion}</dt>
            <dd className="font-mono text-xs font-medium text-zinc-700">{screen.app_version}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{ANALYTICS_TEXT.online}</dt>
            <dd className="font-medium text-zinc-700 tabular-nums">{percent(share)}</dd>
          </div>
        </dl>
      </div>
      <ScreenTimeline periods={screen.periods} from={data.from} to={data.to} name={screen.name} />
    </li>
  );
}

function PublishesSection({ data }: { data: ScreenAnalytics }) {
  return (
    <section
      aria-labelledby="analytics-publishes"
      className="rounded-2xl border border-zinc-200/80 bg-white px-5 py-4 shadow-sm shadow-zinc-900/[0.04] sm:px-6"
    >
      <h2 id="analytics-publishes" className="text-sm font-semibold text-zinc-950">
        {ANALYTICS_TEXT.publishesPerDay}
      </h2>
      <p className="mt-0.5 text-[13px] text-zinc-500">{ANALYTICS_TEXT.publishesHint}</p>
      <PublishesChart days={data.publishes_per_day} />
    </section>
  );
}

function LoadingState() {
  return (
    <div role="status" aria-label={ANALYTICS_TEXT.loading} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-[88px] animate-pulse rounded-2xl border border-zinc-200/80 bg-white" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-2xl border border-zinc-200/80 bg-white" />
    </div>
  );
}
