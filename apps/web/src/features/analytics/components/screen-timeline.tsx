import type { ScreenPeriod } from '@foyer/shared';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { dayMarks, timelineSegments } from '../lib/timeline';
import { ANALYTICS_TEXT } from '../messages';

const KIND_LABELS = {
  online: ANALYTICS_TEXT.online,
  offline: ANALYTICS_TEXT.offline,
  none: ANALYTICS_TEXT.noData,
} as const;

/** One screen's last 7 days: online and offline periods on a bar, days marked below. */
export function ScreenTimeline({
  periods,
  from,
  to,
  name,
}: {
  periods: readonly ScreenPeriod[];
  from: string;
  to: string;
  name: string;
}) {
  const segments = useMemo(() => timelineSegments(periods, from, to), [periods, from, to]);
  const marks = useMemo(() => dayMarks(from, to), [from, to]);
  const online = segments.filter((segment) => segment.kind === 'online').length;
  const offline = segments.filter((segment) => segment.kind === 'offline').length;
  return (
    <figure className="mt-3">
      <div
        role="img"
        aria-label={`${name}: ${online} online and ${offline} offline periods over the last 7 days`}
        className="relative h-7 overflow-hidden rounded-md bg-[repeating-linear-gradient(135deg,#f4f4f5_0_6px,#fafafa_6px_12px)] ring-1 ring-zinc-200/80 ring-inset"
      >
        {segments
          .filter((segment) => segment.kind !== 'none')
          .map((segment) => (
            <span
              key={segment.start}
              data-kind={segment.kind}
              title={`${KIND_LABELS[segment.kind]} · ${formatDateTime(segment.start)} – ${formatDateTime(
                segment.end,
              )}`}
              className={cn(
                'absolute inset-y-0',
                segment.kind === 'online' ? 'bg-emerald-500' : 'bg-rose-300',
              )}
              // A few minutes online is still a visible sliver, kept inside the bar at its ends.
              style={{
                left: `min(${segment.left}%, calc(100% - 3px))`,
                width: `max(${segment.width}%, 3px)`,
              }}
            />
          ))}
        {marks.lines.map((left) => (
          <span
            key={left}
            className="absolute inset-y-0 w-px bg-zinc-900/10"
            style={{ left: `${left}%` }}
            aria-hidden
          />
        ))}
      </div>
      <div className="relative mt-1 h-4 text-[11px] text-zinc-400" aria-hidden>
        {marks.days.map((day) => (
          <span
            key={day.label}
            className="absolute -translate-x-1/2 whitespace-nowrap"
            style={{ left: `${day.center}%` }}
          >
            {day.label}
          </span>
        ))}
      </div>
    </figure>
  );
}

export function TimelineLegend() {
  const items = [
    ['bg-emerald-500', ANALYTICS_TEXT.online],
    ['bg-rose-300', ANALYTICS_TEXT.offline],
    [
      'bg-[repeating-linear-gradient(135deg,#e4e4e7_0_3px,#fafafa_3px_6px)] ring-1 ring-zinc-200',
      ANALYTICS_TEXT.noData,
    ],
  ] as const;
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[12px] text-zinc-500">
      {items.map(([swatch, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={cn('size-2.5 rounded-sm', swatch)} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
