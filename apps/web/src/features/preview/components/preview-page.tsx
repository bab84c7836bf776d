import { BundlePreview, bundleOrientation } from '@foyer/display';
import {
  listedUnder,
  PREVIEW_PADDING_ALLOWANCE,
  PREVIEW_SIDEBAR_ALLOWANCE,
  type BuildingDirectory,
  type CategoryDictionary,
  type Device,
  type PublishedBundle,
  type ScheduleAt,
  type SubOrganization,
  type TenantList,
  type Theme,
} from '@foyer/shared';
import {
  CalendarClock,
  CircleAlert,
  Megaphone,
  Monitor,
  MonitorSmartphone,
  Moon,
  Pencil,
  Sparkles,
  Sun,
  Tv,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePublishedBundle } from '../api/get-published-bundle';
import { useScheduleAt } from '../api/get-schedule-at';
import { previewView, PREVIEW_MODES, type PreviewMode, type PreviewView } from '../lib/preview-state';
import { atFromSearch, hoursLine, noticesLine, screenAt, showAtLabel, withoutClocks } from '../lib/show-at';
import { PREVIEW_TEXT } from '../messages';
import { ShowAtControl } from './show-at-control';

interface Loaded<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface PreviewPageProps {
  title: string;
  description?: string;
  orgId: string;
  /** The device in the address, if any. */
  deviceId: string | undefined;
  /** The selected sub-organization: the chooser lists its devices (all when null). */
  subOrgId: string | null;
  devices: Loaded<Device[]>;
  themes: Loaded<Theme[]>;
  tenantLists: Loaded<TenantList[]>;
  /** The buildings and their mobile directories: the building a publish would copy. */
  buildings?: readonly SubOrganization[];
  directories?: readonly BuildingDirectory[];
  /** The organization's name: a publish copies it for a screen without a building. */
  organizationName?: string;
  /** The organization's category dictionary: a publish copies what the screen needs (LNG-21). */
  categoryTranslations?: CategoryDictionary;
  mode: PreviewMode;
  onSelectDevice: (id: string) => void;
  onModeChange: (mode: PreviewMode) => void;
  /** The device's edit page, when the user may edit it. */
  editHref?: (id: string) => string;
}

/** docs/product.md §9: the stage may use the window width minus the sidebar (280) and the padding (32). */
function useAvailableWidth(): number {
  const read = () => Math.max(240, window.innerWidth - PREVIEW_SIDEBAR_ALLOWANCE - PREVIEW_PADDING_ALLOWANCE);
  const [width, setWidth] = useState(read);
  useEffect(() => {
    const onResize = () => setWidth(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

const MODE_LABELS: Record<PreviewMode, string> = {
  latest: PREVIEW_TEXT.latest,
  published: PREVIEW_TEXT.published,
};

/** /dashboard/preview and /dashboard/preview/{id}: what a device's screen shows, large. */
export function PreviewPage({
  title,
  description,
  orgId,
  deviceId,
  subOrgId,
  devices,
  themes,
  tenantLists,
  buildings,
  directories,
  organizationName,
  categoryTranslations,
  mode,
  onSelectDevice,
  onModeChange,
  editHref,
}: PreviewPageProps) {
  const device = devices.data?.find((candidate) => candidate.id === deviceId);
  // 'Show at' lives in the address (?at=, an ISO instant), so a preview of a time can be shared.
  const [search, setSearch] = useSearchParams();
  const atMs = device ? atFromSearch(search.get('at')) : null;
  const schedule = useScheduleAt(device?.id, atMs);
  const setAt = (next: number | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === null) params.delete('at');
        else params.set('at', new Date(next).toISOString());
        return params;
      },
      { replace: true },
    );
  const scheduleProblem = schedule.isError ? problemOf(schedule.error) : undefined;
  const at: ChosenTime | null =
    atMs === null
      ? null
      : {
          atMs,
          answer: schedule.data,
          pending: schedule.isPending,
          problem: scheduleProblem,
        };
  const published = usePublishedBundle(
    orgId,
    device?.pairing_code || null,
    mode === 'published' && Boolean(device),
  );

  const choices = useMemo(
    () =>
      (devices.data ?? [])
        .filter((candidate) => listedUnder(candidate, subOrgId) || candidate.id === deviceId)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [devices.data, subOrgId, deviceId],
  );

  const view = useMemo(
    () =>
      previewView({
        mode,
        deviceId,
        devices,
        themes,
        tenantLists,
        buildings,
        directories,
        organizationName,
        categoryTranslations,
        published: {
          data: published.data,
          isPending: published.isPending,
          isError: published.isError,
          error: published.error,
        },
      }),
    // The query objects change every render; their parts do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      mode,
      deviceId,
      devices.data,
      devices.isPending,
      devices.isError,
      themes.data,
      themes.isPending,
      themes.isError,
      tenantLists.data,
      tenantLists.isPending,
      tenantLists.isError,
      buildings,
      directories,
      organizationName,
      categoryTranslations,
      published.data,
      published.isPending,
      published.isError,
      published.error,
    ],
  );

  return (
    <div className="animate-fade-in">
      <PageHeader
        title={title}
        description={description}
        actions={
          device &&
          editHref && (
            <Button variant="secondary" asChild>
              <Link to={editHref(device.id)}>
                <Pencil className="size-4" aria-hidden />
                {PREVIEW_TEXT.editDevice}
              </Link>
            </Button>
          )
        }
      />

      <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-zinc-200/80 bg-white p-3 shadow-sm shadow-zinc-900/[0.04] sm:flex-row sm:flex-wrap sm:items-center">
        <Select value={device ? device.id : ''} onValueChange={onSelectDevice} disabled={devices.isPending}>
          <SelectTrigger aria-label={PREVIEW_TEXT.device} className="h-10 w-full sm:w-72">
            <Monitor className="size-4 shrink-0 text-zinc-400" aria-hidden />
            <span className={cn('truncate', !device && 'text-zinc-500')}>
              <SelectValue placeholder={PREVIEW_TEXT.chooseDevice} />
            </span>
          </SelectTrigger>
          <SelectContent align="start" className="max-w-96">
            <SelectGroup>
              {choices.length === 0 ? (
                <p className="px-2.5 py-2 text-sm text-zinc-500">{PREVIEW_TEXT.noDevices}</p>
              ) : (
                choices.map((choice) => (
                  <SelectItem key={choice.id} value={choice.id}>
                    <span className="truncate">{choice.name}</span>
                    {choice.pairing_code && (
                      <span className="ml-2 font-mono text-xs text-zinc-400">{choice.pairing_code}</span>
                    )}
                  </SelectItem>
                ))
              )}
            </SelectGroup>
          </SelectContent>
        </Select>

        <SegmentedControl
          aria-label={PREVIEW_TEXT.mode}
          value={mode}
          options={PREVIEW_MODES.map((value) => ({
            value,
            label: (
              <>
                {value === 'latest' ? (
                  <Sparkles className="size-3.5" aria-hidden />
                ) : (
                  <Tv className="size-3.5" aria-hidden />
                )}
                {MODE_LABELS[value]}
              </>
            ),
          }))}
          onChange={onModeChange}
          className="grid grid-cols-2 p-1 sm:ml-auto"
          itemClassName="flex items-center justify-center gap-1.5 px-3 text-[13px] whitespace-nowrap"
        />
        {device && (
          <div className="basis-full">
            <ShowAtControl
              atMs={atMs}
              zone={schedule.data?.time_zone ?? null}
              reading={schedule.isFetching}
              problem={scheduleProblem}
              onChange={setAt}
            />
          </div>
        )}
      </div>

      <div className="mt-5">
        <PreviewStageArea view={view} mode={mode} at={at} />
      </div>
    </div>
  );
}

/** A refusal's own words; a failed server or a lost connection says only what failed. */
function problemOf(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? `${PREVIEW_TEXT.scheduleFailed}: ${error.message}`
    : PREVIEW_TEXT.scheduleFailed;
}

/** 'Show at' a chosen time: the instant and the server's answer for it. */
interface ChosenTime {
  atMs: number;
  answer: ScheduleAt | undefined;
  pending: boolean;
  problem: string | undefined;
}

function PreviewStageArea({
  view,
  mode,
  at,
}: {
  view: PreviewView;
  mode: PreviewMode;
  at: ChosenTime | null;
}) {
  if (view.kind === 'select') {
    return (
      <EmptyState
        icon={<MonitorSmartphone />}
        title={PREVIEW_TEXT.selectDevice}
        description={PREVIEW_TEXT.selectDeviceHint}
      />
    );
  }
  if (view.kind === 'loading') {
    return (
      <Wall>
        <div role="status" className="flex flex-col items-center gap-3 text-sm text-zinc-400">
          <Spinner size="md" className="text-zinc-400" />
          {view.text}
        </div>
      </Wall>
    );
  }
  if (view.kind === 'error') {
    return (
      <Wall>
        <div role="alert" className="flex max-w-md flex-col items-center gap-3 px-6 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-red-500/10 text-red-400 ring-1 ring-red-400/20">
            <CircleAlert className="size-5" aria-hidden />
          </span>
          <p className="text-sm font-medium text-zinc-100">{view.message}</p>
          {view.detail && <p className="text-[13px] text-zinc-400">{view.detail}</p>}
        </div>
      </Wall>
    );
  }
  if (at && !at.answer) {
    return (
      <Wall>
        {at.pending ? (
          <div role="status" className="flex flex-col items-center gap-3 text-sm text-zinc-400">
            <Spinner size="md" className="text-zinc-400" />
            {PREVIEW_TEXT.readingSchedule}
          </div>
        ) : (
          <div role="alert" className="flex max-w-md flex-col items-center gap-3 px-6 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-red-500/10 text-red-400 ring-1 ring-red-400/20">
              <CircleAlert className="size-5" aria-hidden />
            </span>
            <p className="text-sm font-medium text-zinc-100">{at.problem ?? PREVIEW_TEXT.scheduleFailed}</p>
          </div>
        )}
      </Wall>
    );
  }
  return <ScreenStage bundle={view.bundle} sample={view.sample} mode={mode} answer={at?.answer} />;
}

/** The dark wall a screen hangs on; also holds the loading and error states at the same size. */
function Wall({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-[360px] items-center justify-center rounded-2xl bg-zinc-950 p-4 ring-1 ring-zinc-900/5 sm:p-8',
        'bg-[radial-gradient(ellipse_at_50%_0%,rgba(59,130,246,0.16),transparent_60%)]',
        className,
      )}
    >
      {children}
    </div>
  );
}

function ScreenStage({
  bundle,
  sample,
  mode,
  answer,
}: {
  bundle: PublishedBundle;
  sample: boolean;
  mode: PreviewMode;
  /** At a chosen time: what the screen's schedule says then; absent: now, as before. */
  answer?: ScheduleAt;
}) {
  const available = useAvailableWidth();
  const chosen = answer !== undefined;
  // At a chosen time the clocks would show the time of now: they are left out.
  const drawn = useMemo(
    () => (chosen ? withoutClocks(bundle) : { bundle, hadClock: false }),
    [chosen, bundle],
  );
  const portrait = bundleOrientation(bundle) === 'portrait';
  // The whole screen fits the window below the toolbar: as wide as the page allows, as high as is left.
  const frame = portrait
    ? { height: 'max(360px, min(calc(100vh - 400px), 900px))', aspectRatio: '9 / 16', maxWidth: '100%' }
    : {
        width: '100%',
        maxWidth: `min(${available}px, max(480px, calc((100vh - 420px) * 16 / 9)))`,
        aspectRatio: '16 / 9',
      };
  return (
    <figure className="animate-fade-in">
      <Wall>
        <div className="flex w-full flex-col items-center gap-4">
          {answer && <ScheduleCaption answer={answer} bundle={bundle} hadClock={drawn.hadClock} />}
          <div
            data-testid="preview-screen"
            data-orientation={portrait ? 'portrait' : 'landscape'}
            className="rounded-[14px] bg-zinc-800 p-[6px] shadow-2xl shadow-black/50 ring-1 ring-white/10"
            style={frame}
          >
            <ScreenAtTime bundle={drawn.bundle} answer={answer} />
          </div>
        </div>
      </Wall>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 px-1 text-[13px] text-zinc-500">
        <Badge tone={mode === 'latest' ? 'brand' : 'emerald'}>{MODE_LABELS[mode]}</Badge>
        <span className="font-medium text-zinc-700">{bundle.bundle_name}</span>
        <span aria-hidden>·</span>
        <span>{PREVIEW_TEXT.version(bundle.version)}</span>
        {mode === 'published' && (
          <>
            <span aria-hidden>·</span>
            <span>Published {formatDateTime(bundle.published_at)}</span>
          </>
        )}
        <span aria-hidden>·</span>
        <span>{portrait ? 'Portrait' : 'Landscape'}</span>
        {sample && (
          <span className="basis-full text-zinc-400 sm:basis-auto sm:ml-auto">
            {PREVIEW_TEXT.sampleEntries}
          </span>
        )}
      </figcaption>
      <p className="sr-only">{mode === 'latest' ? PREVIEW_TEXT.latestHint : PREVIEW_TEXT.publishedHint}</p>
    </figure>
  );
}

/** The screen as drawn now, or at the chosen time by its schedule, as the player draws it. */
function ScreenAtTime({ bundle, answer }: { bundle: PublishedBundle; answer: ScheduleAt | undefined }) {
  if (!answer) return <BundlePreview bundle={bundle} animate className="rounded-[9px] bg-black" />;
  const drawn = screenAt(answer, bundle);
  if (drawn.kind === 'dark') {
    return (
      <div
        data-testid="preview-asleep"
        className="flex size-full flex-col items-center justify-center gap-3 rounded-[9px] bg-black px-6 text-center"
      >
        <Moon className="size-7 text-zinc-600" aria-hidden />
        <p className="text-base font-medium text-zinc-200">{drawn.line}</p>
        <p className="text-[13px] text-zinc-500">{PREVIEW_TEXT.asleepDark}</p>
      </div>
    );
  }
  return (
    <BundlePreview
      bundle={bundle}
      animate
      className="rounded-[9px] bg-black"
      notices={drawn.kind === 'on' ? drawn.notices : undefined}
      afterHours={drawn.kind === 'after-hours'}
    />
  );
}

/** Above the screen at a chosen time: when, the screen's hours then, and the notices in their windows. */
function ScheduleCaption({
  answer,
  bundle,
  hadClock,
}: {
  answer: ScheduleAt;
  bundle: PublishedBundle;
  hadClock: boolean;
}) {
  const at = Date.parse(answer.at);
  const drawn = screenAt(answer, bundle).kind;
  const notices = noticesLine(answer.notices.length);
  return (
    <div
      data-testid="preview-schedule"
      className="flex w-full flex-wrap items-center justify-center gap-x-3 gap-y-2 text-[13px] text-zinc-300"
    >
      <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 font-medium text-white ring-1 ring-white/15">
        <CalendarClock className="size-3.5 text-zinc-300" aria-hidden />
        {showAtLabel(at, answer.time_zone)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        {answer.asleep ? (
          <Moon className="size-4 text-indigo-300" aria-hidden />
        ) : (
          <Sun className="size-4 text-amber-300" aria-hidden />
        )}
        {hoursLine(answer)}
      </span>
      {answer.asleep && drawn === 'after-hours' && (
        <span className="text-zinc-400">{PREVIEW_TEXT.afterHoursPage}</span>
      )}
      {hadClock && drawn !== 'dark' && <span className="text-zinc-400">{PREVIEW_TEXT.noClock}</span>}
      {notices && (
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <Megaphone className="size-4 shrink-0 text-zinc-400" aria-hidden />
          <span className="truncate">
            {notices}
            {answer.asleep ? ' (not drawn while the screen sleeps)' : ''}:{' '}
            <span className="font-medium text-white">
              {answer.notices.map((notice) => notice.title).join(', ')}
            </span>
          </span>
        </span>
      )}
    </div>
  );
}
