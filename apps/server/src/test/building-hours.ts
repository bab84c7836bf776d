import { WEEKDAYS } from '@foyer/shared';
import type { App } from '../app';
import { bearer } from './auth-helpers';

/**
 * Gives the building (UTC) one open hour a day, starting two whole hours after `now`: its screens
 * sleep now. Answers when it opens; throws unless the schedule was saved.
 */
export async function closeBuildingUntilLater(
  app: App,
  token: string,
  subOrgId: string,
  now: Date,
): Promise<Date> {
  const hour = (offset: number) => `${String((now.getUTCHours() + offset) % 24).padStart(2, '0')}:00`;
  const daily = [{ from: hour(2), to: hour(3) }];
  const res = await app.inject({
    method: 'POST',
    url: `/api/foyer/sub-organizations/${subOrgId}/schedule`,
    headers: bearer(token),
    payload: {
      time_zone: 'UTC',
      opening_hours: { weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, daily])), exceptions: [] },
    },
  });
  if (res.statusCode !== 200) throw new Error(`schedule answered ${res.statusCode}: ${res.body}`);
  const opens = new Date(now);
  opens.setUTCHours(now.getUTCHours() + 2, 0, 0, 0);
  return opens;
}
