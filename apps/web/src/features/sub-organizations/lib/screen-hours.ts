import {
  openingWindows,
  stateAt,
  WEEKDAY_NAMES,
  WEEKDAYS,
  zonedParts,
  isCalendarDay,
  weekdayOf,
  type Interval,
  type OpeningHours,
  type Weekday,
  crossesMidnight,
} from '@foyer/shared';

/*
 * Opening hours in plain words (docs/product.md §12): what the Screen hours dialog says the
 * draft means, and when the screens next change, computed with the same engine as the server.
 */

const DAY_MS = 86_400_000;

/** 'Mon' for 'mon'. */
export const shortDay = (day: Weekday) => WEEKDAY_NAMES[day].slice(0, 3);

const intervalWords = (interval: Interval) =>
  `${interval.from}–${interval.to}${crossesMidnight(interval) ? ' next day' : ''}`;

const dayWords = (intervals: readonly Interval[]) => intervals.map(intervalWords).join(', ');

/** 'Mon–Fri 07:00–19:00, Sat 09:00–13:00': neighbouring days with the same hours said once. */
export function weeklyWords(weekly: OpeningHours['weekly']): string {
  const groups: { first: Weekday; last: Weekday; words: string }[] = [];
  for (const day of WEEKDAYS) {
    const words = dayWords(weekly[day]);
    const previous = groups[groups.length - 1];
    if (
      previous &&
      previous.words === words &&
      WEEKDAYS.indexOf(previous.last) === WEEKDAYS.indexOf(day) - 1
    ) {
      previous.last = day;
    } else groups.push({ first: day, last: day, words });
  }
  return groups
    .filter((group) => group.words !== '')
    .map(
      ({ first, last, words }) =>
        `${first === last ? shortDay(first) : `${shortDay(first)}–${shortDay(last)}`} ${words}`,
    )
    .join(', ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EXCEPTIONS_NAMED = 3;

/** 'Fri 25 Dec' for '2026-12-25'. */
export function dayWithDate(date: string): string {
  const day = WEEKDAYS[weekdayOf(date)];
  return `${day ? shortDay(day) : ''} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''}`;
}

/** 'Christmas Day (Fri 25 Dec) off all day; Christmas Eve (Thu 24 Dec) 08:00–12:00', the first few by date. */
function exceptionWords(exceptions: OpeningHours['exceptions']): string {
  const named = [...exceptions]
    .filter((exception) => isCalendarDay(exception.date))
    .sort((a, b) => a.date.localeCompare(b.date));
  const words = named.slice(0, EXCEPTIONS_NAMED).map(({ date, label, intervals }) => {
    const when = label ? `${label} (${dayWithDate(date)})` : dayWithDate(date);
    return `${when} ${intervals.length === 0 ? 'off all day' : dayWords(intervals)}`;
  });
  const more = named.length - words.length;
  return words.join('; ') + (more > 0 ? `; ${more} more ${more === 1 ? 'date' : 'dates'}` : '');
}

/** What the screens of a building do, in plain words. */
export function scheduleSentence(zone: string, hours: OpeningHours | null): string {
  if (hours === null) return `Screens show the directory all day, every day (${zone}).`;
  const week = weeklyWords(hours.weekly);
  const exceptions = exceptionWords(hours.exceptions);
  const besides = exceptions === '' ? '' : ` Except ${exceptions}.`;
  if (week === '') return `Screens stay asleep every week (${zone}).${besides}`;
  return `Screens show the directory ${week} (${zone}) and sleep the rest of the time.${besides}`;
}

/** 'Now: on until 19:00' / 'Now: asleep until Mon 07:00', in the building's zone. */
export function nowSentence(zone: string, hours: OpeningHours | null, nowMs: number): string {
  if (hours === null) return 'Now: on';
  const state = stateAt(openingWindows(hours, zone, nowMs, nowMs + 8 * DAY_MS), nowMs);
  const status = state.active ? 'on' : 'asleep';
  if (state.changesAt === null) return state.active ? 'Now: on all week' : 'Now: asleep all week';
  const now = zonedParts(nowMs, zone);
  const next = zonedParts(state.changesAt, zone);
  const clock = `${String(Math.floor(next.minutes / 60)).padStart(2, '0')}:${String(next.minutes % 60).padStart(2, '0')}`;
  const nextDay = WEEKDAYS[next.weekday];
  const when = next.date === now.date || nextDay === undefined ? clock : `${shortDay(nextDay)} ${clock}`;
  return `Now: ${status} until ${when}`;
}
