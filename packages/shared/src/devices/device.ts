import { z } from 'zod';
import {
  contentNameSchema,
  contentPlacementFields,
  subOrganizationFilterSchema,
} from '../schemas/content-fields';
import { idSchema, withoutNul } from '../schemas/text';
import { pairingCodeSchema } from './pairing-code';
import { deviceScreenSchema } from './player-report';

export const DEVICE_STATUSES = ['Disconnected', 'Connected'] as const;
export const deviceStatusSchema = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

export const DEVICE_ORIENTATIONS = ['landscape', 'portrait'] as const;
export const deviceOrientationSchema = z.enum(DEVICE_ORIENTATIONS);

/** docs/product.md §3 defaults of a new device. */
export const DEVICE_DEFAULTS = {
  orientation: 'landscape',
  refresh_policy: 'auto',
  app_version: '1.0.0',
  status: 'Disconnected',
} as const;

/** The server's answers of the devices calls. */
export const DEVICE_MESSAGES = {
  created: 'Device created successfully',
  updated: 'Device updated successfully',
  deleted: 'Device deleted successfully',
  notFound: 'Device not found',
  notAllowed: 'You do not have permission to change devices',
  subOrganizationNotAllowed: 'You do not have access to this sub-organization',
  pairingCodeTaken: 'This pairing code is already used by another device',
  unknownTheme: 'Theme not found',
  unknownTenants: 'Tenants not found',
} as const;

/** docs/product.md §5: a blank device name becomes 'Device {date} {time}' (UTC, to the minute, on the server). */
export function defaultDeviceName(now: Date): string {
  const iso = now.toISOString();
  return `Device ${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Until when a device's screen sleeps (null: not within 14 days), read in its building's zone. */
export const deviceSleepSchema = z.object({ until: z.string().nullable(), time_zone: z.string() });
export type DeviceSleep = z.infer<typeof deviceSleepSchema>;

/**
 * 'Asleep until 07:00' in the building's local time; another local day than `now`'s names its
 * weekday ('Asleep until Mon 07:00'); 'Asleep' when it opens beyond the windows sent.
 */
export function asleepText(sleep: DeviceSleep, now: Date): string {
  if (sleep.until === null) return 'Asleep';
  const until = new Date(sleep.until);
  const format = (options: Intl.DateTimeFormatOptions, at: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: sleep.time_zone, ...options }).format(at);
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, until);
  const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  if (format(day, until) === format(day, now)) return `Asleep until ${time}`;
  return `Asleep until ${format({ weekday: 'short' }, until)} ${time}`;
}

/** A device as the API answers it (docs/product.md §3 Device). */
export const deviceSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  sub_org_id: z.string().nullable(),
  theme_id: z.string().nullable(),
  tenants_id: z.string().nullable(),
  name: z.string(),
  pairing_code: z.string(),
  orientation: z.string(),
  refresh_policy: z.string(),
  pairing_expires_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  app_version: z.string(),
  status: deviceStatusSchema,
  hasBeenPublished: z.boolean(),
  hasUnpublishedChanges: z.boolean(),
  /** Its screen ignores its building's opening hours (docs/decisions/schedules.md SCH-8). */
  always_on: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What its screen reports (SCR-16); in the devices calls' answers, not in a bundle's copy. */
  screen: deviceScreenSchema.optional(),
  /**
   * Its building is outside its opening hours now, so its screen sleeps (docs/decisions/schedules.md
   * SCH-7); null or absent: awake. In the devices calls' answers only.
   */
  asleep: deviceSleepSchema.nullable().optional(),
});
export type Device = z.infer<typeof deviceSchema>;

/**
 * `POST /api/foyer/devices` and `POST /api/foyer/devices/{id}`. On update an absent field keeps
 * its stored value; on create it takes its default. A blank name becomes the dated default.
 */
export const deviceInputSchema = z.object({
  ...contentPlacementFields,
  name: contentNameSchema.optional(),
  pairing_code: pairingCodeSchema.optional(),
  theme_id: idSchema('Theme id').nullable().optional(),
  tenants_id: idSchema('Tenants id').nullable().optional(),
  orientation: deviceOrientationSchema.optional(),
  refresh_policy: z.string().max(50).check(withoutNul('Refresh policy')).optional(),
  status: deviceStatusSchema.optional(),
  always_on: z.boolean({ error: 'Always on must be true or false' }).optional(),
});
export type DeviceInput = z.input<typeof deviceInputSchema>;

/** `GET /api/foyer/organizations/{orgId}/devices?sub_org_id=` */
export const deviceListQuerySchema = subOrganizationFilterSchema;
export const deviceListSchema = z.array(deviceSchema);
