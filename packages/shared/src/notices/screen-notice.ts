import { z } from 'zod';

/*
 * A scheduled notice as a screen is told it (docs/decisions/schedules.md SCH-9). Apart from
 * notice.ts, whose input schemas the TV player's bundle need not carry (PLY-15).
 */

export const NOTICE_TONES = ['info', 'attention', 'celebration'] as const;
export type NoticeTone = (typeof NOTICE_TONES)[number];

/** What to draw and when, as UTC ms windows in the screen's building's zone (SCH-1). */
export const screenNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  image_url: z.string(),
  tone: z.enum(NOTICE_TONES),
  windows: z.array(z.object({ start: z.number(), end: z.number() })),
});
export type ScreenNotice = z.infer<typeof screenNoticeSchema>;
