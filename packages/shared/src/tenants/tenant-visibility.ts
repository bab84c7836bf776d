import type { TenantEntry } from './tenant-entry';

/**
 * Which tenant entries a screen shows (docs/product.md §3 Tenant entry active, move_in_date, move_out_date).
 * The one definition: the renderer applies it wherever a directory is drawn (screen, preview,
 * device cards, theme builder), so what staff see is what the lobby gets.
 *
 * Dates are calendar days ('YYYY-MM-DD', as the date inputs send them) read in the screen's own
 * time zone: a company moving in on the 3rd appears at local midnight starting the 3rd, one moving
 * out on the 10th is still listed all day on the 10th and gone from the 11th.
 */
export type VisibilityFields = Pick<
  TenantEntry,
  'company_name' | 'active' | 'move_in_date' | 'move_out_date'
>;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The local calendar day of `date`, as 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day string compared as text: 'YYYY-MM-DD' sorts like the calendar. Blank or malformed means no limit. */
function dayOrNull(value: string | undefined | null): string | null {
  const trimmed = (value ?? '').trim();
  return DAY_PATTERN.test(trimmed) ? trimmed : null;
}

/** Whether the screen lists this entry on `today` (a 'YYYY-MM-DD' local day). */
export function isTenantShown(entry: VisibilityFields, today: string): boolean {
  if (entry.active === false) return false;
  if ((entry.company_name ?? '').trim() === '') return false;
  const moveIn = dayOrNull(entry.move_in_date);
  if (moveIn !== null && moveIn > today) return false;
  const moveOut = dayOrNull(entry.move_out_date);
  if (moveOut !== null && moveOut < today) return false;
  return true;
}

/** The entries a screen lists on `today`, in their order. */
export function shownTenants<T extends VisibilityFields>(entries: readonly T[], today: string): T[] {
  return entries.filter((entry) => isTenantShown(entry, today));
}

/** Milliseconds from `now` until the next local midnight (never 0: at midnight itself, a whole day). */
export function msUntilNextLocalMidnight(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
  return Math.max(1, next.getTime() - now.getTime());
}
