import type { TenantEntry } from './tenant-entry';
import { isTenantShown } from './tenant-visibility';

/**
 * What a lobby screen receives of each company (docs/product.md §3 Published bundle): what it
 * draws (name, floor, suite, category) and what decides whether it is listed today (active,
 * move-in and move-out days). Phone, e-mail, contact person, notes and images stay on the server:
 * a screen's storage can be read by anyone with the TV in hand (docs/decisions/devices-and-publishing.md
 * DEV-16). Zod-free, so the player can use it.
 */
export const SCREEN_TENANT_FIELDS = [
  'id',
  'company_name',
  'floor',
  'suite_room',
  'category',
  'move_in_date',
  'move_out_date',
  'active',
] as const satisfies ReadonlyArray<keyof TenantEntry>;

export type ScreenTenant = Pick<TenantEntry, (typeof SCREEN_TENANT_FIELDS)[number]>;

/**
 * A text as the screen draws it: composed (NFC). Korean typed on some Macs arrives as separate
 * jamo, which no font the screen has draws as syllables; composed, it is ordinary Hangul
 * (docs/decisions/languages.md LNG-16), and an accented letter is one character to measure.
 */
const drawn = (value: unknown): string => String(value ?? '').normalize('NFC');

/** The screen's copy of one company: only the fields in SCREEN_TENANT_FIELDS. */
export function screenTenant(entry: Partial<TenantEntry>): ScreenTenant {
  return {
    id: String(entry.id ?? ''),
    company_name: drawn(entry.company_name),
    floor: drawn(entry.floor),
    suite_room: drawn(entry.suite_room),
    category: drawn(entry.category),
    move_in_date: String(entry.move_in_date ?? ''),
    move_out_date: String(entry.move_out_date ?? ''),
    active: entry.active !== false,
  };
}

/** `day` ('YYYY-MM-DD') moved by whole days, in UTC so no zone shifts it. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The companies a bundle carries: each one a screen may still list on or after `serverDay`, in
 * its order, reduced to the screen's fields. Hidden, unnamed and moved-out companies are left out;
 * companies moving in later travel, so the screen lists them on their day without a publish. A
 * screen's own day can be a day behind the server's (time zones), so a company that moved out
 * yesterday by the server's day still travels; the screen hides it by its own day.
 */
export function screenTenants(entries: readonly Partial<TenantEntry>[], serverDay: string): ScreenTenant[] {
  const earliestScreenDay = addDays(serverDay, -1);
  return entries
    .map(screenTenant)
    .filter((entry) => isTenantShown({ ...entry, move_in_date: '' }, earliestScreenDay));
}
