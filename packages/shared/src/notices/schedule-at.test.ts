import { describe, expect, it } from 'vitest';
import { SCHEDULE_AT_MESSAGES, scheduleAtProblem, scheduleAtQuerySchema } from './schedule-at';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('the instants the preview may ask a screen about (docs/product.md §12)', () => {
  it('takes yesterday to 366 days ahead, both ends included, and names what is wrong otherwise', () => {
    expect(scheduleAtProblem(NOW, NOW)).toBeNull();
    expect(scheduleAtProblem(NOW - DAY_MS, NOW)).toBeNull();
    expect(scheduleAtProblem(NOW + 366 * DAY_MS, NOW)).toBeNull();
    expect(scheduleAtProblem(NOW - DAY_MS - 1, NOW)).toBe(SCHEDULE_AT_MESSAGES.tooEarly);
    expect(scheduleAtProblem(NOW + 366 * DAY_MS + 1, NOW)).toBe(SCHEDULE_AT_MESSAGES.tooLate);
  });

  it('wants an instant: a date and time with its offset', () => {
    for (const at of ['2026-11-28T09:00:00Z', '2026-11-28T09:00:00.000Z', '2026-11-28T09:00:00+01:00']) {
      expect(scheduleAtQuerySchema.safeParse({ at }).success, at).toBe(true);
    }
    for (const at of ['2026-11-28T09:00', '2026-11-28', 'tomorrow', '']) {
      const parsed = scheduleAtQuerySchema.safeParse({ at });
      expect(parsed.error?.issues[0]?.message, at).toBe(SCHEDULE_AT_MESSAGES.notInstant);
    }
  });
});
