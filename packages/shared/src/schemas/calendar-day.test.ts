import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day';

describe('isCalendarDay', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2026-01-31', '2024-02-29', '9999-12-31', '2026-12-01']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
  });

  it('refuses what only looks like a day', () => {
    for (const day of ['2026-13-45', '2026-02-30', '2025-02-29', '2026-00-10', '2026-1-5', 'yesterday', '']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});
