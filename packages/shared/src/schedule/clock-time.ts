/*
 * The plain pieces of wall time that the TV player needs too. Kept apart from the schemas in
 * weekly-hours.ts, so that the player's bundle does not carry them (docs/decisions/player.md PLY-15).
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440). */
export function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const CLOCK = /^\d\d:\d\d$/;

/**
 * True when a time of day from..to runs into the next day: its end is before its start
 * ('22:00' to '01:30'). Both must read 'HH:MM'; '24:00' ends the same day.
 */
export function crossesMidnight({ from, to }: { from: string; to: string }): boolean {
  return CLOCK.test(from) && CLOCK.test(to) && to !== '24:00' && clockMinutes(to) < clockMinutes(from);
}
