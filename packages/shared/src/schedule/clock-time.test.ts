import { describe, expect, it } from 'vitest';
import { clockMinutes, crossesMidnight } from './clock-time';

describe('wall-clock times (docs/decisions/schedules.md SCH-3)', () => {
  it('counts minutes since midnight, 24:00 being the end of the day', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('07:30')).toBe(450);
    expect(clockMinutes('24:00')).toBe(1440);
  });

  it('knows a time of day that runs into the next day', () => {
    expect(crossesMidnight({ from: '22:00', to: '01:30' })).toBe(true);
    expect(crossesMidnight({ from: '08:00', to: '12:00' })).toBe(false);
    expect(crossesMidnight({ from: '08:00', to: '24:00' })).toBe(false);
    // Half typed: not yet a time, so not past midnight either.
    expect(crossesMidnight({ from: '22:00', to: '1' })).toBe(false);
  });
});
