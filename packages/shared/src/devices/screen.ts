import { z } from 'zod';
import { screenAlertSchema } from '../alerts/screen-alert';
import { screenNoticeSchema } from '../notices/screen-notice';
import { publishedBundleSchema } from '../publishing/bundle';
import { deviceStatusSchema } from './device';

/**
 * The player's side of pairing and delivery (docs/architecture.md "Screens and live delivery").
 * The code's rule is in `pairing-code.ts`.
 */
/** How long a code shown by an unpaired player stays valid. */
export const PAIRING_CODE_TTL_MS = 15 * 60 * 1000;
/** The player asks for a fresh code this long before its code expires. */
export const PAIRING_RENEW_BEFORE_MS = 60 * 1000;
/** Comment lines on the event stream keep proxies from closing it and count as contact. */
export const STREAM_HEARTBEAT_MS = 25 * 1000;
/**
 * Open event streams per screen secret on one server instance. A further stream closes the
 * oldest, so a screen that reloads (its old stream not yet seen as closed) never locks itself
 * out, while one secret cannot hold an unbounded number of connections.
 */
export const MAX_STREAMS_PER_PLAYER = 5;
/**
 * The `retry:` hint every event stream opens with, and the player's own default: during the first
 * STREAM_QUICK_RETRY_PERIOD_MS of an outage the player retries about this often, jittered
 * (docs/decisions/player.md PLY-3).
 */
export const STREAM_RETRY_MS = 2000;
/** The `retry:` values a player takes from a stream; others are ignored. */
export const STREAM_RETRY_RANGE_MS = { min: 500, max: 10_000 } as const;
/** Retries stay quick this long into an outage (a restart, a deploy); after that they back off. */
export const STREAM_QUICK_RETRY_PERIOD_MS = 30 * 1000;
/** The longest wait between two attempts of a long outage. */
export const STREAM_RECONNECT_MAX_MS = 30 * 1000;
/** The player's version, sent with each contact (docs/product.md §3 Device app_version). */
export const PLAYER_APP_VERSION = '1.0.0';

/** Header carrying the player's secret on every call it makes. */
export const DEVICE_SECRET_HEADER = 'x-device-secret';
/** Header carrying the player's version. */
export const APP_VERSION_HEADER = 'x-app-version';
/**
 * Header of a stream request back after a drop: `<bundle id>:<version>` of the bundle the screen
 * got from the server and shows; the stream sends the bundle only when it is another one
 * (docs/decisions/player.md PLY-3).
 */
export const SHOWN_BUNDLE_HEADER = 'x-shown-bundle';

export const SCREEN_MESSAGES = {
  pairingExpired: 'This pairing code has expired. Ask the screen for a new code.',
  secretRequired: 'This call needs the screen secret',
  secretInvalid: 'This screen is not recognised. Reload the screen to pair it again.',
  notPaired: 'This screen is not paired yet',
} as const;

/** `POST /api/foyer/tv-devices/pair` answer. Sent again with the secret header, it renews the code. */
export const pairResultSchema = z.object({
  player_id: z.string(),
  pairing_code: z.string(),
  pairing_expires_at: z.string(),
  /** Only in the first answer (a new player); the player keeps it. */
  device_secret: z.string().optional(),
});
export type PairResult = z.infer<typeof pairResultSchema>;

/**
 * A screen's opening hours as the server sends them (docs/decisions/schedules.md SCH-1, SCH-4):
 * the open windows of its building's next SCHEDULE_HORIZON_DAYS as UTC ms, null when it is always
 * on (no building, or a building without hours), and the server's clock for the player's offset.
 */
export const screenScheduleSchema = z.object({
  windows: z.array(z.object({ start: z.number(), end: z.number() })).nullable(),
  server_time: z.number(),
  /**
   * The scheduled notices in this screen's scope that show within the same horizon, each with its
   * windows in the screen's building's zone (docs/decisions/schedules.md SCH-9).
   */
  notices: z.array(screenNoticeSchema),
});
export type ScreenSchedule = z.infer<typeof screenScheduleSchema>;

/** `GET /api/foyer/tv-devices/me` (secret): where this player stands. */
export const playerStateSchema = z.object({
  player_id: z.string(),
  pairing_code: z.string(),
  pairing_expires_at: z.string().nullable(),
  /** The device staff linked to this player's code, once they saved it. */
  device_id: z.string().nullable(),
  /**
   * The emergency alert this screen must show, null for none; only in `/me` (the stream sends
   * it as its own `alert` event).
   */
  alert: screenAlertSchema.nullable().optional(),
  /** Its opening hours; only in `/me` (the stream sends them as its own `schedule` event). */
  schedule: screenScheduleSchema.optional(),
});
export type PlayerState = z.infer<typeof playerStateSchema>;

/**
 * Events of `GET /api/foyer/tv-devices/stream` (Server-Sent Events, secret header), one JSON
 * object per `data:` line, the SSE event name equal to `type`.
 */
export const screenEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: playerStateSchema }),
  z.object({ type: z.literal('bundle'), bundle: publishedBundleSchema }),
  /** The bundle was deleted or the device unlinked: show the waiting state. */
  z.object({ type: z.literal('cleared') }),
  /** The emergency alert to draw over everything, or null: none (any shown alert ends). */
  z.object({ type: z.literal('alert'), alert: screenAlertSchema.nullable() }),
  /** Its opening hours: on connecting, when its building's hours change, and daily. */
  z.object({ type: z.literal('schedule'), schedule: screenScheduleSchema }),
  /**
   * One scheduled notice changed (docs/decisions/schedules.md SCH-9): its windows for this screen,
   * or null: it is not (or no longer) on this screen. The rest of the schedule stays.
   */
  z.object({ type: z.literal('notice'), id: z.string(), notice: screenNoticeSchema.nullable() }),
]);
export type ScreenEvent = z.infer<typeof screenEventSchema>;

/** A span of one screen's history in the analytics timeline. */
export const screenPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  online: z.boolean(),
});
export type ScreenPeriod = z.infer<typeof screenPeriodSchema>;

export const ANALYTICS_DAYS = 7;

/** `GET /api/foyer/organizations/{orgId}/analytics?sub_org_id=`: the last 7 days. */
export const screenAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  screens: z.array(
    z.object({
      device_id: z.string(),
      name: z.string(),
      status: deviceStatusSchema,
      last_seen_at: z.string().nullable(),
      app_version: z.string(),
      periods: z.array(screenPeriodSchema),
    }),
  ),
  /** One row per UTC day of the range, oldest first, zero included. */
  publishes_per_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type ScreenAnalytics = z.infer<typeof screenAnalyticsSchema>;
