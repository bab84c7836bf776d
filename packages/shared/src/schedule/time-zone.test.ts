import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TIME_ZONE_MESSAGE, isTimeZone, timeZoneNames, timeZoneSchema } from './time-zone';

describe('isTimeZone', () => {
  it('accepts the IANA names of places, and UTC', () => {
    for (const name of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'UTC', DEFAULT_TIME_ZONE]) {
      expect(isTimeZone(name), name).toBe(true);
    }
  });

  it('refuses what is no zone, and fixed offsets that never follow summer time', () => {
    for (const name of ['Mars/Olympus_Mons', 'Berlin', '', ' ', '+01:00', '-05:00']) {
      expect(isTimeZone(name), name).toBe(false);
    }
  });
});

describe('timeZoneSchema', () => {
  it('trims what was sent', () => {
    expect(timeZoneSchema.parse('  Europe/Berlin ')).toBe('Europe/Berlin');
  });

  it('refuses an unknown zone with the picker’s words', () => {
    const result = timeZoneSchema.safeParse('Europe/Atlantis');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TIME_ZONE_MESSAGE]);
    expect(TIME_ZONE_MESSAGE).toBe('Choose a time zone from the list');
  });
});

describe('timeZoneNames', () => {
  it('lists the places and UTC once each, sorted, every one a zone', () => {
    const names = timeZoneNames();
    expect(names).toContain('UTC');
    expect(names).toContain('Europe/Berlin');
    expect(names).toContain('Australia/Sydney');
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort());
    expect(names.every(isTimeZone)).toBe(true);
  });
});
