import { z } from 'zod';

/**
 * The player's report (SCR-13): what it actually shows (the delivery receipt), how long the page
 * has run and why it was last reloaded. Apart from `screen.ts` because the device schema uses it
 * and `screen.ts` imports the device schema.
 */

/** Why the player's watchdog reloaded the page; null in a report: the page was opened normally. */
export const PLAYER_RELOAD_REASONS = ['render-stalled', 'stream-stalled', 'errors', 'nightly'] as const;
export const playerReloadReasonSchema = z.enum(PLAYER_RELOAD_REASONS);
export type PlayerReloadReason = z.infer<typeof playerReloadReasonSchema>;

/** The player sends its report this often (and on start, and after each new bundle is on screen). */
export const PLAYER_REPORT_INTERVAL_MS = 5 * 60 * 1000;
/** Ten years: an uptime beyond it is a broken clock, not a screen. */
const UPTIME_MAX_S = 10 * 366 * 24 * 60 * 60;
/** Versions are stored as 32-bit integers on PostgreSQL. */
const VERSION_MAX = 2 ** 31 - 1;

/** `POST /api/foyer/tv-devices/report` (device secret). Unknown fields are ignored (newer players). */
export const playerReportSchema = z.object({
  /** The bundle version on screen after it was drawn; null while no directory is shown. */
  shown_version: z
    .number({ error: 'must be a bundle version (a whole number) or null' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(VERSION_MAX, { error: 'is too large' })
    .nullable(),
  /** Seconds since the player page started. */
  uptime_s: z
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'must not be negative' })
    .max(UPTIME_MAX_S, { error: 'is too large' }),
  last_reload_reason: playerReloadReasonSchema.nullable(),
  /** The page runs the legacy build (old TV browsers). */
  legacy: z.boolean({ error: 'must be true or false' }),
  /** The emergency alert on screen after it was drawn (its id); null or absent: none. */
  shown_alert_id: z.string({ error: 'must be an alert id or null' }).max(100).nullable().optional(),
  /** Outside its building's opening hours, so drawing black (docs/decisions/schedules.md SCH-6). */
  asleep: z.boolean({ error: 'must be true or false' }).optional(),
  /** The scheduled notices in one of their windows on screen (SCH-9), oldest first; absent: none. */
  shown_notice_ids: z
    .array(z.string({ error: 'must be notice ids' }).max(100), { error: 'must be a list of notice ids' })
    .max(50, { error: 'lists at most 50 notices' })
    .optional(),
});
export type PlayerReport = z.infer<typeof playerReportSchema>;

/**
 * What a device's screen last reported, with the device's newest published version to compare
 * (devices list and detail). Not part of the device copy inside a bundle.
 */
export const deviceScreenSchema = z.object({
  /**
   * A screen holds the device's code: it showed that code and was linked when the device was saved
   * with it. False: no screen has shown the code (a typo, or a code typed before the TV showed it),
   * and nothing below is about any screen.
   */
  linked: z.boolean(),
  /** The newest published bundle's version; null before the first publish. */
  published_version: z.number().int().nullable(),
  /** The version the screen confirmed it draws; null when it shows none or has not said. */
  shown_version: z.number().int().nullable(),
  /** Since when the screen shows `shown_version` (changes only when the version does). */
  shown_since: z.string().nullable(),
  /** When the player page started (from its last report's uptime). */
  started_at: z.string().nullable(),
  last_reload_reason: playerReloadReasonSchema.nullable(),
  /** The screen runs the legacy build; null before its first report. */
  legacy: z.boolean().nullable(),
});
export type DeviceScreen = z.infer<typeof deviceScreenSchema>;

/** Texts of the device card about the screen's report. */
export const PLAYER_REPORT_TEXT = {
  showing: (version: number) => `Showing v${version}`,
  behind: (published: number, shown: number, since: string) =>
    `Published v${published} — screen still shows v${shown} since ${since}`,
  notShown: (published: number) => `Published v${published} — not on the screen yet`,
  /** The device's code is one no screen has shown: no screen can be waited for. */
  codeNotShown: 'No screen has shown this code yet',
  publishedCodeNotShown: (published: number) => `Published v${published} — no screen has shown this code yet`,
  player: (version: string, legacy: boolean | null) => `Player ${version}${legacy ? ' (legacy build)' : ''}`,
  reloadReasons: {
    'render-stalled': 'Reloaded by the watchdog: the screen stopped drawing',
    'stream-stalled': 'Reloaded by the watchdog: the stream stalled',
    errors: 'Reloaded by the watchdog: errors kept repeating',
    nightly: 'Reloaded for the nightly refresh',
  } satisfies Record<PlayerReloadReason, string>,
} as const;

/** 'up 3 d 4 h', 'up 5 h 12 min', 'up 7 min', 'up under a minute'. */
export function uptimeText(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `up ${days} d ${hours} h`;
  if (hours > 0) return `up ${hours} h ${mins} min`;
  if (mins > 0) return `up ${mins} min`;
  return 'up under a minute';
}

/**
 * The delivery line of a device card: 'Showing v12', 'Published v13 — screen still shows v12 since
 * 09:14', 'Published v13 — not on the screen yet', or 'No screen has shown this code yet' for a
 * code no screen holds; null when there is nothing to say (no code, never published, or no report
 * from a linked screen yet). A version on screen is named only from a linked screen's own report.
 * `formatTime` turns `shown_since` into the reader's time.
 */
export function deliveryText(
  device: { pairing_code: string; screen?: DeviceScreenFacts | undefined },
  formatTime: (iso: string) => string,
): string | null {
  const screen = device.screen;
  if (!screen || device.pairing_code === '') return null;
  if (!screen.linked) return PLAYER_REPORT_TEXT.codeNotShown;
  const { published_version: published, shown_version: shown, shown_since: since } = screen;
  if (shown !== null && (published === null || shown === published)) return PLAYER_REPORT_TEXT.showing(shown);
  if (published === null) return null;
  // No report from a linked screen yet: nothing is known about what it shows.
  if (shown === null) return screen.started_at === null ? null : PLAYER_REPORT_TEXT.notShown(published);
  return since === null
    ? PLAYER_REPORT_TEXT.notShown(published)
    : PLAYER_REPORT_TEXT.behind(published, shown, formatTime(since));
}

type DeviceScreenFacts = Pick<
  DeviceScreen,
  'linked' | 'published_version' | 'shown_version' | 'shown_since' | 'started_at'
>;
