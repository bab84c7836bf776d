const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A stored ISO timestamp as a date in the reader's own locale, e.g. 'Mar 4, 2026'; '' if unreadable. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The same with the time of day, for tooltips. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dayTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The time of day in the reader's locale ('09:14'), with the date when not today ('Mar 3, 2026, 09:14'). */
export function formatTimeOfDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? timeFormat.format(date) : dayTimeFormat.format(date);
}
