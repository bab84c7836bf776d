import { z } from 'zod';

/*
 * An emergency alert as a screen is told it. Apart from emergency-alert.ts, whose starting and
 * listing schemas the TV player's bundle need not carry (docs/decisions/player.md PLY-15).
 */

/** What a screen is told (stream event `alert`, and `/me`): the alert to draw, or null. */
export const screenAlertSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  tone: z.enum(['danger', 'warning', 'notice']),
  /**
   * Milliseconds until it expires, counted by the server when sent: a TV's own clock is often
   * wrong, so the screen counts from when it received it.
   */
  expires_in_ms: z.number(),
});
export type ScreenAlert = z.infer<typeof screenAlertSchema>;
