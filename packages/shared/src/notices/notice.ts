import { z } from 'zod';
import { screenScopeSchema } from '../devices/screen-scope';
import { imageUrlSchema } from '../schemas/image-url';
import { withoutNul } from '../schemas/text';
import { noticeScheduleSchema } from '../schedule/weekly-hours';
import { NOTICE_TONES, type NoticeTone } from './screen-notice';

/*
 * Scheduled notices (docs/product.md §12): a message staff write once ('The lifts are serviced on
 * Saturday') that the screens in its scope show by themselves in its time windows, read in each
 * building's zone, beside the directory or as a page of its own, as the theme decides.
 */

export const NOTICE_TITLE_MAX = 80;
export const NOTICE_TEXT_MAX = 400;

export const NOTICE_TONE_LABELS: Record<NoticeTone, string> = {
  info: 'Information',
  attention: 'Attention',
  celebration: 'Good news',
};

/** Where a notice stands now, as the notices page lists it. */
export const NOTICE_STATES = ['scheduled', 'showing', 'ended'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];
export const NOTICE_STATE_LABELS: Record<NoticeState, string> = {
  scheduled: 'Scheduled',
  showing: 'Showing now',
  ended: 'Ended',
};

export const NOTICE_MESSAGES = {
  created: 'Notice saved',
  updated: 'Notice saved',
  duplicated: 'Notice duplicated',
  ended: 'Notice ended',
  deleted: 'Notice deleted',
  notFound: 'Notice not found',
  alreadyEnded: 'This notice has already ended',
  endPassed: 'This end has already passed: choose an end after now, or none',
  notAllowed: 'Only Owners, Admins and Editors can change notices',
  organizationScope: 'Only Owners and Admins can show a notice on every screen; choose buildings or screens',
  buildingNotAllowed: 'You can only schedule notices for buildings you have access to',
  titleRequired: 'Title is required',
  titleTooLong: `Title has at most ${NOTICE_TITLE_MAX} characters`,
  textTooLong: `Text has at most ${NOTICE_TEXT_MAX} characters`,
  tone: `Tone must be one of ${NOTICE_TONES.join(', ')}`,
  unknownBuilding: 'A chosen building does not exist in this organization',
  unknownScreen: 'A chosen screen does not exist in this organization',
} as const;

/** What staff write: the words, the look, where, and when (in each building's own time). */
export const noticeInputSchema = z.object({
  title: z
    .string({ error: NOTICE_MESSAGES.titleRequired })
    .trim()
    .min(1, NOTICE_MESSAGES.titleRequired)
    .max(NOTICE_TITLE_MAX, NOTICE_MESSAGES.titleTooLong)
    .check(withoutNul('Title')),
  text: z
    .string()
    .trim()
    .max(NOTICE_TEXT_MAX, NOTICE_MESSAGES.textTooLong)
    .check(withoutNul('Text'))
    .default(''),
  /** An image of the organization's library; empty for none. */
  image_url: imageUrlSchema.default(''),
  tone: z.enum(NOTICE_TONES, { error: NOTICE_MESSAGES.tone }).default('info'),
  scope: screenScopeSchema,
  schedule: noticeScheduleSchema,
});
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NoticeFields = z.infer<typeof noticeInputSchema>;

export const noticeSchema = noticeInputSchema.extend({
  id: z.string(),
  org_id: z.string(),
  state: z.enum(NOTICE_STATES),
  /** When 'End now' was pressed, UTC ISO; null while it runs by its schedule. */
  ended_at: z.string().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListSchema = z.array(noticeSchema);
