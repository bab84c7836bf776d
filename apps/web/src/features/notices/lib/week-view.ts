import {
  addDays,
  instantOf,
  noticeWindowsUntil,
  openingWindows,
  scopeReaches,
  zonedParts,
  type Device,
  type Notice,
  type OpeningHours,
  type TimeWindow,
} from '@foyer/shared';

/*
 * The week view of a building (docs/product.md §12): seven days from today in the building's
 * zone, each notice that reaches the building drawn at its windows, computed in the browser with
 * the same engine the server sends the screens (noticeWindowsUntil), and the hours its screens
 * sleep shaded (openingWindows).
 */

const MINUTES_A_DAY = 1440;
export const WEEK_DAYS = 7;

/** A part of a day, in minutes since its local midnight (a block's top and height). */
export interface DaySpan {
  from: number;
  to: number;
}

export interface WeekBlock extends DaySpan {
  notice: Notice;
  /** Its lane among the notices that overlap it, and how many lanes that day has. */
  lane: number;
  lanes: number;
  /** 'HH:MM' at each end, on the building's clocks. */
  startsAt: string;
  endsAt: string;
}

export interface WeekDay {
  /** 'YYYY-MM-DD' in the building's zone. */
  date: string;
  /** Notices on the whole day, drawn above the hours rather than as a column-high block. */
  allDay: Notice[];
  /** The notices of part of the day, at their times. */
  blocks: WeekBlock[];
  /** When its screens sleep (outside opening hours). */
  closed: DaySpan[];
}

/** Whether a notice reaches a building: every screen, the building itself, or one of its screens. */
export function reachesBuilding(notice: Notice, buildingId: string, devices: readonly Device[]): boolean {
  const { scope } = notice;
  if (scope.kind === 'organization') return true;
  if (scope.kind === 'buildings') return scope.ids.includes(buildingId);
  return devices.some((device) => device.sub_org_id === buildingId && scopeReaches(scope, device));
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** A window within one local day as minutes since that day's midnight, by the zone's clocks. */
function spanIn(window: TimeWindow, dayStart: number, dayEnd: number, zone: string): DaySpan | null {
  const start = Math.max(window.start, dayStart);
  const end = Math.min(window.end, dayEnd);
  if (end <= start) return null;
  const from = start === dayStart ? 0 : zonedParts(start, zone).minutes;
  const to = end === dayEnd ? MINUTES_A_DAY : zonedParts(end, zone).minutes;
  return to > from ? { from, to } : null;
}

/**
 * Lanes for overlapping blocks: each takes the first lane free at its start, and blocks that
 * overlap one another (a cluster) share its width; a block alone keeps the whole column.
 */
function laidOut(spans: { span: DaySpan; notice: Notice }[]): WeekBlock[] {
  const sorted = [...spans].sort((a, b) => a.span.from - b.span.from || b.span.to - a.span.to);
  const blocks: WeekBlock[] = [];
  let cluster: WeekBlock[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const block of cluster) block.lanes = laneEnds.length;
    blocks.push(...cluster);
    cluster = [];
    laneEnds = [];
  };
  for (const { span, notice } of sorted) {
    if (span.from >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= span.from);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = span.to;
    clusterEnd = Math.max(clusterEnd, span.to);
    cluster.push({
      ...span,
      notice,
      lane,
      lanes: 1,
      startsAt: clock(span.from),
      endsAt: span.to === MINUTES_A_DAY ? '24:00' : clock(span.to),
    });
  }
  close();
  return blocks;
}

/** The closed parts of a day: what the opening windows leave. */
function closedSpans(open: readonly DaySpan[]): DaySpan[] {
  const closed: DaySpan[] = [];
  let at = 0;
  for (const span of [...open].sort((a, b) => a.from - b.from)) {
    if (span.from > at) closed.push({ from: at, to: span.from });
    at = Math.max(at, span.to);
  }
  if (at < MINUTES_A_DAY) closed.push({ from: at, to: MINUTES_A_DAY });
  return closed;
}

/**
 * The seven days from today at a building: the notices that reach it at their windows (never
 * from the moment one was ended), and its closed hours (none when its screens are always on).
 */
export function buildingWeek({
  notices,
  buildingId,
  devices,
  zone,
  hours,
  nowMs,
}: {
  notices: readonly Notice[];
  buildingId: string;
  devices: readonly Device[];
  zone: string;
  hours: OpeningHours | null;
  nowMs: number;
}): WeekDay[] {
  const today = zonedParts(nowMs, zone).date;
  const reaching = notices.filter((notice) => reachesBuilding(notice, buildingId, devices));
  const weekStart = instantOf(today, 0, zone);
  const weekEnd = instantOf(addDays(today, WEEK_DAYS), 0, zone);
  const windows = reaching.map((notice) => ({
    notice,
    windows: noticeWindowsUntil(
      notice.schedule,
      zone,
      notice.ended_at === null ? null : Date.parse(notice.ended_at),
      weekStart,
      weekEnd,
    ),
  }));
  const open = hours === null ? null : openingWindows(hours, zone, weekStart, weekEnd);
  return Array.from({ length: WEEK_DAYS }, (_, index) => {
    const date = addDays(today, index);
    const dayStart = instantOf(date, 0, zone);
    const dayEnd = instantOf(addDays(date, 1), 0, zone);
    const spans = windows.flatMap(({ notice, windows: each }) =>
      each.flatMap((window) => {
        const span = spanIn(window, dayStart, dayEnd, zone);
        return span ? [{ span, notice }] : [];
      }),
    );
    const openSpans =
      open === null
        ? null
        : open.flatMap((window) => {
            const span = spanIn(window, dayStart, dayEnd, zone);
            return span ? [span] : [];
          });
    const whole = (span: DaySpan) => span.from === 0 && span.to === MINUTES_A_DAY;
    return {
      date,
      allDay: spans.filter(({ span }) => whole(span)).map(({ notice }) => notice),
      blocks: laidOut(spans.filter(({ span }) => !whole(span))),
      closed: openSpans === null ? [] : closedSpans(openSpans),
    };
  });
}

/** Where `nowMs` falls on today's column, in minutes since the zone's midnight. */
export function minutesNow(nowMs: number, zone: string): number {
  return zonedParts(nowMs, zone).minutes;
}
