import { z } from 'zod';
import { screenAlertSchema } from '../alerts/screen-alert';
import { VISITOR_LANGUAGES } from '../i18n/languages';
import { screenNoticeSchema } from '../notices/screen-notice';

/**
 * What a device's screen reported it draws (docs/decisions/schedules.md SCH-11), with what the
 * dashboard needs to draw the same with the screen's renderer: the notices and the alert by their
 * contents. `GET /api/foyer/organizations/{orgId}/screens/showing?sub_org_id=`.
 */
export const screenShowingSchema = z.object({
  device_id: z.string(),
  /** False until a screen linked to the device has reported: nothing below is known. */
  reported: z.boolean(),
  /** The bundle version on screen; null: no directory. */
  version: z.number().int().nullable(),
  /** Outside its building's hours: black, or the theme's after-hours page. */
  asleep: z.boolean(),
  alert: screenAlertSchema.omit({ expires_in_ms: true }).nullable(),
  notices: z.array(screenNoticeSchema.omit({ windows: true })),
  /**
   * Its building's screen languages now (English without a building), so the card draws the words
   * and the alert as the screen does (docs/product.md §16).
   */
  languages: z.array(z.enum(VISITOR_LANGUAGES)),
});
export type ScreenShowing = z.infer<typeof screenShowingSchema>;
export const screenShowingListSchema = z.array(screenShowingSchema);
