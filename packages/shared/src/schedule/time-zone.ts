import { z } from 'zod';

/*
 * A building's IANA time zone (docs/product.md §12 Schedules): its opening hours and notices are
 * written in its local wall time, and the server turns them into instants with this zone.
 */

/** The zone of a building that has not chosen one: the same instant everywhere, no summer time. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list';

/**
 * True for a time zone name the runtime's Intl knows ('Europe/Berlin', 'UTC'). A fixed offset
 * such as '+01:00' is refused although recent runtimes accept it: it is no place's zone and never
 * moves for summer time, so a building given one would be an hour off half the year.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** A building's time zone in a request. */
export const timeZoneSchema = z.string().trim().refine(isTimeZone, TIME_ZONE_MESSAGE);

/**
 * The zones to choose from, sorted. 'UTC' is added because Intl lists only zones of places.
 * A runtime without `Intl.supportedValuesOf` (Chromium before 99: the TV player, which never
 * picks a zone) gets 'UTC' alone rather than an error.
 */
export function timeZoneNames(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, DEFAULT_TIME_ZONE])].sort();
}
