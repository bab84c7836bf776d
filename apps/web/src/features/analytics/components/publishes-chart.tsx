import { utcDayLabel } from '../lib/timeline';

/** A small bar chart of publishes per day; no chart library for seven bars. */
export function PublishesChart({ days }: { days: readonly { date: string; count: number }[] }) {
  const max = Math.max(1, ...days.map((day) => day.count));
  return (
    <ol className="mt-5 flex h-44 items-end gap-2 sm:gap-4" aria-label="Publishes per day">
      {days.map((day) => (
        <li key={day.date} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1.5">
          <span className="text-xs font-medium text-zinc-700 tabular-nums">{day.count}</span>
          <div className="flex h-full w-full max-w-14 items-end rounded-md bg-zinc-50">
            <div
              className="w-full rounded-md bg-gradient-to-t from-brand-600 to-brand-400 transition-[height] duration-500"
              style={{ height: day.count === 0 ? 2 : `${(day.count / max) * 100}%` }}
              title={`${day.count} on ${day.date}`}
            />
          </div>
          <span className="truncate text-[11px] text-zinc-500">{utcDayLabel(day.date)}</span>
          <span className="sr-only">{`${day.count} publishes on ${day.date}`}</span>
        </li>
      ))}
    </ol>
  );
}
