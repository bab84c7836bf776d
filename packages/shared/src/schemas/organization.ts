import { z } from 'zod';
import { DEFAULT_TIME_ZONE, timeZoneSchema } from '../schedule/time-zone';
import { buildingLanguagesSchema } from '../i18n/building-languages';
import { VISITOR_LANGUAGES } from '../i18n/languages';
import { withoutNul } from './text';

/**
 * Offline e-mails (SCR-17): minutes a published screen may go without contact before the
 * organization's Owners and Admins are told; null turns the e-mails off.
 */
export const SCREEN_OFFLINE_ALERT_MINUTES = { default: 10, min: 5, max: 24 * 60 } as const;

export const SCREEN_OFFLINE_ALERT_MESSAGES = {
  wholeMinutes: 'Alert delay must be a whole number of minutes',
  range: `Alert delay must be between ${SCREEN_OFFLINE_ALERT_MINUTES.min} and ${SCREEN_OFFLINE_ALERT_MINUTES.max} minutes`,
} as const;

/** The one rule for the setting, used by the API and the settings page. */
export const screenOfflineAlertMinutesSchema = z
  .number({ error: SCREEN_OFFLINE_ALERT_MESSAGES.wholeMinutes })
  .int(SCREEN_OFFLINE_ALERT_MESSAGES.wholeMinutes)
  .min(SCREEN_OFFLINE_ALERT_MINUTES.min, SCREEN_OFFLINE_ALERT_MESSAGES.range)
  .max(SCREEN_OFFLINE_ALERT_MINUTES.max, SCREEN_OFFLINE_ALERT_MESSAGES.range)
  .nullable();

const DEFAULT_NAME_ENDING = "'s Organization";

/** docs/product.md §3: an organization's name at sign-up, made from the new Owner's own name. */
export function defaultOrganizationName(ownerName: string): string {
  return `${ownerName}${DEFAULT_NAME_ENDING}`;
}

/** Still the sign-up name: it says only who signed up, not what the organization is called. */
export function isDefaultOrganizationName(name: string): boolean {
  return name.trim().endsWith(DEFAULT_NAME_ENDING);
}

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null: no offline e-mails. */
  screen_offline_alert_minutes: z.number().int().nullable(),
  /** The IANA time zone new buildings get and screens of no building read (docs/product.md §12). */
  default_time_zone: z.string().default(DEFAULT_TIME_ZONE),
});
export type Organization = z.infer<typeof organizationSchema>;

export const subOrganizationSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  /** Its screens' languages, 1 or 2, the first the main one (docs/product.md §16). */
  languages: z.array(z.enum(VISITOR_LANGUAGES)),
  /** The IANA zone its schedules and its screens' clocks are read in (docs/product.md §12, §16). */
  time_zone: z.string(),
});
export type SubOrganization = z.infer<typeof subOrganizationSchema>;

/** Texts of the Sub-organizations page (docs/product.md §8) and the server's answers. */
export const SUB_ORGANIZATION_MESSAGES = {
  nameRequired: 'Name is required',
  created: 'Sub-organization created successfully',
  updated: 'Sub-organization updated successfully',
  deleted: 'Sub-organization deleted successfully',
  notFound: 'Sub-organization not found',
  deleteBlocked: 'Error deleting sub-organization. It may contain devices, themes, or tenants.',
  createFailed: 'Failed to create sub-organization',
  updateFailed: 'Failed to update sub-organization',
  deleteFailed: 'Failed to delete sub-organization',
  duplicateName: (existing: string) =>
    `There is already a sub-organization named ${existing}. Choose another name.`,
} as const;

/**
 * Two sub-organization names are the same building when they differ only in case and spaces
 * ('North Tower', 'north  tower', 'NorthTower'): one organization cannot have both.
 */
export function subOrganizationNameKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en-US').replace(/\s+/g, '');
}

/** The sub-organization in `existing` whose name is the same as `name`, ignoring case and spaces. */
export function sameNamedSubOrganization<T extends { id: string; name: string }>(
  existing: readonly T[],
  name: string,
  exceptId?: string,
): T | undefined {
  const key = subOrganizationNameKey(name);
  return existing.find((other) => other.id !== exceptId && subOrganizationNameKey(other.name) === key);
}

const subOrganizationName = z
  .string({ error: SUB_ORGANIZATION_MESSAGES.nameRequired })
  .trim()
  .min(1, SUB_ORGANIZATION_MESSAGES.nameRequired)
  .max(120, 'Name must be at most 120 characters')
  .check(withoutNul('Name'));
const description = z
  .string()
  .trim()
  .max(1000, 'Description must be at most 1000 characters')
  .check(withoutNul('Description'));

/**
 * Create: name required, description optional (empty); the time zone its schedules are read in,
 * the organization's default when absent (the dashboard offers the browser's, docs/product.md §11).
 */
export const subOrganizationInputSchema = z.object({
  name: subOrganizationName,
  description: description.default(''),
  time_zone: timeZoneSchema.optional(),
  /** Its screens' languages; English when absent. */
  languages: buildingLanguagesSchema.optional(),
});
export type SubOrganizationInput = z.infer<typeof subOrganizationInputSchema>;

/** Update: name required; an absent description keeps the stored one. */
export const subOrganizationUpdateSchema = z.object({
  name: subOrganizationName,
  description: description.optional(),
  /** Its screens' languages; absent keeps the stored ones. */
  languages: buildingLanguagesSchema.optional(),
});
export type SubOrganizationUpdate = z.infer<typeof subOrganizationUpdateSchema>;

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organization not found',
  nameRequired: 'Organization name is required',
  renamed: 'Organization updated successfully',
} as const;

/**
 * `PUT /api/foyer/organizations/{orgId}` (Owner and Admin, settings page): rename, set the offline
 * e-mails and/or the default time zone; an absent field keeps its value. A body with neither is refused as a rename
 * without a name, as before the alert setting existed.
 */
export const updateOrganizationBodySchema = z
  .object({
    name: z
      .string({ error: ORGANIZATION_MESSAGES.nameRequired })
      .trim()
      .min(1, ORGANIZATION_MESSAGES.nameRequired)
      .max(120, 'Organization name must be at most 120 characters')
      .check(withoutNul('Organization name'))
      .optional(),
    screen_offline_alert_minutes: screenOfflineAlertMinutesSchema.optional(),
    default_time_zone: timeZoneSchema.optional(),
  })
  .refine(
    (body) =>
      body.name !== undefined ||
      body.screen_offline_alert_minutes !== undefined ||
      body.default_time_zone !== undefined,
    {
      message: ORGANIZATION_MESSAGES.nameRequired,
      path: ['name'],
    },
  );
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;
