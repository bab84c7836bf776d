import { z } from 'zod';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a real calendar day written 'YYYY-MM-DD' (as date inputs send it). '2026-13-45' and
 * '2026-02-30' match the pattern but are no day: JavaScript would roll them over to another one.
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day 'YYYY-MM-DD' in a request. */
export const calendarDaySchema = z.string().refine(isCalendarDay, 'Must be a date such as 2026-01-31');
