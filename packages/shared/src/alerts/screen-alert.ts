import { z } from 'zod';

/*
 * An emergency alert as a screen is told it. Apart from emergency-alert.ts, whose starting and
 * listing schemas the TV player's bundle need not carry (docs/decisions/player.md PLY-15).
 */

/** How the screen looks: red for danger, yellow for a warning, dark blue for a notice. */
export const ALERT_TONES = ['danger', 'warning', 'notice'] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

/** By language code; not checked against VISITOR_LANGUAGES here, to keep the player small (PLY-15). */
const byLanguage = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** What a screen is told (stream event `alert`, and `/me`): the alert to draw, or null. */
export const screenAlertSchema = z.object({
  id: z.string(),
  /** The default title and text, as typed: what a screen shows in a language without its own. */
  title: z.string(),
  text: z.string(),
  tone: z.enum(ALERT_TONES),
  /**
   * The title and text per visitor language (docs/decisions/languages.md LNG-22): one frame for
   * every screen, each picks its building's languages. Absent from servers before issue 29.
   */
  translations: byLanguage(z.object({ title: z.string(), text: z.string() })).optional(),
  /** The band word ('EMERGENCY', 'NOTFALL') of the tone in every visitor language (LNG-23). */
  bands: byLanguage(z.string()).optional(),
  /**
   * Milliseconds until it expires, counted by the server when sent: a TV's own clock is often
   * wrong, so the screen counts from when it received it.
   */
  expires_in_ms: z.number(),
});
export type ScreenAlert = z.infer<typeof screenAlertSchema>;
