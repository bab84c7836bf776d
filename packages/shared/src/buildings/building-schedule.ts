import { z } from 'zod';
import { timeZoneSchema } from '../schedule/time-zone';
import { openingHoursSchema } from '../schedule/weekly-hours';

export const BUILDING_SCHEDULE_MESSAGES = {
  saved: 'Screen hours saved',
  forbidden: 'Only Owners and Admins can change screen hours',
} as const;

/**
 * A building's clock and hours (docs/product.md §12): the IANA time zone every schedule of the
 * building is read in, and its opening hours; null hours: its screens are always on.
 */
export const buildingScheduleSchema = z.object({
  time_zone: timeZoneSchema,
  opening_hours: openingHoursSchema.nullable(),
});
export type BuildingSchedule = z.infer<typeof buildingScheduleSchema>;
