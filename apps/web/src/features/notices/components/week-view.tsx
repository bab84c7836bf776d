import {
  NOTICE_TONE_LABELS,
  NOTICE_TONES,
  type Device,
  type Notice,
  type SubOrganization,
} from '@foyer/shared';
import { CalendarDays, Globe } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useBuildingSchedule } from '../api/notices';
import { TONE_LOOK } from '../lib/notice-look';
import { dayWithDate } from '../lib/notice-words';
import { buildingWeek, minutesNow, type WeekDay } from '../lib/week-view';
import { NOTICES_TEXT } from '../messages';

/** Pixels per hour: a 30-minute notice is still tall enough for its title. */
const HOUR_PX = 30;
const DAY_PX = HOUR_PX * 24;
const LABELLED_HOURS = Array.from({ length: 12 }, (_, index) => index * 2);
/** Redraws the 'now' line and lets blocks move from one day to the next. */
const TICK_MS = 60 * 1000;

const top = (minutes: number) => (minutes / 60) * HOUR_PX;

/** The week view (docs/product.md §12): one building's next seven days, its notices drawn at their times. */
export function WeekView({
  notices,
  buildings,
  devices,
  initialBuildingId,
  onOpen,
  now,
}: {
  notices: readonly Notice[];
  buildings: readonly SubOrganization[];
  devices: readonly Device[];
  /** The building chosen in the dashboard's picker, if any. */
  initialBuildingId: string | null;
  /** Opens a notice (to edit it); undefined for those who may only read. */
  onOpen?: (notice: Notice) => void;
  now?: number;
}) {
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(initialBuildingId);
  const building = buildings.find((each) => each.id === chosen) ?? buildings[0] ?? null;
  const schedule = useBuildingSchedule(building?.id ?? null);
  const [clock, setClock] = useState(() => now ?? Date.now());
  useEffect(() => {
    if (now !== undefined) return;
    const timer = window.setInterval(() => setClock(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [now]);

  if (!building) {
    return <EmptyState tone="neutral" icon={<CalendarDays />} title={NOTICES_TEXT.weekNoBuildings} />;
  }

  return (
    <section
      aria-labelledby={`${selectId}-heading`}
      className="rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04]"
    >
      <header className="flex flex-wrap items-end gap-x-6 gap-y-3 border-b border-zinc-100 px-5 py-4">
        <div className="min-w-0 flex-1">
          <h2 id={`${selectId}-heading`} className="text-base font-semibold text-zinc-950">
            {NOTICES_TEXT.weekHeading(building.name)}
          </h2>
          {schedule.data && (
            <p className="mt-0.5 flex items-center gap-1.5 text-[13px] text-zinc-500">
              <Globe className="size-3.5" aria-hidden />
              {NOTICES_TEXT.weekZone(schedule.data.time_zone)}
              {schedule.data.opening_hours === null && <> · {NOTICES_TEXT.weekAlwaysOn}</>}
            </p>
          )}
        </div>
        {buildings.length > 1 && (
          <div className="space-y-1">
            <label htmlFor={selectId} className="block text-[13px] font-medium text-zinc-700">
              {NOTICES_TEXT.weekBuilding}
            </label>
            <select
              id={selectId}
              value={building.id}
              onChange={(event) => setChosen(event.target.value)}
              className="block h-9 w-56 rounded-lg border border-zinc-200 bg-white px-3 text-sm font-medium text-zinc-800 shadow-xs focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
            >
              {buildings.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {schedule.data ? (
        <Week
          notices={notices}
          buildingId={building.id}
          devices={devices}
          zone={schedule.data.time_zone}
          hours={schedule.data.opening_hours}
          nowMs={clock}
          onOpen={onOpen}
        />
      ) : schedule.isError ? (
        <div className="p-5">
          <Alert title={NOTICES_TEXT.weekLoadFailed}>
            <Button variant="link" onClick={() => void schedule.refetch()}>
              Try again
            </Button>
          </Alert>
        </div>
      ) : (
        <div className="flex justify-center py-24" role="status" aria-label={NOTICES_TEXT.weekLoading}>
          <Spinner />
        </div>
      )}
    </section>
  );
}

function Week({
  notices,
  buildingId,
  devices,
  zone,
  hours,
  nowMs,
  onOpen,
}: {
  notices: readonly Notice[];
  buildingId: string;
  devices: readonly Device[];
  zone: string;
  hours: Parameters<typeof buildingWeek>[0]['hours'];
  nowMs: number;
  onOpen?: (notice: Notice) => void;
}) {
  const days = useMemo(
    () => buildingWeek({ notices, buildingId, devices, zone, hours, nowMs }),
    [notices, buildingId, devices, zone, hours, nowMs],
  );
  const nowAt = minutesNow(nowMs, zone);
  const empty = days.every((day) => day.blocks.length === 0);
  const year = Number(days[0]?.date.slice(0, 4));
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 px-5 py-3 text-[12px] text-zinc-600">
        {NOTICE_TONES.map((tone) => (
          <span key={tone} className="flex items-center gap-1.5">
            <span className={cn('size-2.5 rounded-full', TONE_LOOK[tone].dot)} aria-hidden />
            {NOTICE_TONE_LABELS[tone]}
          </span>
        ))}
        {hours !== null && (
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-zinc-200 ring-1 ring-zinc-300/70" aria-hidden />
            {NOTICES_TEXT.weekClosed}
          </span>
        )}
        {empty && <span className="ml-auto font-medium text-zinc-700">{NOTICES_TEXT.weekNothing}</span>}
      </div>
      <div className="overflow-x-auto border-t border-zinc-100">
        <div className="grid min-w-[760px] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
          <div className="sticky left-0 z-10 border-b border-zinc-100 bg-white" />
          {days.map((day, index) => (
            <div
              key={day.date}
              className={cn(
                'border-b border-l border-zinc-100 px-2 py-2 text-center text-[13px]',
                index === 0 ? 'bg-brand-50/60 font-semibold text-brand-800' : 'font-medium text-zinc-700',
              )}
            >
              {index === 0 && (
                <span className="block text-[11px] tracking-wide uppercase">{NOTICES_TEXT.today}</span>
              )}
              {dayWithDate(day.date, year)}
            </div>
          ))}
          {days.some((day) => day.allDay.length > 0) && (
            <>
              <div className="flex items-start justify-end border-b border-zinc-100 px-2 py-2 text-[11px] font-medium text-zinc-500">
                {NOTICES_TEXT.weekAllDay}
              </div>
              {days.map((day) => (
                <ul
                  key={day.date}
                  className="space-y-1 border-b border-l border-zinc-100 p-1"
                  aria-label={NOTICES_TEXT.weekAllDayOf(dayWithDate(day.date, year))}
                >
                  {day.allDay.map((notice) => (
                    <li key={notice.id}>
                      <NoticeChip
                        notice={notice}
                        label={NOTICES_TEXT.weekAllDayBlock(notice.title)}
                        onOpen={onOpen}
                        className="block w-full px-1.5 py-1"
                      >
                        <span className="block truncate text-[12px] leading-4 font-semibold">
                          {notice.title}
                        </span>
                      </NoticeChip>
                    </li>
                  ))}
                </ul>
              ))}
            </>
          )}
          <div className="relative" style={{ height: DAY_PX }} aria-hidden>
            {LABELLED_HOURS.map((hour) => (
              <span
                key={hour}
                className="absolute right-2 -translate-y-1/2 text-[11px] text-zinc-400 tabular-nums first:translate-y-0"
                style={{ top: top(hour * 60) }}
              >
                {String(hour).padStart(2, '0')}:00
              </span>
            ))}
          </div>
          {days.map((day, index) => (
            <DayColumn
              key={day.date}
              day={day}
              nowAt={index === 0 ? nowAt : null}
              onOpen={onOpen}
              year={year}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

function DayColumn({
  day,
  nowAt,
  onOpen,
  year,
}: {
  day: WeekDay;
  nowAt: number | null;
  onOpen?: (notice: Notice) => void;
  year: number;
}) {
  return (
    <div
      className="relative border-l border-zinc-100"
      style={{ height: DAY_PX }}
      role="list"
      aria-label={dayWithDate(day.date, year)}
    >
      {LABELLED_HOURS.map((hour) => (
        <div
          key={hour}
          className="absolute inset-x-0 border-t border-zinc-100"
          style={{ top: top(hour * 60) }}
          aria-hidden
        />
      ))}
      {day.closed.map((span) => (
        <div
          key={span.from}
          className="absolute inset-x-0 bg-zinc-100"
          style={{
            top: top(span.from),
            height: top(span.to - span.from),
            backgroundImage:
              'repeating-linear-gradient(135deg, rgb(228 228 231 / 0.7) 0 1px, transparent 1px 7px)',
          }}
          aria-hidden
        />
      ))}
      {day.blocks.map((block) => {
        const height = top(block.to - block.from);
        return (
          <div key={`${block.notice.id}-${block.from}`} role="listitem">
            <NoticeChip
              notice={block.notice}
              label={`${block.notice.title}, ${block.startsAt}–${block.endsAt}`}
              onOpen={onOpen}
              className="absolute flex flex-col justify-start px-1.5 py-0.5"
              style={{
                top: top(block.from),
                height: Math.max(height, 18),
                left: `calc(${(block.lane / block.lanes) * 100}% + 2px)`,
                width: `calc(${100 / block.lanes}% - 4px)`,
              }}
            >
              <span className="block truncate text-[12px] leading-4 font-semibold">{block.notice.title}</span>
              {height >= 34 && (
                <span className="block truncate text-[11px] leading-4 opacity-75 tabular-nums">
                  {block.startsAt}–{block.endsAt}
                </span>
              )}
            </NoticeChip>
          </div>
        );
      })}
      {nowAt !== null && (
        <div className="pointer-events-none absolute inset-x-0 z-10" style={{ top: top(nowAt) }} aria-hidden>
          <div className="relative h-0.5 bg-red-500">
            <span className="absolute -top-[3px] -left-[3px] size-2 rounded-full bg-red-500" />
          </div>
        </div>
      )}
    </div>
  );
}

/** A notice drawn in the week: a button that opens it for those who may change it, else a box. */
function NoticeChip({
  notice,
  label,
  onOpen,
  className,
  style,
  children,
}: {
  notice: Notice;
  label: string;
  onOpen?: (notice: Notice) => void;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const classes = cn(
    'overflow-hidden rounded-md border border-l-[3px] text-left shadow-xs transition-colors',
    TONE_LOOK[notice.tone].block,
    notice.state === 'ended' && 'opacity-60',
    className,
  );
  return onOpen ? (
    <button
      type="button"
      title={label}
      aria-label={label}
      onClick={() => onOpen(notice)}
      className={cn(classes, 'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none')}
      style={style}
    >
      {children}
    </button>
  ) : (
    <div title={label} aria-label={label} className={classes} style={style}>
      {children}
    </div>
  );
}
